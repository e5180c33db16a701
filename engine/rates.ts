// The rates of a consumption-billed resource (ActionConfig.rates; 000 §4 Cart: s3_storage and backup are billed by
// what they hold): each price list entry per unit, per hour and per month, as the project's price list gives it.
import type { RateEntry } from './types'
import { costOf, type Price, type PriceListEntry } from './verification'

export interface Rate extends Price {
  /** the i18n key of the unit the rate is per */
  unit: string
}

/** undefined while the price list loads; an entry the list lacks is left out */
export function ratesOf(entries: readonly RateEntry[] | undefined, prices: readonly PriceListEntry[] | undefined): Rate[] | undefined {
  if (!entries || !prices) return undefined
  return entries.flatMap((entry) => {
    const cost = costOf(prices, entry.group, entry.name)
    return cost ? [{ hour: cost.hour, month: cost.month, unit: entry.unit }] : []
  })
}
