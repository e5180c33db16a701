// The live websocket (/api/v1/ws): how the emulator says a connection ended with its session. Not in the
// spec: both sides share this product decision. 4000-4999 are the application's own close codes.

/** the session behind the socket ended (sign-out, a new password, the API token deleted or renewed) */
export const SESSION_ENDED_CLOSE = 4401

/** the access token the socket connected with expired: connect again with a fresh one (the session goes on) */
export const TOKEN_EXPIRED_CLOSE = 4408
