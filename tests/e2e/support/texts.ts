// The console's own texts, read from src/i18n/locales/<language>: a test names a button by the key the page uses,
// so a reworded label does not break it while a missing or wrong one does. Russian is the default language.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../scripts/ensure-build'

export type Language = 'ru' | 'en'

const loaded = new Map<Language, Record<string, string>>()

function messagesOf(language: Language): Record<string, string> {
  const known = loaded.get(language)
  if (known) return known
  const dir = join(ROOT, 'src', 'i18n', 'locales', language)
  const messages: Record<string, string> = Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  )
  loaded.set(language, messages)
  return messages
}

/** The text of a key in a language, `{{name}}` placeholders filled; throws on an unknown key. */
export function textIn(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const message = messagesOf(language)[key]
  if (message === undefined) throw new Error(`No ${language} text for ${key}`)
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(params[name] ?? ''))
}

/** The Russian text of a key, `{{name}}` placeholders filled; throws on an unknown key. */
export function ru(key: string, params: Record<string, string | number> = {}): string {
  return textIn('ru', key, params)
}
