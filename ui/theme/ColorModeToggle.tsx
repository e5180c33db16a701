import { IconButton } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useColorMode } from './ColorModeContext'

/** The header's light/dark switch; its name says what it switches to. */
export function ColorModeToggle() {
  const { t } = useTranslation('ui')
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? t('color_mode.to_light') : t('color_mode.to_dark')
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  )
}
