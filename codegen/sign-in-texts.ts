// `virtual:sign-in-texts`: the Russian texts of the sign-in page alone (src/i18n/signInKeys.ts), picked at build
// time from the translation files, so the entry chunk carries a few hundred bytes of texts instead of four files
// (STYLE.md "Bundles"). Russian only: it is the default language (000 §1); English is fetched whatever the page.
// The same plugin runs under vitest, so the tests see what the build ships.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const SIGN_IN_TEXTS_MODULE = 'virtual:sign-in-texts'
const RESOLVED = `\0${SIGN_IN_TEXTS_MODULE}`
const NAMESPACES = ['app', 'ui', 'validation', 'errors'] as const

const fileOf = (namespace: string): string => fileURLToPath(new URL(`../src/i18n/locales/ru/${namespace}.json`, import.meta.url))

/** The texts of the files whose keys `wanted` takes. */
export function pickTexts(wanted: (key: string) => boolean): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const namespace of NAMESPACES) for (const [key, text] of Object.entries(JSON.parse(readFileSync(fileOf(namespace), 'utf8')) as Record<string, string>)) if (wanted(key)) picked[key] = text
  return picked
}

export function signInTextsPlugin(wanted: (key: string) => boolean): Plugin {
  return {
    name: 'console:sign-in-texts',
    resolveId: (id) => (id === SIGN_IN_TEXTS_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      for (const namespace of NAMESPACES) this.addWatchFile(fileOf(namespace))
      return `export default ${JSON.stringify(pickTexts(wanted))}`
    },
  }
}
