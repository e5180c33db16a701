// The hand-written routes' paths, in one place (STYLE.md "one path builder"); entity routes take theirs from
// the configs (engine/routes.ts pathFor).
export const PATHS = {
  root: '/',
  lk: '/lk',
  dashboard: '/lk/project/dashboard',
  finance: '/lk/finance',
  finance_all: '/lk/finance/all',
  finance_month: '/lk/finance/month',
  limits: '/lk/limits',
  entitynotfound: '/lk/entitynotfound',
  suspicious_activity: '/lk/suspicious_activity',
  maintenance: '/lk/maintenance',
  sign: '/sign',
  sign_in: '/sign/in',
  sign_confirm: '/sign/confirm',
  sign_up: '/sign/up',
  sign_up_reg_key: '/sign/up/reg_key',
  sign_restore: '/sign/restore',
  sign_restore_password: '/sign/restore_password',
  sign_relogin: '/sign/relogin',
  sign_forwarding_auth: '/sign/forwarding_auth',
  sign_something_wrong: '/sign/something-wrong',
  sign_error: '/sign/error',
} as const

export const SIGN_PREFIX = '/sign'

export function isSignPath(pathname: string): boolean {
  return pathname === SIGN_PREFIX || pathname.startsWith(`${SIGN_PREFIX}/`)
}

/** A redirect target kept across sign-in: a path inside the app, never another origin. */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || isSignPath(target)) return undefined
  return target
}
