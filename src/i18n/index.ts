// The console's i18next instance (000 §1: the interface is Russian, English is the fallback; docs/ARCHITECTURE.md:
// every user-visible string goes through i18next). This module loads with the first page past sign-in (the root
// route's beforeLoad); the sign-in page translates without it (signText.ts), and both follow one language
// (language.ts). The texts a page without a session shows ship with the entry (bundles.ts); the rest is fetched
// on first need, before whatever shows it renders: the /lk layout's loader awaits loadNamespaces(), and
// setLanguage() fetches the new language before switching to it. No i18next backend, no language detector, no
// Suspense.
//
//   import { t, i18n, setLanguage, entityKeys } from '../src/i18n'
//   t(verdict.reason)                                        // «Дождитесь окончания операции»
//   t(entityKeys.status('volume', item.status))              // «Подключён»
//   t('error.not_enough_money', { missing, minimum_balance, currency })
//   const { t } = useTranslation()                           // in components: re-renders on a language switch
//   await loadNamespaces()                                   // every namespace of the current language is here
//   await setLanguage('en')                                  // fetches, switches and remembers the choice
import i18next, { type i18n as I18n, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadedResources, loadMessages } from './bundles'
import { addFormatters } from './format'
import { adoptLanguage, chosenLanguage as appLanguage, followLanguage, switchLanguage } from './language'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, INITIAL_NAMESPACES, LANGUAGES, NAMESPACES, type Language, type MessageKey, type Namespace } from './resources'
import { isLanguage, readStoredLanguage, storeLanguage } from './storage'

export { entityKeys, namespaceOf } from './keys'
export { DEFAULT_CURRENCY } from './format'
export { LANGUAGE_STORAGE_KEY, isLanguage } from './storage'
export { loadAllMessages, loadedMessages, loadMessages } from './bundles'
export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, INITIAL_NAMESPACES, LANGUAGES, NAMESPACES } from './resources'
export type { AppKey, ConsoleKey, EntitiesKey, ErrorKey, Language, MessageKey, Messages, Namespace, ReasonKey, UiKey, ValidationKey } from './resources'

export interface CreateI18nOptions {
  /**
   * The app's own instance: registers with react-i18next (useTranslation works without a provider) and
   * follows the app's language (language.ts: remembered, <html lang> in step) both ways. Off by default, so
   * instances made in tests or for one-off rendering touch no global state.
   */
  global?: boolean
  /** The namespaces it starts with, of those loaded already; all loaded ones by default. */
  namespaces?: readonly Namespace[]
}

/** Per instance: the namespaces its pages asked for, which a language switch fetches in the new language. */
const wanted = new WeakMap<I18n, Set<Namespace>>()

/**
 * A ready, synchronously initialised instance with the texts loaded so far (bundles.ts). Without a language:
 * the stored choice, else Russian; the app's instance starts in the app's language (language.ts). Every namespace is searched for every key (keys are unique across them),
 * so `t(key)` needs no `ns`; a key of a namespace not loaded yet comes back as the key itself.
 */
export function createI18n(chosen?: Language, options: CreateI18nOptions = {}): I18n {
  const language = chosen ?? (options.global ? appLanguage() : (readStoredLanguage() ?? DEFAULT_LANGUAGE))
  const instance = i18next.createInstance()
  if (options.global) instance.use(initReactI18next)
  const resources = loadedResources(options.namespaces)
  // initAsync false with the resources given: init finishes before it returns, the promise carries nothing new.
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
  // what it holds in its language is what its pages show: a switch brings the same in the new language
  wanted.set(instance, new Set(NAMESPACES.filter((namespace) => resources[language][namespace] !== undefined)))
  if (options.global) {
    instance.on('languageChanged', (lng: string) => {
      if (isLanguage(lng)) adoptLanguage(lng)
    })
    followLanguage({ prepare: (next) => addLanguage(instance, next, wantedOf(instance)), apply: (next) => instance.changeLanguage(next) })
  }
  return instance
}

/** The app's instance: it starts with the namespaces of a page without a session, loaded with the first page past sign-in. */
export const i18n: I18n = createI18n(undefined, { global: true, namespaces: INITIAL_NAMESPACES })

/** The language an instance shows now (the default when it holds something unexpected). */
export function currentLanguage(instance: I18n = i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** The language an instance is set to, loaded or not (resolvedLanguage lags until its texts are there). */
function chosenLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE
}

function wantedOf(instance: I18n): Set<Namespace> {
  let set = wanted.get(instance)
  if (!set) wanted.set(instance, (set = new Set()))
  return set
}

/** Puts the files of one language into the instance, fetching those not loaded yet. */
async function addLanguage(instance: I18n, language: Language, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (namespace) => {
      if (instance.hasResourceBundle(language, namespace)) return
      const messages = await loadMessages(language, namespace)
      // skipCopy: i18next would otherwise copy the file through JSON.stringify and JSON.parse, 5 ms of the volumes
      // page's load; the files are flat, and i18next still keeps its own shallow copy (deep = false), so a text
      // added to an instance later (addResource) does not reach the shared file
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, messages, false, false, { skipCopy: true })
    }),
  )
}

/**
 * Resolves once the instance holds the given namespaces (all by default) in its language; fetches what is
 * missing. They stay wanted: a later language switch fetches them in the new language before switching.
 * Rejects when a file cannot be fetched (offline): the caller's page is not ready then.
 */
export async function loadNamespaces(namespaces: readonly Namespace[] = NAMESPACES, instance: I18n = i18n): Promise<void> {
  const set = wantedOf(instance)
  for (const namespace of namespaces) set.add(namespace)
  // a switch may happen while the files arrive: then the new language needs them too
  let language: Language
  do {
    language = chosenLanguage(instance)
    await addLanguage(instance, language, namespaces)
  } while (language !== chosenLanguage(instance))
}

/**
 * The app's texts before its first render: the stored language may be English, whose files are fetched.
 * Should they not arrive, this visit shows Russian, which is bundled, rather than bare keys; the stored
 * choice stays English.
 */
export async function prepareI18n(instance: I18n = i18n): Promise<void> {
  const chosen = chosenLanguage(instance)
  try {
    await loadNamespaces(INITIAL_NAMESPACES, instance)
  } catch {
    await instance.changeLanguage(DEFAULT_LANGUAGE)
    storeLanguage(chosen)
  }
}

/**
 * Fetches the new language's files for every namespace the pages asked for, then switches and remembers the
 * choice (localStorage `console.language`, when available). Rejects without switching when they cannot be
 * fetched, so the page never shows bare keys.
 */
export async function setLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (instance === i18n) return switchLanguage(language)
  await addLanguage(instance, language, wantedOf(instance))
  storeLanguage(language)
  await instance.changeLanguage(language)
}

/**
 * The text of a key in the app's current language: any key of any namespace, a config's `reason`, a catalogue
 * `message_key`. Literal keys autocomplete; keys from data pass as plain strings. A missing key comes back as
 * the key itself, as i18next does (`hasMessage` tells the two apart).
 */
export function t(key: MessageKey | (string & {}), options?: TOptions): string {
  return i18n.t(key, options ?? {})
}

/** Whether a key has a text in the instance's language or the fallback. */
export function hasMessage(key: string, instance: I18n = i18n): boolean {
  return instance.exists(key)
}
