// The console's i18next instance (000 §1: the interface is Russian, English is the fallback; DESIGN.md:
// every user-visible string goes through i18next). Resources are bundled, so the instance is ready as soon
// as this module is imported: no backend, no language detector, no Suspense.
//
//   import { t, i18n, setLanguage, entityKeys } from '../src/i18n'
//   t(verdict.reason)                                        // «Дождитесь окончания операции»
//   t(entityKeys.status('volume', item.status))              // «Подключён»
//   t('error.not_enough_money', { missing, minimum_balance, currency })
//   const { t } = useTranslation()                           // in components: re-renders on a language switch
//   await setLanguage('en')                                  // switches and remembers the choice
import i18next, { type i18n as I18n, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { addFormatters } from './format'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, NAMESPACES, resources, type Language, type MessageKey } from './resources'
import { isLanguage, readStoredLanguage, storeLanguage } from './storage'

export { entityKeys, namespaceOf } from './keys'
export { DEFAULT_CURRENCY } from './format'
export { LANGUAGE_STORAGE_KEY, isLanguage } from './storage'
export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, NAMESPACES, resources } from './resources'
export type { AppKey, EntitiesKey, ErrorKey, Language, MessageKey, Namespace, ReasonKey, UiKey, ValidationKey } from './resources'

export interface CreateI18nOptions {
  /**
   * The app's own instance: registers with react-i18next (useTranslation works without a provider),
   * remembers every language change in localStorage and keeps <html lang> in step. Off by default, so
   * instances made in tests or for one-off rendering touch no global state.
   */
  global?: boolean
}

/**
 * A ready, synchronously initialised instance. Without a language: the stored choice, else Russian.
 * Every namespace is searched for every key (keys are unique across them), so `t(key)` needs no `ns`.
 */
export function createI18n(language: Language = readStoredLanguage() ?? DEFAULT_LANGUAGE, options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance()
  if (options.global) instance.use(initReactI18next)
  // initAsync false with bundled resources: init finishes before it returns, the promise carries nothing new.
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    resources,
    ns: [...NAMESPACES],
    defaultNS: NAMESPACES[0],
    fallbackNS: NAMESPACES.slice(1),
    // Keys are flat: `reason.volume.local_disk` is one key, as configs write it (and error.limit_reached sits
    // beside error.limit_reached.disks, which nested JSON could not hold).
    keySeparator: false,
    returnNull: false,
    // An empty text is a missing text: fall back to English rather than show nothing.
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    react: { useSuspense: false },
  })
  addFormatters(instance)
  if (options.global) {
    const follow = (lng: string) => {
      if (!isLanguage(lng)) return
      storeLanguage(lng)
      if (typeof document !== 'undefined') document.documentElement.lang = lng
    }
    instance.on('languageChanged', follow)
    if (typeof document !== 'undefined') document.documentElement.lang = instance.language
  }
  return instance
}

/** The app's instance. */
export const i18n: I18n = createI18n(undefined, { global: true })

/** The language an instance shows now (the default when it holds something unexpected). */
export function currentLanguage(instance: I18n = i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** Switches the language and remembers the choice (localStorage `console.language`, when available). */
export async function setLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  storeLanguage(language)
  await instance.changeLanguage(language)
}

/**
 * The text of a key in the app's current language: any key of any namespace, a config's `reason`, a catalogue
 * `message_key`. Literal keys autocomplete; keys from data pass as plain strings. A missing key comes back as
 * the key itself, as i18next does (`hasMessage` tells the two apart).
 */
export function t(key: MessageKey | (string & {}), options?: TOptions): string {
  return i18n.t(key, options)
}

/** Whether a key has a text in the instance's language or the fallback. */
export function hasMessage(key: string, instance: I18n = i18n): boolean {
  return instance.exists(key)
}
