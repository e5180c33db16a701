// Money as the console shows it: roubles with 2 decimals (001 §9 "Pricing rounded to 2 decimals"; 000 §1 currency roubles),
// and the balance a paid dialog's runway note shows beside its price.
import { createContext, useContext } from 'react'
import { CURRENCY } from '../../contract/constants'
import type { RunwayBalance } from '../money/runwayChange'

function formatter(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, `currency:${currency}`, () => ({ style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }))
}

/** 1234.5 → "1 234,50 ₽" (ru) or "₽1,234.50" (en), the symbol as src/i18n's money formatter shows it. Non-numbers give an empty string. */
export function formatMoney(amount: number | string | null | undefined, language = 'ru', currency: string = CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return formatter(intlLocale(language), currency).format(value)
}

// Intl formatters are costly to build (locale negotiation, pattern compilation) and cheap to reuse: one per
// (locale, options), made on first use and kept. The keys are few (two languages × a handful of option sets),
// so the caches stay small without eviction.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(cache: Map<string, F>, locale: string, key: string, make: () => F): F {
  const id = `${locale}|${key}`
  let formatter = cache.get(id)
  if (!formatter) {
    formatter = make()
    cache.set(id, formatter)
  }
  return formatter
}

/** The Intl.NumberFormat of `locale` and `options`; `key` names the options (the same key, the same options). */
export function numberFormat(locale: string, key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, key, () => new Intl.NumberFormat(locale, options()))
}

/** The Intl.DateTimeFormat of `locale` and `options`; `key` names the options (the same key, the same options). */
export function dateTimeFormat(locale: string, key: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, key, () => new Intl.DateTimeFormat(locale, options()))
}

// The console's two languages (000 §1: Russian by default, English fallback) mapped to Intl locales.
export type UiLanguage = 'ru' | 'en'

/** The Intl locale of an i18next language code ('ru', 'en', 'en-US'); anything else reads as Russian. */
export function intlLocale(language: string | undefined): string {
  return language?.toLowerCase().startsWith('en') ? 'en-GB' : 'ru-RU'
}

// The balance a paid dialog's runway note reads: the app provides it (ui/ knows no query); without a provider
// the note stays hidden.
export const RunwayBalanceContext = createContext<RunwayBalance | undefined>(undefined)

export const useRunwayBalance = (): RunwayBalance | undefined => useContext(RunwayBalanceContext)
