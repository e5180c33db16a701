// A new account: the account, its user, a project with the default limits and prices, and its billing.
import type { Ctx } from '../context'
import type { AccountRow, UserRow } from '../db/accounts'
import type { ProjectRow } from '../db/projects'
import { DEFAULT_LIMITS, DEFAULT_PRICES } from './catalogue'
import { isoAt, newId } from './ids'

/** 000 §4: signup is ready when signup_status equals 9 */
export const SIGNUP_READY = 9
/** registered, the e-mail not yet confirmed by setting the password */
export const SIGNUP_EMAIL_SENT = 1

export interface NewAccount {
  email: string
  passwordHash: string | null
  signupStatus: number
  balanceKop?: number
  creditLimitKop?: number
  name?: string
  projectName?: string
  emailMarketingSubscribe?: boolean
  refSite?: string | null
  refAffiliateId?: number | null
  createdAt?: number
}

export function createAccount(ctx: Ctx, input: NewAccount): { account: AccountRow; user: UserRow; project: ProjectRow } {
  return ctx.tx(() => {
    const created_in = isoAt(input.createdAt ?? ctx.now())
    const account: AccountRow = {
      id: newId(),
      balance_kop: input.balanceKop ?? 0,
      credit_limit_kop: input.creditLimitKop ?? 0,
      signup_status: input.signupStatus,
      // the emulator has no phone or identity checks: new accounts count as verified and identified
      has_identification: 1,
      phone_verified: 1,
      payment_account_number: String(100000 + ctx.repos.accounts.accountIds().length + 1),
      created_in,
    }
    ctx.repos.accounts.insertAccount(account)
    const user: UserRow = {
      id: newId(),
      account_id: account.id,
      email: input.email,
      password_hash: input.passwordHash,
      name: input.name ?? '',
      phone: '',
      email_subscribe: 1,
      email_marketing_subscribe: input.emailMarketingSubscribe ? 1 : 0,
      second_factor_enabled: 0,
      ref_site: input.refSite ?? null,
      ref_affiliate_id: input.refAffiliateId ?? null,
      created_in,
    }
    ctx.repos.accounts.insertUser(user)
    const project = createProject(ctx, account.id, input.projectName ?? 'Default project', created_in)
    ctx.repos.billing.ensure(account.id, ctx.now())
    return { account, user, project }
  })
}

/** A project of the account, active, with the default limits and prices. */
export function createProject(ctx: Ctx, accountId: string, name: string, created_in: string = isoAt(ctx.now())): ProjectRow {
  const project: ProjectRow = { id: newId(), account_id: accountId, name, status: 'ACTIVE', stopping_reason: null, max_addresses_per_server: 64, created_in }
  ctx.repos.projects.insert(project)
  for (const [limit, max] of Object.entries(DEFAULT_LIMITS)) ctx.repos.projects.setLimit({ project_id: project.id, name: limit, max })
  for (const price of DEFAULT_PRICES) ctx.repos.projects.setPrice({ project_id: project.id, price_group: price.group, name: price.name, hour_kop: price.hour_kop, max_value: price.max_value ?? null })
  return project
}
