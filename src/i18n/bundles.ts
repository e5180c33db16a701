// Which translation files come with the entry chunk and how the others arrive (STYLE.md "Bundles": the
// JavaScript of the sign-in page is budgeted). Russian, the default language (000 §1), ships the namespaces a
// visitor without a session sees: app (the sign pages, the 404), ui (generic components), validation
// (form messages) and errors (a failed sign-in shows a catalogue message, and it must show even when the
// network has just gone). Every other file — Russian console, entities and reasons, all of English — is a chunk of
// its own, fetched once on first need (the /lk layout's loader, a language switch) and kept.
import ruApp from './locales/ru/app.json'
import ruErrors from './locales/ru/errors.json'
import ruUi from './locales/ru/ui.json'
import ruValidation from './locales/ru/validation.json'
import { extraKinds } from '../../entities/extra'
import { LANGUAGES, NAMESPACES, type Language, type Messages, type Namespace } from './resources'

type Loader = () => Promise<{ default: Messages }>

/** Files fetched on demand; a bundled file has no loader. */
const LOADERS: { readonly [L in Language]: { readonly [N in Namespace]?: Loader } } = {
  ru: {
    console: () => import('./locales/ru/console.json'),
    entities: () => import('./locales/ru/entities.json'),
    reasons: () => import('./locales/ru/reasons.json'),
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

/** What is here without a fetch: the bundled files, then every fetched one. */
const loaded: { [L in Language]: { [N in Namespace]?: Messages } } = {
  ru: {
    app: withExtraTexts('ru', 'app', ruApp),
    ui: withExtraTexts('ru', 'ui', ruUi),
    validation: withExtraTexts('ru', 'validation', ruValidation),
    errors: withExtraTexts('ru', 'errors', ruErrors),
  },
  en: {},
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
