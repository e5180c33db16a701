// The business constants (001 §9) the sign-in page uses, apart from constants.ts: a module the entry chunk holds
// comes whole, whoever else imports it (STYLE.md "Bundles"). constants.ts re-exports them.

export const PASSWORD = {
  min_length: 10,
  generated_length: 15,
  confirmation_code_length: 6,
} as const

/**
 * 2FA (000 §4 Auth): how the sign-in code comes (an authenticator app or an e-mail), the recovery code's length
 * (xxxx-xxxx, given once when an app is connected), and the API's words for a right code used a second time,
 * which the console shows in its own language.
 */
export const SECOND_FACTOR = {
  methods: ['app', 'email'],
  recovery_code_length: 9,
  code_used_message: 'This code was already used; wait for the next one',
} as const

export const TIMINGS = {
  /** 001 §9 */
  dialog_close_ms: 1000,
  tab_reload_ms: 100,
  websocket_attempts: 3,
  websocket_retry_ms: 3000,
  request_retries: 3,
  request_retry_ms: 1000,
  rows_per_part: 20,
  mobile_row_expand_ms: 300,
  chunk_timeout_ms: 120_000,
  /** 000 §4: preselected order data after a failed extend expires after 24 hours */
  order_data_ttl_hours: 24,
} as const
