// What an action flow ends with that is not an error to show: 001 §8 "Redirect, router and verificationFailed
// signals end silently". They are outcomes of the flow (engine/flow/actionMachine.ts ActionFlowOutput), handed on
// as data and never thrown; a dialog closes on them without an error message. Here: their names as the catalogue
// has them, and the verification failures, including the API's refusals that are one in substance.
import { ApiError } from './http'
import type { LimitOutcome, RejectedLimit, MoneyFailure, MoneyOutcome } from '../verification'

export type SignalKind = 'redirect' | 'router' | 'verification_failed'

/** A silent end named as the 001 §8 catalogue names it (classify maps it to its signal_* entry). */
export interface ActionSignal {
  signal: SignalKind
}

export function isActionSignal(value: unknown): value is ActionSignal {
  if (value === null || typeof value !== 'object') return false
  const signal = (value as { signal?: unknown }).signal
  return signal === 'redirect' || signal === 'router' || signal === 'verification_failed'
}

/** A failed verification outcome (money or limits). */
export type VerificationFailure = Extract<MoneyOutcome, { ok: false }> | Extract<LimitOutcome, { ok: false }>

export function isVerificationFailure(value: unknown): value is VerificationFailure {
  if (value === null || typeof value !== 'object') return false
  const outcome = value as { ok?: unknown; reason?: unknown }
  return outcome.ok === false && typeof outcome.reason === 'string'
}

const record = (value: unknown): Record<string, unknown> | undefined => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined)

/**
 * A refusal of the API that is a verification failure in substance (001 §8): 402 not_enough_money (and its
 * run_service variants) with missing, minimum_balance and currency; 409 limit_reached with the rejected limits.
 * The flow ends with it as with its own verification's failure, so the console opens the same prompts.
 */
export function refusalOf(error: unknown): VerificationFailure | undefined {
  if (!(error instanceof ApiError)) return undefined
  const body = record(error.body)
  const reason = body?.reason
  if (error.status === 402 && typeof reason === 'string' && reason.startsWith('not_enough_money')) {
    return {
      ok: false,
      reason: reason as MoneyFailure['reason'],
      missing: Number(body?.missing ?? 0),
      minimum_balance: Number(body?.minimum_balance ?? 0),
      currency: (typeof body?.currency === 'string' ? body.currency : 'RUB') as MoneyFailure['currency'],
    }
  }
  if (error.status === 409 && reason === 'limit_reached' && Array.isArray(body?.rejected)) {
    const rejected = (body.rejected as unknown[]).map(record).filter((entry): entry is Record<string, unknown> => entry !== undefined)
    const limits: RejectedLimit[] = rejected.map((entry) => ({ name: String(entry.name), used: Number(entry.used), max: Number(entry.max), requested: Number(entry.requested ?? 1) }))
    return { ok: false, reason: 'limit_reached', rejected: limits }
  }
  return undefined
}
