// The demo accounts' autopay: set up never, INACTIVE without a card (000 §3 Autopay), as a row, so the account's
// autopay is listed and presented like any kind's and "turn autopay on" starts from it.
import type { Ctx } from '../../context'
import { insertRow } from '../../kit/rows'
import { autopayResource } from './resource'
import { inactiveAutopay } from './rules'

export function seedAutopay(ctx: Ctx, accountId: string): void {
  insertRow(ctx, autopayResource, inactiveAutopay(accountId))
}
