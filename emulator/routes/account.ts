// The signed-in account and profile (000 §3 Account, Profile; 000 §4 Profile actions 2fa_enable/disable).
import { Hono } from 'hono'
import { validateProfileSecondFactorAppRequest, validateProfileSecondFactorRequest } from '../../generated/validators/index.js'
import { verifyPassword } from '../auth/passwords'
import type { Ctx } from '../context'
import type { AccountRow, UserRow } from '../db/accounts'
import type { AppEnv } from '../http/env'
import { confirmApp, disable, startApp } from '../domain/second-factor'
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

  const checkPassword = async (user: UserRow, password: string | undefined): Promise<void> => {
    if (password === undefined) throw badRequest('password', 'Enter your password')
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest('password', 'Wrong password')
  }

  // 2fa_enable with an authenticator app, first step: the secret to scan (QR) or type
  routes.post('/profile/second-factor/app', async (c) => {
    const request = await body(c, validateProfileSecondFactorAppRequest)
    const { user } = caller(c.get('auth').userId)
    await checkPassword(user, request.password)
    return c.json(startApp(ctx, user))
  })

  // 2fa_enable (the app's first code, or the password for mailed codes) and 2fa_disable (the password)
  routes.post('/profile/second-factor', async (c) => {
    const request = await body(c, validateProfileSecondFactorRequest)
    const { user } = caller(c.get('auth').userId)
    let recovery: string[] | undefined
    if (request.enabled && request.code !== undefined) recovery = confirmApp(ctx, user, request.code)
    else {
      await checkPassword(user, request.password)
      if (request.enabled) ctx.repos.accounts.setSecondFactor(user.id, true)
      else disable(ctx, user.id)
    }
    const fresh = caller(user.id)
    return c.json({ ...presentAccount(fresh.account, fresh.user), ...(recovery ? { recovery_codes: recovery } : {}) })
  })

  return routes
}
