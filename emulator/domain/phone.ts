// Phone verification (000 §5: "Phone verification code is the last 4 digits of an incoming call"; 000 §6: a verified
// phone is changed only through support). The emulator "calls": the caller's number lands in the outbox
// (/emulator/mail.json, kind phone_call, data.caller and data.code), where a demo or a test reads the digits.
import { randomInt } from 'node:crypto'
import { PHONE } from '../../contract/constants'
import type { Ctx } from '../context'
import type { UserRow } from '../db/accounts'
import { type MailLanguage, sendMail } from '../mail'
import { ApiError, conflict } from '../http/errors'

const TEXTS = {
  ru: { subject: (phone: string) => `Входящий звонок на ${phone}`, text: (caller: string) => `Вам звонит номер ${caller}. Код подтверждения: последние ${PHONE.code_digits} цифры этого номера.` },
  en: { subject: (phone: string) => `Incoming call to ${phone}`, text: (caller: string) => `The number ${caller} is calling you. The confirmation code is its last ${PHONE.code_digits} digits.` },
} as const

/** a Moscow number whose last digits are the code */
const callerNumber = (): string => `+7495${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`

const codeOf = (caller: string): string => caller.slice(-PHONE.code_digits)

/** places the call; a second one waits its turn (409 phone_call_too_soon with retry_after, simulated seconds) */
export function callPhone(ctx: Ctx, user: UserRow, phone: string, language: MailLanguage): { phone: string; code_length: number; call_again_in: number } {
  if (user.phone !== '') throw conflict('A verified phone is changed through support', 'phone_verified', 'phone')
  const pending = ctx.repos.phoneCalls.of(user.id)
  const now = ctx.now()
  if (pending && pending.call_again_at > now) {
    const seconds = Math.ceil((pending.call_again_at - now) / ctx.clock.real(1000))
    throw conflict(`A new call can be placed in ${seconds} s`, 'phone_call_too_soon', 'phone', { retry_after: seconds })
  }
  const caller = callerNumber()
  ctx.tx(() => {
    ctx.repos.phoneCalls.place({ user_id: user.id, phone, caller, called_at: now, call_again_at: now + ctx.clock.real(PHONE.call_again_ms) })
    sendMail(ctx, { to: user.email, subject: TEXTS[language].subject(phone), text: TEXTS[language].text(caller), kind: 'phone_call', data: { phone, caller, code: codeOf(caller) } })
  })
  return { phone, code_length: PHONE.code_digits, call_again_in: PHONE.call_again_ms / 1000 }
}

const SPENT = 'Too many wrong codes: ask for a new call'

/** a code refused on its field, with the code of the reason (phone_code_wrong, phone_code_spent) */
const refused = (message: string, code: 'phone_code_spent' | 'phone_code_wrong'): ApiError => new ApiError(400, [{ path: 'code', message, code, params: { digits: PHONE.code_digits } }], { code })

/** the code typed: right, the phone is the user's and verified; wrong, a 400 on code; too many wrong, the call is spent */
export function confirmPhone(ctx: Ctx, user: UserRow, code: string): void {
  const call = ctx.repos.phoneCalls.of(user.id)
  if (!call) throw conflict('No call was placed: ask for a call first', 'phone_call_not_requested', 'code')
  if (call.spent === 1) throw refused(SPENT, 'phone_code_spent')
  if (code !== codeOf(call.caller)) {
    const spent = call.wrong_codes + 1 >= PHONE.max_wrong_codes
    ctx.repos.phoneCalls.wrongCode(user.id, spent)
    throw spent ? refused(SPENT, 'phone_code_spent') : refused(`Wrong code: type the last ${PHONE.code_digits} digits of the number that called`, 'phone_code_wrong')
  }
  ctx.tx(() => {
    ctx.repos.accounts.setVerifiedPhone(user.id, user.account_id, call.phone)
    ctx.repos.phoneCalls.remove(user.id)
  })
}
