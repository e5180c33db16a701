// The console's build and dev server. `npm run dev` starts the emulator beside the dev server (unless
// EMULATOR=off, e.g. when one already runs) and proxies /api (websocket included) and /emulator to it.
// CONSOLE_EXTRA_KINDS=<module> builds (or serves) the console with kinds beyond the product's (codegen/extra-kinds.ts).
import react from '@vitejs/plugin-react'
import { spawn, type ChildProcess } from 'node:child_process'
import { defineConfig, type Plugin } from 'vite'
import { chakraGlobalCssPlugin } from './codegen/chakra-global-css.js'
import { chakraThemeAlias } from './codegen/chakra-theme.js'
import { signInTextsPlugin } from './codegen/sign-in-texts.js'
import { extraKindsPlugin } from './codegen/extra-kinds.js'
import { precompressPlugin } from './codegen/precompress.js'
import { isSignInKey } from './src/i18n/signInKeys.js'

const EMULATOR_PORT = Number(process.env.EMULATOR_PORT ?? 8080)
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`

/** Runs emulator/main.ts (through tsx) for as long as the dev server runs. */
function emulatorDuringDev(): Plugin {
  let child: ChildProcess | undefined
  const stop = () => {
    if (child && child.exitCode === null) child.kill('SIGTERM')
    child = undefined
  }
  return {
    name: 'console:emulator',
    apply: 'serve',
    configureServer(server) {
      if (process.env.EMULATOR === 'off' || child) return
      child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: String(EMULATOR_PORT) },
      })
      child.on('exit', (code) => {
        if (code) server.config.logger.error(`The emulator stopped (exit code ${code}); is port ${EMULATOR_PORT} taken? Set EMULATOR=off to use a running one.`)
        child = undefined
      })
      server.httpServer?.once('close', stop)
      process.once('exit', stop)
    },
  }
}

const proxy = {
  '/api': { target: EMULATOR_URL, changeOrigin: true, ws: true },
  '/emulator': { target: EMULATOR_URL, changeOrigin: true },
}

export default defineConfig({
  plugins: [extraKindsPlugin(), signInTextsPlugin(isSignInKey), chakraGlobalCssPlugin(), react(), emulatorDuringDev(), precompressPlugin()],
  resolve: { alias: [chakraThemeAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // the entry chunk is one file by design (below), about 540 KB minified; its gzip budget is bench/bundle.ts's
    // (checked by `npm run bench` and tests/contract/bundle-budget.test.ts): Vite's 500 KB warning would only
    // repeat itself. Request validators are a chunk per schema (generated/validators), loaded by the dialog that checks it
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically (`$initial`: what the sign-in page runs) in one chunk, rather
        // than spread over the shared chunks the lazy routes also import: one response, compressed as a whole,
        // about 6 KB gzip less for the same modules (STYLE.md "Bundles"). Lazy routes keep their own chunks.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
})
