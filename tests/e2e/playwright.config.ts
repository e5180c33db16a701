// Browser tests: @playwright/test driving Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). With an
// executablePath Playwright launches that binary and never looks for (or downloads) one of its own.
// `npm run e2e`; the global setup builds the console if needed and starts the real emulator serving it.
import { defineConfig, devices } from '@playwright/test'
import { budget } from './support/budget'

const CI = Boolean(process.env.CI)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: CI,
  // an idle machine's budgets, stretched by the load of the run (support/budget.ts); no retries
  timeout: budget(30_000),
  expect: { timeout: budget(10_000) },
  reporter: CI ? [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // baseURL comes from the global setup (support/test.ts)
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // launch() gives every run a fresh temporary user-data dir, and every test its own context
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
