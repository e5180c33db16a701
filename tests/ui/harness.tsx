// Rendering ui/ components as the app does: the console's Chakra system and an i18next instance in Russian.
// src/i18n/index.ts does not exist yet, so this is a test-local instance with the ui namespace of
// src/i18n/locales (the one ui/ owns) plus the few other-namespace keys a test names.
import { render, type RenderResult } from '@testing-library/react'
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import enUi from '../../src/i18n/locales/en/ui.json'
import ruUi from '../../src/i18n/locales/ru/ui.json'
import { ThemeProvider } from '../../ui/theme/ThemeProvider'
import './jsdom-polyfills'

export function createTestI18n(extra: Resource = {}): I18n {
  const instance = i18next.createInstance()
  const resources: Resource = {
    ru: { ui: ruUi, ...(extra.ru ?? {}) },
    en: { ui: enUi, ...(extra.en ?? {}) },
  }
  void instance.use(initReactI18next).init({
    lng: 'ru',
    fallbackLng: 'en',
    ns: ['ui', 'reasons', 'errors', 'validation', 'entities'],
    defaultNS: 'ui',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

export function Providers({ children, i18n }: { children: ReactNode; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider defaultColorMode="light">{children}</ThemeProvider>
    </I18nextProvider>
  )
}

export function renderUi(ui: ReactElement, options: { i18n?: I18n; extra?: Resource } = {}): RenderResult & { i18n: I18n } {
  const i18n = options.i18n ?? createTestI18n(options.extra)
  const result = render(ui, { wrapper: ({ children }) => <Providers i18n={i18n}>{children}</Providers> })
  return { ...result, i18n }
}
