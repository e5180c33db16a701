// How the translation files arrive (STYLE.md "Bundles": the JavaScript of the sign-in page is budgeted). The
// entry chunk holds only the sign-in page's Russian texts (signInKeys.ts, picked at build time); every file is a
// chunk of its own, fetched once on first need (any page but sign-in, the /lk layout's loader, a language switch,
// a failed call's message) and kept.
import signInTexts from 'virtual:sign-in-texts'
import { extraKinds } from '../../entities/extra'
import { LANGUAGES, NAMESPACES, type Language, type Messages, type Namespace } from './resources'

type Loader = () => Promise<{ default: Messages }>

/** Every file, fetched on demand. */
const LOADERS: { readonly [L in Language]: { readonly [N in Namespace]?: Loader } } = {
  ru: {
    app: () => import('./locales/ru/app.json'),
    console: () => import('./locales/ru/console.json'),
    ui: () => import('./locales/ru/ui.json'),
    entities: () => import('./locales/ru/entities.json'),
    reasons: () => import('./locales/ru/reasons.json'),
    errors: () => import('./locales/ru/errors.json'),
    validation: () => import('./locales/ru/validation.json'),
  },
  en: {
    app: () => import('./locales/en/app.json'),
    console: () => import('./locales/en/console.json'),
    ui: () => import('./locales/en/ui.json'),
    entities: () => import('./locales/en/entities.json'),
    reasons: () => import('./locales/en/reasons.json'),
    errors: () => import('./locales/en/errors.json'),
    validation: () => import('./locales/en/validation.json'),
  },
}

/** A file's texts with what the build's extra kinds add to it (entities/extra.ts; none in the product's build). */
function withExtraTexts(language: Language, namespace: Namespace, messages: Messages): Messages {
  const extra = extraKinds.texts[language]?.[namespace]
  return extra ? { ...messages, ...extra } : messages
}

/** The files fetched so far. */
const loaded: { [L in Language]: { [N in Namespace]?: Messages } } = { ru: {}, en: {} }

/** The sign-in page's texts that come with the entry chunk, in their language (Russian); none in another. */
export function bundledText(language: Language, key: string): string | undefined {
  return language === 'ru' ? signInTexts[key] : undefined
}

const inFlight = new Map<string, Promise<Messages>>()

/** The texts of one file if they are here already (bundled or fetched before). */
export function loadedMessages(language: Language, namespace: Namespace): Messages | undefined {
  return loaded[language][namespace]
}

/** The texts of one file, fetched once; concurrent callers share the fetch, a failed fetch can be retried. */
export function loadMessages(language: Language, namespace: Namespace): Promise<Messages> {
  const here = loaded[language][namespace]
  if (here) return Promise.resolve(here)
  const key = `${language}/${namespace}`
  const running = inFlight.get(key)
  if (running) return running
  const loader = LOADERS[language][namespace]
  if (!loader) return Promise.reject(new Error(`No translation file ${key}`))
  const fetching = loader()
    .then((module) => {
      const messages = withExtraTexts(language, namespace, module.default)
      loaded[language][namespace] = messages
      return messages
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, fetching)
  return fetching
}

/**
 * The loaded files as i18next resources, copied: an instance keeps its resources object and writes added
 * texts into it (addResource), which must not reach the shared files or other instances.
 */
export function loadedResources(namespaces: readonly Namespace[] = NAMESPACES): Record<Language, Partial<Record<Namespace, Record<string, string>>>> {
  const copy = (language: Language) => {
    const result: Partial<Record<Namespace, Record<string, string>>> = {}
    for (const namespace of namespaces) {
      const messages = loaded[language][namespace]
      if (messages) result[namespace] = { ...messages }
    }
    return result
  }
  return Object.fromEntries(LANGUAGES.map((language) => [language, copy(language)])) as Record<Language, Partial<Record<Namespace, Record<string, string>>>>
}

/** Fetches every file of the given languages (tests that read the files; one-off full renders). */
export async function loadAllMessages(languages: readonly Language[] = LANGUAGES, namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  await Promise.all(languages.flatMap((language) => namespaces.map((namespace) => loadMessages(language, namespace))))
}
