// The sign-in page's translator: the texts loaded so far and the entry's own (bundles.ts) in the chosen language (language.ts), with
// what those texts use of i18next — `{{name}}` and `{{amount, money}}` values, plural keys by `count`
// (`validation.min_length_one/_few/_many/_other`), another key's text by `$t(key)`, English when a key has no
// text in the language shown, the key itself when nothing has. It keeps i18next (about 16 KB gzip) out of the sign-in page's JavaScript
// (STYLE.md "Bundles"); every other page translates with i18next (index.ts), over the same files.
import { useSyncExternalStore } from 'react'
import { bundledText, loadedMessages } from './bundles'
import { formatMoney } from './format'
import { chosenLanguage, subscribeLanguage } from './language'
import { FALLBACK_LANGUAGE, NAMESPACES, type Language } from './resources'

type Params = Record<string, unknown>

/** The key's text in one language, from whichever loaded file has it, else from the entry's own texts; an empty text counts as none. */
function textIn(language: Language, key: string): string | undefined {
  for (const namespace of NAMESPACES) {
    const text = loadedMessages(language, namespace)?.[key]
    if (text) return text
  }
  return bundledText(language, key) || undefined
}

function lookup(language: Language, key: string, params: Params): string | undefined {
  const count = params.count
  if (typeof count === 'number') {
    const plural = textIn(language, `${key}_${new Intl.PluralRules(language).select(count)}`)
    if (plural !== undefined) return plural
  }
  return textIn(language, key)
}

const VALUE = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g
const NESTED = /\$t\(([^,()]+)\)/g

/** The values first, then the nested keys (`«$t(limit.{{name}})»`), as i18next does. */
function interpolate(text: string, language: Language, params: Params): string {
  const filled = text.replace(VALUE, (_, name: string, format: string | undefined) => {
    const value = params[name]
    if (value === undefined || value === null) return ''
    return format === 'money' ? formatMoney(value, language, params.currency) : String(value)
  })
  return filled.replace(NESTED, (_, key: string) => signText(key.trim(), {}, language))
}

/** The text of a key in the chosen language (English, then the key itself, when it has none). */
export function signText(key: string, params: Params = {}, language: Language = chosenLanguage()): string {
  for (const candidate of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]) {
    const text = lookup(candidate, key, params)
    if (text !== undefined) return interpolate(text, candidate, params)
  }
  return key
}

/** Whether a key has a text in the chosen language or English. */
export function hasSignText(key: string): boolean {
  return signText(key) !== key
}

export interface SignTexts {
  t: (key: string, params?: Params) => string
  language: Language
}

/** `t` for the sign-in page's components; re-renders when the language changes. */
export function useSignText(): SignTexts {
  const language = useSyncExternalStore(subscribeLanguage, chosenLanguage, chosenLanguage)
  return { t: (key, params) => signText(key, params, language), language }
}
