// Hourly accounting and the daily deduction (000 §1: charges are accounted hourly and deducted from the
// balance once a day, at the end of the day). The clock runs by the time scale: at 0.001 a simulated hour
// lasts 3.6 real seconds. A project whose balance plus credit falls below zero is stopped for money
// (000 §4), its running servers stopped; it is resumed when the balance allows again.
import type { Ctx } from './context'
import type { BillingRow } from './db/billing'
import { isoAt } from './domain/ids'
import { serverChanged } from './domain/notify'
import { HOUR_MS } from './domain/statuses'
import { accountCostKop, balanceChanged } from './money'
import { projectResource } from './kinds/project'
import { announce } from './kit/announce'
import { chargeAutopay } from './kinds/autopay/charge'

/** After a long stop the emulator charges at most this many missed hours (a week), not all of them. */
export const MAX_CATCH_UP_HOURS = 7 * 24
const HOURS_PER_DAY = 24

export class Accounting {
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly ctx: Ctx) {}

  private hourMs(): number {
    return Math.max(1, this.ctx.clock.real(HOUR_MS))
  }

  start(): void {
    const now = this.ctx.now()
    this.ctx.tx(() => {
      for (const accountId of this.ctx.repos.accounts.accountIds()) this.ctx.repos.billing.ensure(accountId, now)
    })
    this.tick()
    this.timer = setInterval(() => this.tick(), Math.min(Math.max(this.hourMs(), 20), 60_000))
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  tick(): void {
    const hour = this.hourMs()
    const now = this.ctx.now()
    for (const row of this.ctx.repos.billing.all()) {
      const due = Math.floor((now - row.last_hour_at) / hour)
      if (due > 0) this.ctx.tx(() => this.account(row, due, hour))
    }
  }

  private account(row: BillingRow, due: number, hour: number): void {
    const costKop = accountCostKop(this.ctx, row.account_id)
    let { hours_in_day, accrued_kop } = row
    for (let i = 0; i < Math.min(due, MAX_CATCH_UP_HOURS); i += 1) {
      accrued_kop += costKop
      hours_in_day += 1
      if (hours_in_day === HOURS_PER_DAY) {
        this.deduct(row.account_id, accrued_kop)
        accrued_kop = 0
        hours_in_day = 0
      }
    }
    this.ctx.repos.billing.save({ account_id: row.account_id, last_hour_at: row.last_hour_at + due * hour, hours_in_day, accrued_kop })
  }

  private deduct(accountId: string, amountKop: number): void {
    const account = this.ctx.repos.accounts.account(accountId)
    if (!account) return
    this.ctx.repos.accounts.setBalance(accountId, account.balance_kop - amountKop)
    this.ctx.repos.billing.insertCharge(accountId, amountKop, HOURS_PER_DAY, isoAt(this.ctx.now()))
    enforceMoneyState(this.ctx, accountId, { resume: false })
    balanceChanged(this.ctx, accountId)
    chargeAutopay(this.ctx, accountId)
  }
}

/**
 * Stops the account's projects for money when balance + credit < 0, resumes them when it is back. A daily deduction
 * only takes money, so it never resumes (`resume: false`): a project stopped for money stays stopped until a
 * payment (or the balance control) brings the money back.
 */
export function enforceMoneyState(ctx: Ctx, accountId: string, options: { resume?: boolean } = {}): void {
  const account = ctx.repos.accounts.account(accountId)
  if (!account) return
  const broke = account.balance_kop + account.credit_limit_kop < 0
  for (const project of ctx.repos.projects.projectsOf(accountId)) {
    if (broke && project.status === 'ACTIVE') {
      ctx.repos.projects.setStatus(project.id, 'STOPPED', 'money')
      for (const server of ctx.repos.servers.serversOf(project.id)) {
        if (server.status !== 'ACTIVE') continue
        ctx.repos.servers.setStatus(server.id, 'STOPPED')
        serverChanged(ctx, server.id)
      }
    } else if (!broke && options.resume !== false && project.status === 'STOPPED' && project.stopping_reason === 'money') {
      ctx.repos.projects.setStatus(project.id, 'ACTIVE', null)
    } else continue
    const changed = ctx.repos.projects.project(project.id)
    if (changed) announce(ctx, projectResource, changed)
  }
}
