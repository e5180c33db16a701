// Rendering ui/ components as the app does: the console's Chakra system and the app's i18n (src/i18n), in
// Russian. Each render gets its own instance (createI18n without `global`), so tests share no state; a test
// that needs a text the real files do not have adds it with `extra` (flat keys, namespace by prefix).
import { render, type RenderResult } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n, loadAllMessages } from '../../src/i18n'
import { namespaceOfKey } from '../../ui/i18n/translate'
import { ThemeProvider } from '../../ui/theme/ThemeProvider'
import { loadLaterRecipes } from '../../ui/theme/system'
import './jsdom-polyfills'

// ui/ components render under /lk, whose loader has fetched every namespace by then (only the sign pages' texts
// ship with the entry, src/i18n/bundles.ts) and the recipes the sign-in page does not draw: so do these renders.
await loadAllMessages()
await loadLaterRecipes()

export function createTestI18n(extra: Record<string, string> = {}, language: 'ru' | 'en' = 'ru'): I18n {
  const instance = createI18n(language)
  for (const [key, value] of Object.entries(extra)) instance.addResources(language, namespaceOfKey(key), { [key]: value })
  return instance
}

export function Providers({ children, i18n }: { children: ReactNode; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider defaultColorMode="light">{children}</ThemeProvider>
    </I18nextProvider>
  )
}

export function renderUi(ui: ReactElement, options: { i18n?: I18n; extra?: Record<string, string> } = {}): RenderResult & { i18n: I18n } {
  const i18n = options.i18n ?? createTestI18n(options.extra)
  const result = render(ui, { wrapper: ({ children }) => <Providers i18n={i18n}>{children}</Providers> })
  return { ...result, i18n }
}
