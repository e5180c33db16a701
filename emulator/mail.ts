// The e-mails the emulator sends. Nothing leaves the machine: they land in the outbox (/emulator/mail).
// They are written in the language the request asked in (Accept-Language; Russian unless English is preferred,
// 000 §1: the interface is Russian with an English fallback). A link stands on a line of its own, so no full stop
// or comma of the sentence can be taken into it when it is clicked or copied from the outbox.
import type { Ctx } from './context'
import { isoAt } from './domain/ids'

export type MailLanguage = 'ru' | 'en'

export interface Mail {
  to: string
  subject: string
  text: string
  kind: 'signup' | 'restore' | 'second_factor' | 'phone_call'
  /** the secret or code the mail carries, also readable by tests and demos at /emulator/mail.json */
  data: Record<string, string>
}

export function sendMail(ctx: Ctx, mail: Mail): void {
  ctx.repos.outbox.insert({ to_email: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind, data: JSON.stringify(mail.data), created_in: isoAt(ctx.now()) })
}

/** the language of an Accept-Language header: English only when it comes before Russian */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .filter((tag) => tag === 'ru' || tag === 'en')
  return tags[0] === 'en' ? 'en' : 'ru'
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString()

const TEXTS = {
  signup: {
    ru: { subject: 'Подтвердите регистрацию', before: 'Здравствуйте! Чтобы завершить регистрацию, задайте пароль по ссылке:', after: '' },
    en: { subject: 'Confirm your registration', before: 'Welcome! To finish the registration, set your password:', after: '' },
  },
  restore: {
    ru: { subject: 'Восстановление пароля', before: 'Чтобы задать новый пароль, откройте ссылку:', after: 'Если вы не просили восстановить пароль, просто не отвечайте на это письмо.' },
    en: { subject: 'Password restore', before: 'To set a new password, open this link:', after: 'If you did not ask for it, ignore this letter.' },
  },
  second_factor: {
    ru: { subject: 'Код для входа', before: 'Ваш код подтверждения входа:', after: '' },
    en: { subject: 'Your sign-in code', before: 'Your sign-in confirmation code:', after: '' },
  },
} as const

/** a letter: the sentence, the link or code alone on its line, and what follows */
function letter(kind: keyof typeof TEXTS, language: MailLanguage, value: string): Pick<Mail, 'subject' | 'text'> {
  const texts = TEXTS[kind][language]
  return { subject: texts.subject, text: [texts.before, value, texts.after].filter((line) => line !== '').join('\n\n') }
}

/** 000 §2: sign/up/reg_key with the queries reg_key and email */
export function signupMail(to: string, regKey: string, language: MailLanguage = 'ru'): Mail {
  const link = `/lk/sign/up/reg_key?${query({ reg_key: regKey, email: to })}`
  return { to, kind: 'signup', ...letter('signup', language, link), data: { reg_key: regKey, link } }
}

/** 000 §2: sign/restore_password with the query key */
export function restoreMail(to: string, key: string, language: MailLanguage = 'ru'): Mail {
  const link = `/lk/sign/restore_password?${query({ key })}`
  return { to, kind: 'restore', ...letter('restore', language, link), data: { key, link } }
}

export function secondFactorMail(to: string, code: string, language: MailLanguage = 'ru'): Mail {
  return { to, kind: 'second_factor', ...letter('second_factor', language, code), data: { code } }
}
