import { NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '../i18n'

/** ru / en (000 §1: Russian by default, English the other choice); the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('app.language')}
        value={currentLanguage(i18n)}
        onChange={(event) => {
          const language = event.currentTarget.value
          if (isLanguage(language)) void setLanguage(language)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`app.language.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
