// Prices, costs, the balance and the money check of paid actions. Amounts are integer kopecks inside the
// emulator and roubles (2 decimals, 001 §9) in answers. The check itself is money-check.ts.
import { CURRENCY } from '../contract/constants'
import type { Balance, Project } from '../generated/types/index.js'
import type { Ctx } from './context'
import type { PriceRow } from './db/projects'
import { projectConsumption } from './consumption'
import { ApiError, NOFIELD } from './http/errors'
import { moneyFailure, type MoneyFailure, type MoneyRule } from './money-check'

export const HOURS_PER_MONTH = 720

/** Price list entries (group, name) the emulator charges by. */
export const PRICE = {
  disk: { group: 'volume', name: 'disk-space' },
  ipv4: { group: 'address', name: 'ipv4' },
  ddos: { group: 'address', name: 'ddos_protection' },
  bandwidth: { group: 'address', name: 'bandwidth_base' },
  serverGroup: 'server',
  /** 000 §4: a project with this entry may order dedicated CPU */
  dedicatedCpu: { group: 'server', name: 'dedicated_cpu' },
  /** a local disk, per GB */
  localDisk: { group: 'server', name: 'disk' },
} as const

export const roubles = (kop: number): number => Math.round(kop) / 100

export function priceKop(ctx: Ctx, projectId: string, group: string, name: string): number {
  return ctx.repos.projects.price(projectId, group, name)?.hour_kop ?? 0
}

export function presentPrice(row: PriceRow): NonNullable<Project['prices']>[number] {
  const cost = { hour: roubles(row.hour_kop), month: roubles(row.hour_kop * HOURS_PER_MONTH) }
  return { group: row.price_group, name: row.name, cost, cost_origin: cost, options: row.max_value === null ? {} : { max_value: row.max_value } }
}

/** What a network volume of this size costs per hour. */
export const volumeCostKop = (ctx: Ctx, projectId: string, size: number): number => size * priceKop(ctx, projectId, PRICE.disk.group, PRICE.disk.name)

/** What local disks of this total size cost per hour. */
export const localDiskCostKop = (ctx: Ctx, projectId: string, size: number): number => size * priceKop(ctx, projectId, PRICE.localDisk.group, PRICE.localDisk.name)

/** What a running server of this flavor costs per hour (its disks and addresses are priced apart). */
export function flavorCostKop(ctx: Ctx, projectId: string, flavorId: string): number {
  const flavor = ctx.repos.catalogue.flavor(flavorId)
  return flavor ? priceKop(ctx, projectId, PRICE.serverGroup, flavor.name) : 0
}

export function addressCostKop(ctx: Ctx, projectId: string, ddosProtection: boolean): number {
  return priceKop(ctx, projectId, PRICE.ipv4.group, PRICE.ipv4.name) + (ddosProtection ? priceKop(ctx, projectId, PRICE.ddos.group, PRICE.ddos.name) : 0)
}

/** Hourly cost of everything a project holds now: network volumes, running servers, external addresses. */
export function projectCostKop(ctx: Ctx, projectId: string): number {
  return projectConsumption(ctx, projectId).reduce((sum, cost) => sum + cost.hour_kop, 0)
}

export function accountCostKop(ctx: Ctx, accountId: string): number {
  return ctx.repos.projects.projectsOf(accountId).reduce((sum, project) => sum + projectCostKop(ctx, project.id), 0)
}

/** GET /balance (000 §3 Balance). days_left_until_zero: whole days the balance lasts at the current cost. */
export function balanceOf(ctx: Ctx, accountId: string): Balance {
  const account = ctx.repos.accounts.account(accountId)
  const balanceKop = account?.balance_kop ?? 0
  const hourKop = accountCostKop(ctx, accountId)
  const daysLeft = hourKop > 0 ? Math.max(0, Math.floor(balanceKop / (hourKop * 24))) : null
  return {
    balance: roubles(balanceKop),
    current_cost: { hour: roubles(hourKop), month: roubles(hourKop * HOURS_PER_MONTH) },
    credit_limit: roubles(account?.credit_limit_kop ?? 0),
    days_left_until_zero: daysLeft,
    currency: CURRENCY,
  }
}

export function balanceChanged(ctx: Ctx, accountId: string): void {
  ctx.emit(accountId, { type: 'balance', data: balanceOf(ctx, accountId) })
}

function moneyError(failure: MoneyFailure): ApiError {
  const message = `Not enough money: ${failure.missing.toFixed(2)} ${failure.currency} missing (minimum balance ${failure.minimum_balance.toFixed(2)})`
  return new ApiError(402, [{ path: NOFIELD, message }], { ...failure })
}

/**
 * Refuses (HTTP 402, reason not_enough_money or not_enough_money_run_service / _run_first_service) a paid
 * order the balance cannot carry: rule 'balance' for orders (001 §5), 'service_start' for what starts a
 * service (000 §5: the 24-hour rule).
 */
export function requireMoney(ctx: Ctx, accountId: string, rule: MoneyRule, costKop: number): void {
  const account = ctx.repos.accounts.account(accountId)
  const state = { balanceKop: account?.balance_kop ?? 0, creditKop: account?.credit_limit_kop ?? 0, hourKop: accountCostKop(ctx, accountId) }
  const failure = moneyFailure(state, rule, costKop)
  if (failure) throw moneyError(failure)
}
