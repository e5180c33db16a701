// Formatters the messages use: `{{missing, money}}` renders an amount in the currency passed to t()
// (001 §8: the payment dialog shows the missing amount, the minimum balance and the currency).
import type { i18n } from 'i18next'

/** Currency of amounts when a message gets none (000 §1: currency is roubles). */
export const DEFAULT_CURRENCY = 'RUB'

export function addFormatters(instance: i18n): void {
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: Record<string, unknown>) => {
    const amount = typeof value === 'number' ? value : Number(value)
    if (!Number.isFinite(amount)) return String(value)
    const currency = typeof options.currency === 'string' && options.currency !== '' ? options.currency : DEFAULT_CURRENCY
    return new Intl.NumberFormat(lng, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount)
  })
}
