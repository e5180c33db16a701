// Why sign/error was opened (its `code` query): each has its text, console.sign.error.<code>.
export const SIGN_ERROR_CODES = ['admin_key_missing', 'admin_key_invalid'] as const
export type SignErrorCode = (typeof SIGN_ERROR_CODES)[number]

export const isSignErrorCode = (value: unknown): value is SignErrorCode => (SIGN_ERROR_CODES as readonly unknown[]).includes(value)
