// The chosen language survives reloads in localStorage, when there is one (not in node, not when blocked).
import { LANGUAGES, type Language } from './resources'

export const LANGUAGE_STORAGE_KEY = 'console.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function storage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined // access itself can throw (sandboxed iframe, disabled storage)
  }
}

/** The stored language, if a valid one is stored. */
export function readStoredLanguage(): Language | undefined {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // quota or privacy mode: the choice just does not survive a reload
  }
}
