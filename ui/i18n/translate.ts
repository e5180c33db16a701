// Looking up i18n keys from ui/ through i18next (keys.ts: where a key lives, how entity labels are named).
import type { i18n as I18n } from 'i18next'
import { createContext, useCallback, useContext, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { namespaceOfKey } from './keys'

export { entityKeys, namespaceOfKey } from './keys'

export interface TranslateOptions {
  /** interpolation values ({{min}}, {{missing, money}}) */
  params?: Record<string, unknown>
  /** shown when the key has no text (a raw status value); the key itself by default */
  fallback?: string
}

// A text without params is looked up once per language: a list draws the same status and column texts on every
// row, and i18next's two lookups (exists, then t) were 9 ms of opening a list. Emptied when the store changes.
const plainTexts = new WeakMap<I18n, Map<string, string | null>>()

function plainTextsOf(i18n: I18n): Map<string, string | null> {
  let texts = plainTexts.get(i18n)
  if (!texts) {
    const created = new Map<string, string | null>()
    const clear = () => created.clear()
    i18n.store.on('added', clear)
    i18n.store.on('removed', clear)
    plainTexts.set(i18n, (texts = created))
  }
  return texts
}

export function translate(i18n: I18n, key: string, options: TranslateOptions = {}): string {
  const texts = plainTextsOf(i18n)
  const cacheKey = `${i18n.language}\u0000${key}`
  let plain = texts.get(cacheKey)
  if (plain === undefined) texts.set(cacheKey, (plain = lookUp(i18n, key)))
  if (options.params === undefined) return plain ?? options.fallback ?? key
  // a key known to have a text is not looked for again (a list's rows each name theirs in a menu's label); only
  // one with plural forms alone is, with its params (its count)
  if (plain !== null) return String(i18n.t(key, { ...options.params, ns: namespaceOfKey(key) }))
  return lookUp(i18n, key, options.params) ?? options.fallback ?? key
}

/** The key's text in the current language, or null when it has none. */
function lookUp(i18n: I18n, key: string, params: Record<string, unknown> = {}): string | null {
  const ns = namespaceOfKey(key)
  // the params go to exists too: plural keys (validation.min_length_one, _few...) resolve by count
  if (!i18n.exists(key, { ...params, ns })) return null
  return String(i18n.t(key, { ...params, ns }))
}

export type Text = (key: string, options?: TranslateOptions) => string

/** `text(key)` for components; re-renders when the language changes. */
export function useText(): Text {
  const { i18n } = useTranslation()
  const language = i18n.language
  // i18n stays the same object when the language changes: `language` is what makes a new function then
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: TranslateOptions) => translate(i18n, key, options), [i18n, language])
}

/** The current language code, for Intl formatting (format/). */
export function useLanguage(): string {
  const { i18n } = useTranslation()
  return i18n.resolvedLanguage ?? i18n.language
}

/** `text` and `language` together: what a component draws texts and Intl values with. */
export interface TextScope {
  text: Text
  /** the current language code, for Intl formatting (format/) */
  language: string
}

/** Both from one useTranslation; a new object only when the language changes. */
export function useTextScope(): TextScope {
  const { i18n } = useTranslation()
  const language = i18n.language
  const resolved = i18n.resolvedLanguage ?? language
  // as in useText: `language` makes a new `text` when i18n (the same object) switches language
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ text: (key: string, options?: TranslateOptions) => translate(i18n, key, options), language: resolved }), [i18n, language, resolved])
}

/**
 * A TextScope handed down by a component that draws many small ones (the table's cells): they read it from here
 * instead of each subscribing to i18next with its own useTranslation. null outside such a component.
 */
export const TextScopeContext = createContext<TextScope | null>(null)

/** The TextScope of the enclosing TextScopeContext, or null (then the component asks i18next itself). */
export function useProvidedTextScope(): TextScope | null {
  return useContext(TextScopeContext)
}
