// Between sign-in and the 2FA step (000 §4 Auth: login returns a second_factor_token requiring a confirm step)
// the token waits in sessionStorage: this tab only, gone with it, kept across a reload of the confirm page.
import type { SecondFactorMethod } from '../../api/auth'

const KEY = 'console-second-factor'

export interface PendingSecondFactor {
  second_factor_token: string
  email: string
  /** where the code comes from: the authenticator app, or the e-mail (the default of older answers) */
  method: SecondFactorMethod
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined
  } catch {
    return undefined
  }
}

export function savePendingSecondFactor(pending: PendingSecondFactor): void {
  storage()?.setItem(KEY, JSON.stringify(pending))
}

export function pendingSecondFactor(): PendingSecondFactor | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<PendingSecondFactor> | null
    return value && typeof value.second_factor_token === 'string'
      ? { second_factor_token: value.second_factor_token, email: String(value.email ?? ''), method: value.method === 'app' ? 'app' : 'email' }
      : undefined
  } catch {
    return undefined
  }
}

export function clearPendingSecondFactor(): void {
  storage()?.removeItem(KEY)
}
