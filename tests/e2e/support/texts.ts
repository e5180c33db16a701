// The console's own Russian texts (the default language), read from src/i18n/locales/ru: a test names a button
// by the key the page uses, so a reworded label does not break it while a missing or wrong one does.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../scripts/ensure-build'

const LOCALE_DIR = join(ROOT, 'src', 'i18n', 'locales', 'ru')

const messages: Record<string, string> = Object.assign(
  {},
  ...readdirSync(LOCALE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(LOCALE_DIR, file), 'utf8')) as Record<string, string>),
)

/** The Russian text of a key, `{{name}}` placeholders filled; throws on an unknown key. */
export function ru(key: string, params: Record<string, string | number> = {}): string {
  const message = messages[key]
  if (message === undefined) throw new Error(`No Russian text for ${key}`)
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(params[name] ?? ''))
}
