// Shapes of the API every part of the app shares (001 §7).

/** A list answer: one part of the rows and the total that matches (limit/offset). */
export interface ListResponse<T> {
  result: T[]
  count: number
}

/** What sign-in, 2FA, sign-up and refresh answer with (000 §3 Session). */
export interface SessionTokens {
  access_token: string
  /** absent when the API keeps it in its HttpOnly cookie (the cookie transport, src/api/client.ts) */
  refresh_token?: string
  expires_at: string
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type Params = Readonly<Record<string, QueryValue>>
