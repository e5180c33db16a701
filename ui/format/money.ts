// Money as the console shows it: roubles with 2 decimals (001 §9 "Pricing rounded to 2 decimals"; 000 §1 currency roubles).
import { CURRENCY } from '../../engine/constants'
import { intlLocale } from './locale'

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(key, cached)
  }
  return cached
}

/** 1234.5 → "1 234,50 ₽" (ru) or "₽1,234.50" (en), the symbol as src/i18n's money formatter shows it. Non-numbers give an empty string. */
export function formatMoney(amount: number | string | null | undefined, language = 'ru', currency: string = CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return formatter(intlLocale(language), currency).format(value)
}
