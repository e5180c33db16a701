// The console's global style sheet, built once at build time instead of on every page load (issue 13).
// Chakra's createSystem turns the preflight, the global styles and every token's CSS variables into style objects
// (`_global`), and its provider hands them to emotion, which serializes and parses them at the first render: about
// half of createSystem's time and a share of the first commit's on the sign-in page, work that gives the same CSS
// on every load. The build renders that CSS (ui/theme/globalStyleSheet.ts) into the style sheet the entry links
// (`virtual:chakra-global.css`, imported by src/main.tsx) and makes the bundled createSystem skip `_global`.
// `vite dev` keeps Chakra's own way: the virtual sheet is empty there and `_global` is built.
import { runnerImport, type Plugin } from 'vite'
import { chakraThemeAlias } from './chakra-theme.js'

export const GLOBAL_CSS_MODULE = 'virtual:chakra-global.css'
const RESOLVED_ID = `\0${GLOBAL_CSS_MODULE}`

/** The bundled system's module, and the statement of createSystem that builds `_global` (Chakra 3.37). */
export const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const GLOBAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/** system.js without building `_global`; throws when the statement is not there (a Chakra upgrade changed it). */
export function withoutGlobalStyles(code: string): string {
  if (!code.includes(GLOBAL_STATEMENT)) throw new Error(`Chakra's createSystem no longer has \`${GLOBAL_STATEMENT}\`: update codegen/chakra-global-css.ts`)
  return code.replace(GLOBAL_STATEMENT, 'const _global = [];')
}

/** The style sheet of the console's system as the app builds it, run in Node through Vite's module runner. */
async function consoleGlobalCss(root: string): Promise<string> {
  const { module } = await runnerImport<{ globalStyleSheet: () => string }>('/ui/theme/globalStyleSheet.ts', {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: [chakraThemeAlias] },
  })
  return module.globalStyleSheet()
}

export function chakraGlobalCssPlugin(): Plugin {
  let build = false
  let root = process.cwd()
  return {
    name: 'console:chakra-global-css',
    configResolved(config) {
      build = config.command === 'build'
      root = config.root
    },
    resolveId: (id) => (id === GLOBAL_CSS_MODULE ? RESOLVED_ID : undefined),
    load: async (id) => (id === RESOLVED_ID ? (build ? await consoleGlobalCss(root) : '') : undefined),
    // map null: the statement is replaced within its line, the source map stays right
    transform: (code, id) => (build && SYSTEM_MODULE.test(id) ? { code: withoutGlobalStyles(code), map: null } : undefined),
  }
}
