// The answer of a call, handed to the action its `after.then` opens (a generated keypair's archive, a new token).
import type { FieldConfig } from '../../engine/types'

/** The call's answer as a record, if it is one. */
export function answerOf(result: unknown): Record<string, unknown> | undefined {
  return result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : undefined
}

/** The part of an evaluation context that holds the answer (`answer.<field>` paths). */
export function answerContext(answer: Record<string, unknown> | undefined): { answer?: Record<string, unknown> } {
  return answer ? { answer } : {}
}

/** The dialog values its fields' `{ path: 'answer.<field>' }` defaults read (a secret to scan, from the step before). */
export function answerDefaults(fields: readonly FieldConfig[], answer: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!answer) return {}
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const from = field.default
    const path = from !== null && typeof from === 'object' && !Array.isArray(from) && 'path' in from ? from.path : undefined
    if (typeof path !== 'string' || !path.startsWith('answer.')) continue
    const value = path
      .split('.')
      .slice(1)
      .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), answer)
    if (value !== undefined) values[field.name] = value
  }
  return values
}
