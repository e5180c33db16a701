import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Browser tests (tests/e2e) run under Playwright with `npm run e2e`, not here.
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Component tests opt in with a `// @vitest-environment jsdom` first line.
    environment: 'node',
  },
})
