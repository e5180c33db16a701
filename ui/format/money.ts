// Money as the console shows it: roubles with 2 decimals (001 §9 "Pricing rounded to 2 decimals"; 000 §1 currency roubles).
import { CURRENCY } from '../../contract/constants'
import { numberFormat } from './cache'
import { intlLocale } from './locale'

function formatter(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, `currency:${currency}`, () => ({ style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }))
}

/** 1234.5 → "1 234,50 ₽" (ru) or "₽1,234.50" (en), the symbol as src/i18n's money formatter shows it. Non-numbers give an empty string. */
export function formatMoney(amount: number | string | null | undefined, language = 'ru', currency: string = CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return formatter(intlLocale(language), currency).format(value)
}
