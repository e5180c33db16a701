// Prices as a dialog shows them: money in Russian ("1 234,50 ₽", whichever spaces the formatter puts) inside the
// price line's text, and the project's price list entries (000 §3 Project prices).
import { expect, type Page } from '@playwright/test'
import { pageApi } from './test'
import { ru } from './texts'

/** "1 234,50 ₽" as a pattern: any of the spaces the formatter may put (group separator, before the sign). */
export function moneyPattern(amount: number): string {
  const text = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]?')
}

/** A price line of the dialog: the i18n template with the amount as a pattern. */
export function priceLine(key: string, amount: number): RegExp {
  const [before, after] = ru(key, { amount: '\u0000' }).split('\u0000')
  const escape = (text: string | undefined) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`${escape(before)}${moneyPattern(amount)}${escape(after)}`)
}

/** One entry of the project's price list, per hour and per month. */
export async function projectPrice(page: Page, projectId: string, group: string, name: string): Promise<{ hour: number; month: number }> {
  const project = await pageApi(page, 'GET', `/projects/${projectId}`)
  expect(project.status).toBe(200)
  const entry = (project.body.prices as { group?: string; name: string; cost?: { hour: number; month: number } }[]).find((price) => price.group === group && price.name === name)
  expect(entry?.cost, `the project prices ${group} / ${name}`).toBeDefined()
  return entry?.cost as { hour: number; month: number }
}

/** A consumption-billed rate as the cart and the order page show it: per GB, per hour and per month (ActionConfig.rates). */
export function rateLine(rate: { hour: number; month: number }): RegExp {
  const marks = { hour: '\u0000', month: '\u0001', unit: ru('console.rate.unit.gb') }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const line = escape(ru('console.rate.per_unit', marks))
  return new RegExp(line.replace('\u0000', moneyPattern(rate.hour)).replace('\u0001', moneyPattern(rate.month)))
}
