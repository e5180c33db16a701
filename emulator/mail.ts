// The e-mails the emulator sends. Nothing leaves the machine: they land in the outbox (/emulator/mail).
import type { Ctx } from './context'
import { isoAt } from './domain/ids'

export interface Mail {
  to: string
  subject: string
  text: string
  kind: 'signup' | 'restore' | 'second_factor'
  /** the secret or code the mail carries, also readable by tests and demos at /emulator/mail.json */
  data: Record<string, string>
}

export function sendMail(ctx: Ctx, mail: Mail): void {
  ctx.repos.outbox.insert({ to_email: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind, data: JSON.stringify(mail.data), created_in: isoAt(ctx.now()) })
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString()

/** 000 §2: sign/up/reg_key with the queries reg_key and email */
export function signupMail(to: string, regKey: string): Mail {
  const link = `/lk/sign/up/reg_key?${query({ reg_key: regKey, email: to })}`
  return { to, kind: 'signup', subject: 'Confirm your registration', text: `Welcome! To finish the registration, set your password: ${link}`, data: { reg_key: regKey, link } }
}

/** 000 §2: sign/restore_password with the query key */
export function restoreMail(to: string, key: string): Mail {
  const link = `/lk/sign/restore_password?${query({ key })}`
  return { to, kind: 'restore', subject: 'Password restore', text: `To set a new password, open ${link}. If you did not ask for it, ignore this letter.`, data: { key, link } }
}

export function secondFactorMail(to: string, code: string): Mail {
  return { to, kind: 'second_factor', subject: 'Your sign-in code', text: `Your sign-in confirmation code: ${code}`, data: { code } }
}
