// 2FA (000 §4 Profile actions 2fa_enable / 2fa_disable, 000 §4 Auth confirm step): with an authenticator app (TOTP,
// RFC 6238) or, without one, the code the emulator mails at sign-in. A TOTP code is taken once: its step is
// remembered and a code of that step or an earlier one is refused (a code seen over a shoulder is of no use).
import { randomBytes } from 'node:crypto'
import { SECOND_FACTOR } from '../../contract/constants'
import { matchingStep, newTotpSecret, otpauthUri } from '../auth/totp'
import { sha256 } from '../auth/secrets'
import type { Ctx } from '../context'
import type { UserRow } from '../db/accounts'
import { badRequest } from '../http/errors'

/** the issuer an authenticator app shows beside the account */
export const TOTP_ISSUER = 'Cloud console'
const RECOVERY_CODES = 8

export type SecondFactorMethod = 'app' | 'email'

export const CODE_USED = SECOND_FACTOR.code_used_message
export const CODE_WRONG = 'Wrong confirmation code'

export function methodOf(ctx: Ctx, userId: string): SecondFactorMethod {
  return ctx.repos.secondFactor.of(userId)?.secret ? 'app' : 'email'
}

/** 2fa_enable, first step: a new secret waits for the app's first code */
export function startApp(ctx: Ctx, user: UserRow): { secret: string; otpauth_uri: string } {
  const secret = newTotpSecret()
  ctx.repos.secondFactor.setPending(user.id, secret)
  return { secret, otpauth_uri: otpauthUri(TOTP_ISSUER, user.email, secret) }
}

const newRecoveryCode = (): string => {
  const hex = randomBytes(4).toString('hex')
  return `${hex.slice(0, 4)}-${hex.slice(4)}`
}

/** 2fa_enable, second step: the app's code proves the secret was taken; answers the recovery codes, shown once */
export function confirmApp(ctx: Ctx, user: UserRow, code: string): string[] {
  const pending = ctx.repos.secondFactor.of(user.id)?.pending_secret
  if (!pending) throw badRequest('code', 'Start again: no authenticator app is waiting for its first code')
  const step = matchingStep(pending, code, ctx.now())
  if (step === undefined) throw badRequest('code', CODE_WRONG)
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
  ctx.tx(() => {
    ctx.repos.secondFactor.activate(user.id, step, codes.map(sha256))
    ctx.repos.accounts.setSecondFactor(user.id, true)
  })
  return codes
}

export function disable(ctx: Ctx, userId: string): void {
  ctx.tx(() => {
    ctx.repos.secondFactor.remove(userId)
    ctx.repos.accounts.setSecondFactor(userId, false)
  })
}

/**
 * The sign-in step with an app: a code of a step not yet taken, or an unused recovery code (each taken once).
 * Throws a 400 on `code` otherwise, saying when the code was right but already used.
 */
export function takeAppCode(ctx: Ctx, userId: string, code: string): void {
  const app = ctx.repos.secondFactor.of(userId)
  if (!app?.secret) throw badRequest('code', CODE_WRONG)
  const recovery = JSON.parse(app.recovery_hashes) as string[]
  const hash = sha256(code.toLowerCase())
  if (recovery.includes(hash)) {
    ctx.repos.secondFactor.setRecovery(
      userId,
      recovery.filter((entry) => entry !== hash),
    )
    return
  }
  const step = matchingStep(app.secret, code, ctx.now())
  if (step === undefined) throw badRequest('code', CODE_WRONG)
  if (step <= app.last_step) throw badRequest('code', CODE_USED)
  ctx.repos.secondFactor.takeStep(userId, step)
}
