// Client-side checks of the sign forms (000 §5), returning i18n keys with their params: the same rules the
// API's schemas enforce, so most mistakes are caught before a call.
import { PASSWORD } from '../../contract/signInConstants'

export interface Problem {
  key: string
  params?: Record<string, unknown>
}

export type Check = (value: string) => Problem | undefined

export const required: Check = (value) => (value.trim() === '' ? { key: 'validation.required' } : undefined)

// deliberately loose: the API has the last word (format email)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const email: Check = (value) => (EMAIL.test(value.trim()) ? undefined : { key: 'validation.email' })

/** 000 §5: "Password: 10 or more characters, digits, upper and lower case, Latin only" (allowed symbols ()[].-_+$#!@&). */
export const password: Check = (value) => {
  if (value.length < PASSWORD.min_length) return { key: 'validation.min_length', params: { count: PASSWORD.min_length } }
  if (!/^[A-Za-z0-9()[\].\-_+$#!@&]+$/.test(value)) return { key: 'validation.password_symbols' }
  if (!/[0-9]/.test(value)) return { key: 'validation.password_digit' }
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) return { key: 'validation.password_case' }
  return undefined
}

/** 000 §2 sign/confirm: the 2FA code, 6 characters (contract/constants PASSWORD.confirmation_code_length). */
export const confirmationCode: Check = (value) =>
  value.trim().length === PASSWORD.confirmation_code_length ? undefined : { key: 'validation.code_length', params: { count: PASSWORD.confirmation_code_length } }

export const matches =
  (other: string): Check =>
  (value) =>
    value === other ? undefined : { key: 'validation.passwords_match' }

/** The first problem of the checks, in order. */
export function firstProblem(value: string, checks: readonly Check[]): Problem | undefined {
  for (const check of checks) {
    const problem = check(value)
    if (problem) return problem
  }
  return undefined
}

/** A formik validate function from checks per field; messages translated. */
export function validator<T extends object>(
  rules: (values: T) => Partial<Record<keyof T & string, readonly Check[]>>,
  translate: (key: string, params?: Record<string, unknown>) => string,
): (values: T) => Partial<Record<keyof T & string, string>> {
  return (values) => {
    const errors: Partial<Record<keyof T & string, string>> = {}
    for (const [field, checks] of Object.entries(rules(values)) as [keyof T & string, readonly Check[]][]) {
      const value = (values as Record<string, unknown>)[field]
      const problem = firstProblem(typeof value === 'string' ? value : String(value ?? ''), checks)
      if (problem) errors[field] = translate(problem.key, problem.params)
    }
    return errors
  }
}
