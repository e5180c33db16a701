// The profile's own changes (000 §4 Profile actions name_change, subscribe / unsubscribe, subscribe_marketing /
// unsubscribe_marketing, change_password) and the phone's verification by an incoming call (000 §5). 2FA is in
// account.ts; email_change opens a ticket, nothing here.
import { Hono } from 'hono'
import { validateProfilePasswordRequest, validateProfilePhoneConfirmRequest, validateProfilePhoneRequest, validateProfileUpdateRequest } from '../../generated/validators/index.js'
import { hashPassword, verifyPassword } from '../auth/passwords'
import type { Ctx } from '../context'
import type { AppEnv } from '../http/env'
import { badRequest, unauthorized } from '../http/errors'
import { body } from '../http/validate'
import { presentProfile } from '../present/account'
import { callPhone, confirmPhone } from '../domain/phone'
import { mailLanguage } from '../mail'

export function profileRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { accounts } = ctx.repos

  const userOf = (userId: string) => {
    const user = accounts.user(userId)
    if (!user) throw unauthorized('The account no longer exists')
    return user
  }

  routes.patch('/profile', async (c) => {
    const request = await body(c, validateProfileUpdateRequest)
    const user = userOf(c.get('auth').userId)
    accounts.updateProfile(user.id, {
      ...(request.name !== undefined ? { name: request.name.trim() } : {}),
      ...(request.email_subscribe !== undefined ? { email_subscribe: request.email_subscribe ? 1 : 0 } : {}),
      ...(request.email_marketing_subscribe !== undefined ? { email_marketing_subscribe: request.email_marketing_subscribe ? 1 : 0 } : {}),
    })
    return c.json(presentProfile(userOf(user.id)))
  })

  routes.post('/profile/password', async (c) => {
    const request = await body(c, validateProfilePasswordRequest)
    const user = userOf(c.get('auth').userId)
    if (!(await verifyPassword(request.password, user.password_hash))) throw badRequest('password', 'Wrong password')
    if (request.new_password === request.password) throw badRequest('new_password', 'The new password is the same as the current one')
    accounts.setPassword(user.id, await hashPassword(request.new_password))
    return c.body(null, 204)
  })

  // 000 §5 phone verification: the provider calls, the code is the last 4 digits of the calling number
  routes.post('/profile/phone', async (c) => {
    const request = await body(c, validateProfilePhoneRequest)
    return c.json(callPhone(ctx, userOf(c.get('auth').userId), request.phone, mailLanguage(c.req.header('accept-language'))))
  })

  routes.post('/profile/phone/confirm', async (c) => {
    const request = await body(c, validateProfilePhoneConfirmRequest)
    const user = userOf(c.get('auth').userId)
    confirmPhone(ctx, user, request.code)
    return c.json(presentProfile(userOf(user.id)))
  })

  return routes
}
