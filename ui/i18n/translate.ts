// Looking up i18n keys from ui/: its own (`ui.*`) and the ones configs and the engine carry
// (reason.volume.in_use, error.unknown_action_error, validation.checkbox_required, volume.status.IN_USE).
// Keys are flat and globally unique; the first segment names the namespace (src/i18n/keys.ts; ui/ may not
// import src/, so the rule is restated here). A key with no text falls back to a given text or to itself.
import type { i18n as I18n } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const PREFIXES: readonly (readonly [string, string])[] = [
  ['reason.', 'reasons'],
  ['error.', 'errors'],
  ['signal.', 'errors'],
  ['validation.', 'validation'],
  ['app.', 'app'],
  ['ui.', 'ui'],
]

export function namespaceOfKey(key: string): string {
  return PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'entities'
}

export interface TranslateOptions {
  /** interpolation values ({{min}}, {{missing, money}}) */
  params?: Record<string, unknown>
  /** shown when the key has no text (a raw status value); the key itself by default */
  fallback?: string
}

export function translate(i18n: I18n, key: string, options: TranslateOptions = {}): string {
  const ns = namespaceOfKey(key)
  // the params go to exists too: plural keys (validation.min_length_one, _few...) resolve by count
  if (!i18n.exists(key, { ...(options.params ?? {}), ns })) return options.fallback ?? key
  return String(i18n.t(key, { ...(options.params ?? {}), ns }))
}

export type Text = (key: string, options?: TranslateOptions) => string

/** `text(key)` for components; re-renders when the language changes. */
export function useText(): Text {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback((key: string, options?: TranslateOptions) => translate(i18n, key, options), [i18n, language])
}

/** The current language code, for Intl formatting (format/). */
export function useLanguage(): string {
  const { i18n } = useTranslation()
  return i18n.resolvedLanguage ?? i18n.language
}
