// The language the console shows (000 §1: Russian by default, English the other choice), kept apart from
// i18next: the sign-in page reads its texts through signText.ts and ships without i18next (STYLE.md "Bundles"),
// which loads with every other page (src/i18n/index.ts) and follows this choice. One switch for both:
// switchLanguage() fetches the new language's files (this page's and those i18next's pages asked for), then
// switches, remembers the choice (localStorage) and keeps <html lang> in step.
import { loadMessages } from './bundles'
import { DEFAULT_LANGUAGE, INITIAL_NAMESPACES, type Language } from './resources'
import { readStoredLanguage, storeLanguage } from './storage'

/** What else shows texts in the chosen language: i18next, once loaded. */
export interface LanguageFollower {
  /** fetches what it shows in `language`; rejects when it cannot */
  prepare(language: Language): Promise<void>
  apply(language: Language): Promise<unknown>
}

let chosen: Language = readStoredLanguage() ?? DEFAULT_LANGUAGE
let follower: LanguageFollower | undefined
const listeners = new Set<() => void>()

const markDocument = (language: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
markDocument(chosen)

export function chosenLanguage(): Language {
  return chosen
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function show(language: Language): void {
  if (language === chosen) return
  chosen = language
  markDocument(language)
  for (const listener of [...listeners]) listener()
}

/** Takes a language another instance switched to (its files are there): shown and remembered. */
export function adoptLanguage(language: Language): void {
  storeLanguage(language)
  show(language)
}

/** i18next, once loaded, follows every later switch. */
export function followLanguage(next: LanguageFollower): void {
  follower = next
}

/** Fetches, then switches and remembers; rejects without switching when the files cannot be fetched. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...INITIAL_NAMESPACES.map((namespace) => loadMessages(language, namespace)), follower?.prepare(language)])
  adoptLanguage(language)
  await follower?.apply(language)
}

/**
 * The texts before the first render: the stored language may be English, whose files are fetched. Should they
 * not arrive, this visit shows Russian rather than bare keys; the stored choice stays. Russian needs no fetch
 * here: the sign-in page's texts come with the entry, and every other page fetches its files (the root route).
 */
export async function prepareLanguage(): Promise<void> {
  if (chosen === DEFAULT_LANGUAGE) return
  try {
    await Promise.all(INITIAL_NAMESPACES.map((namespace) => loadMessages(chosen, namespace)))
  } catch {
    show(DEFAULT_LANGUAGE)
  }
}
