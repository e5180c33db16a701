import { Button, IconButton } from '@chakra-ui/react'
import { useText } from '../i18n/translate'
import { useColorMode } from './ColorModeContext'

/**
 * The light/dark switch; its name says what it switches to. `showLabel` writes that name next to the glyph (the
 * phone's menu drawer, where there is room). Glyphs, not an icon library: the sign-in page draws it too.
 */
export function ColorModeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const text = useText()
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? text('ui.color_mode.to_light') : text('ui.color_mode.to_dark')
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
