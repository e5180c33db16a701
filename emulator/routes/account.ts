// The signed-in account and profile (000 §3 Account, Profile; 000 §4 Profile actions 2fa_enable/disable).
import { Hono } from 'hono'
import { validateProfileSecondFactorRequest } from '../../generated/validators/index.js'
import { verifyPassword } from '../auth/passwords'
import type { Ctx } from '../context'
import type { AccountRow, UserRow } from '../db/accounts'
import type { AppEnv } from '../http/env'
import { badRequest, unauthorized } from '../http/errors'
import { body } from '../http/validate'
import { presentAccount, presentProfile } from '../present/account'

export function accountRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  const caller = (userId: string): { user: UserRow; account: AccountRow } => {
    const user = ctx.repos.accounts.user(userId)
    const account = user ? ctx.repos.accounts.account(user.account_id) : undefined
    if (!user || !account) throw unauthorized('The account no longer exists')
    return { user, account }
  }

  routes.get('/account', (c) => {
    const { user, account } = caller(c.get('auth').userId)
    return c.json(presentAccount(account, user))
  })

  routes.get('/profile', (c) => c.json(presentProfile(caller(c.get('auth').userId).user)))

  routes.post('/profile/second-factor', async (c) => {
    const request = await body(c, validateProfileSecondFactorRequest)
    const { user } = caller(c.get('auth').userId)
    if (!(await verifyPassword(request.password, user.password_hash))) throw badRequest('password', 'Wrong password')
    ctx.repos.accounts.setSecondFactor(user.id, request.enabled)
    const fresh = caller(user.id)
    return c.json(presentAccount(fresh.account, fresh.user))
  })

  return routes
}
