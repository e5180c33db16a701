import { IconButton } from '@chakra-ui/react'
import { useText } from '../i18n/translate'
import { useColorMode } from './ColorModeContext'

/** The header's light/dark switch; its name says what it switches to. */
export function ColorModeToggle() {
  const text = useText()
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? text('ui.color_mode.to_light') : text('ui.color_mode.to_dark')
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  )
}
