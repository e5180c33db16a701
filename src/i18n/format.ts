// Formatters the messages use: `{{missing, money}}` renders an amount in the currency passed to t()
// (001 §8: the payment dialog shows the missing amount, the minimum balance and the currency).
import type { i18n } from 'i18next'

/** Currency of amounts when a message gets none (000 §1: currency is roubles). */
export const DEFAULT_CURRENCY = 'RUB'

/** An amount in a currency (RUB by default), as `{{missing, money}}` shows it. */
export function formatMoney(value: unknown, language: string | undefined, currency: unknown): string {
  const amount = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(amount)) return String(value)
  const code = typeof currency === 'string' && currency !== '' ? currency : DEFAULT_CURRENCY
  return new Intl.NumberFormat(language, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(amount)
}

export function addFormatters(instance: i18n): void {
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: Record<string, unknown>) => formatMoney(value, lng, options.currency))
}
