import { defineConfig } from 'vitest/config'
import { chakraThemeAlias } from './codegen/chakra-theme.js'
import { signInTextsPlugin } from './codegen/sign-in-texts.js'
import { isSignInKey } from './src/i18n/signInKeys.js'
import { budget } from './tests/setup/budget.js'

export default defineConfig({
  plugins: [signInTextsPlugin(isSignInKey)],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    // Browser tests (tests/e2e) run under Playwright with `npm run e2e`, not here.
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Component tests opt in with a `// @vitest-environment jsdom` first line.
    environment: 'node',
    // A component test renders, asks msw and waits for the screen; on a 2-core machine that also builds or runs the
    // browser tests, 5 s (the default) timed out tests that pass alone in 1-2 s, and 20 s one that took 24 s at load
    // 18. 20 s is an idle machine's budget, stretched by the load of the run (tests/setup/budget.ts). Their own
    // waits (findBy, waitFor) still fail at their budgets; this only keeps a loaded machine from failing a test
    // that did not.
    testTimeout: budget(20_000),
    hookTimeout: budget(20_000),
    setupFiles: ['tests/setup/waits.ts'],
  },
})
