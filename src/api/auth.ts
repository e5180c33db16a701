// The sign calls (000 §4 Auth, 000 §2 sign routes; emulator/routes/auth.ts). None carries a Bearer token but
// logout, which closes the caller's session.
import type {
  AdminKeyLoginRequest,
  LoginRequest,
  RestorePasswordRequest,
  RestoreRequest,
  SecondFactorRequest,
  SecondFactorResendRequest,
  SignupPasswordRequest,
  SignupRequest,
} from '../../generated/types/index.js'
import { SECOND_FACTOR } from '../../contract/signInConstants'
import type { ApiClient } from './client'
import type { SessionTokens } from './types'

/** login answers tokens, or a second_factor_token when the 2FA confirm step is needed */
export type SecondFactorMethod = (typeof SECOND_FACTOR.methods)[number]

export type LoginAnswer = SessionTokens | { second_factor_token: string; second_factor_method?: SecondFactorMethod }

export interface SignupAnswer {
  user_id: string
  signup_status: number
  registration_step: string
}

export function isSecondFactor(answer: LoginAnswer): answer is { second_factor_token: string } {
  return typeof (answer as { second_factor_token?: unknown }).second_factor_token === 'string'
}

export const authCalls = (api: ApiClient) => ({
  login: (request: LoginRequest) => api.post<LoginAnswer>('/auth/login', request, { auth: false }),
  secondFactor: (request: SecondFactorRequest) => api.post<SessionTokens>('/auth/second-factor', request, { auth: false }),
  resendSecondFactor: (request: SecondFactorResendRequest) => api.post<undefined>('/auth/second-factor/resend', request, { auth: false }),
  signup: (request: SignupRequest) => api.post<SignupAnswer>('/auth/signup', request, { auth: false }),
  signupPassword: (request: SignupPasswordRequest) => api.post<SessionTokens>('/auth/signup/password', request, { auth: false }),
  restore: (request: RestoreRequest) => api.post<undefined>('/auth/restore', request, { auth: false }),
  restorePassword: (request: RestorePasswordRequest) => api.post<undefined>('/auth/restore/password', request, { auth: false }),
  /** 000 §2 sign/forwarding_auth: an admin key for a session flagged is_support_session (000 §6) */
  adminKey: (request: AdminKeyLoginRequest) => api.post<SessionTokens & { is_support_session?: boolean }>('/auth/admin-key', request, { auth: false }),
  logout: () => api.post<undefined>('/auth/logout'),
})
