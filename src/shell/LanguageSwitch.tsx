import { NativeSelect } from '@chakra-ui/react'
import { switchLanguage } from '../i18n/language'
import { LANGUAGES } from '../i18n/resources'
import { useSignText } from '../i18n/signText'
import { isLanguage } from '../i18n/storage'

/**
 * ru / en (000 §1: Russian by default, English the other choice); the choice is remembered. The sign pages draw
 * it too: its texts come without i18next (signText.ts), and the switch reaches i18next once it is loaded.
 */
export function LanguageSwitch() {
  const { t, language } = useSignText()
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('app.language')}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isLanguage(next)) void switchLanguage(next)
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {t(`app.language.${option}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
