// The console's two languages (000 §1: Russian by default, English fallback) mapped to Intl locales.
export type UiLanguage = 'ru' | 'en'

/** The Intl locale of an i18next language code ('ru', 'en', 'en-US'); anything else reads as Russian. */
export function intlLocale(language: string | undefined): string {
  return language?.toLowerCase().startsWith('en') ? 'en-GB' : 'ru-RU'
}
