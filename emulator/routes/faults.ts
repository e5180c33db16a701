// Emulator controls for tests and demos: fault injection and setting a balance. Reading the faults is
// always allowed; changing anything needs EMULATOR_FAULTS_ENDPOINT=1.
import { Hono } from 'hono'
import { validateEmulatorBalanceRequest, validateEmulatorClockRequest, validateEmulatorFaultsRequest } from '../../generated/validators/index.js'
import { enforceMoneyState } from '../accounting'
import type { Ctx } from '../context'
import { badRequest, forbidden } from '../http/errors'
import { body } from '../http/validate'
import { balanceChanged, balanceOf } from '../money'

export function faultRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  const requireEnabled = (): void => {
    if (!ctx.options.faultsEndpoint) throw forbidden('The emulator controls are off: start it with EMULATOR_FAULTS_ENDPOINT=1')
  }

  routes.get('/faults', (c) => c.json(ctx.faults.get()))

  routes.post('/faults', async (c) => {
    requireEnabled()
    const request = await body(c, validateEmulatorFaultsRequest)
    return c.json(ctx.faults.set(request))
  })

  routes.post('/balance', async (c) => {
    requireEnabled()
    const request = await body(c, validateEmulatorBalanceRequest)
    const user = ctx.repos.accounts.userByEmail(request.email)
    if (!user) throw badRequest('email', 'No account with this e-mail')
    ctx.tx(() => {
      if (request.balance !== undefined) ctx.repos.accounts.setBalance(user.account_id, Math.round(request.balance * 100))
      if (request.credit_limit !== undefined) ctx.repos.accounts.setCreditLimit(user.account_id, Math.round(request.credit_limit * 100))
      enforceMoneyState(ctx, user.account_id)
      balanceChanged(ctx, user.account_id)
    })
    return c.json(balanceOf(ctx, user.account_id))
  })

  // holds the clocked transitions, so that a browser test sees a processing status (BUILDING) whatever the machine's
  // speed, then lets them run: what a test asserts comes from the emulator's clock, not a wall-clock guess
  routes.post('/clock', async (c) => {
    requireEnabled()
    const request = await body(c, validateEmulatorClockRequest)
    if (request.held) ctx.clock.stop()
    else ctx.clock.start()
    if (request.advance_ms !== undefined) ctx.clock.advance(request.advance_ms)
    return c.json({ held: request.held })
  })

  return routes
}
