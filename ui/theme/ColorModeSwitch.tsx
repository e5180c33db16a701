import { Button, IconButton } from '@chakra-ui/react'
import { useColorMode } from './ColorModeContext'

export interface ColorModeSwitchProps {
  /** writes the name next to the glyph (the phone's menu drawer, where there is room) */
  showLabel?: boolean
  /** its name, which says what it switches to */
  labels: { toLight: string; toDark: string }
}

/**
 * The light/dark switch with its names given: the sign-in page translates without i18next (ColorModeToggle.tsx
 * reads them through it). Glyphs, not an icon library: the sign-in page draws it.
 */
export function ColorModeSwitch({ showLabel = false, labels }: ColorModeSwitchProps) {
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? labels.toLight : labels.toDark
  const glyph = <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
  if (showLabel)
    return (
      <Button variant="ghost" size="sm" onClick={toggleColorMode}>
        {glyph}
        {label}
      </Button>
    )
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      {glyph}
    </IconButton>
  )
}
