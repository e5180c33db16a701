// Signals an action flow ends with that are not errors to show: 001 §8 "Redirect, router and
// verificationFailed signals end silently". A dialog closes on them without an error message.
import type { LimitOutcome } from '../verification/limits'
import type { MoneyOutcome } from '../verification/money'

export type SignalKind = 'redirect' | 'router' | 'verification_failed'

export class ActionSignal extends Error {
  readonly signal: SignalKind
  readonly detail: unknown
  constructor(signal: SignalKind, detail?: unknown) {
    super(`Action flow signal: ${signal}`)
    this.name = 'ActionSignal'
    this.signal = signal
    this.detail = detail
  }
}

export function isActionSignal(error: unknown): error is ActionSignal {
  return error instanceof ActionSignal || (error !== null && typeof error === 'object' && (error as { name?: unknown }).name === 'ActionSignal')
}

/** A failed verification outcome (money or limits). */
export type VerificationFailure = Extract<MoneyOutcome, { ok: false }> | Extract<LimitOutcome, { ok: false }>

export function isVerificationFailure(value: unknown): value is VerificationFailure {
  if (value === null || typeof value !== 'object') return false
  const outcome = value as { ok?: unknown; reason?: unknown }
  return outcome.ok === false && typeof outcome.reason === 'string'
}
