// Slowed guessing (issue 14, 3): failed sign-ins and wrong 2FA codes, and every sign-up and restore request,
// are counted per account (the e-mail) and per caller address in a sliding window; past the limit the call is
// a 429 with Retry-After until the oldest counted attempt leaves the window. 2FA codes are counted per user,
// so a new sign-in does not bring fresh attempts. Windows are simulated time (the emulator's clock), so a
// fast clock in the tests shortens them. Counters live in memory: a restart forgets them.
import type { Clock } from '../clock'
import { TooManyAttempts } from '../http/errors'

const MINUTE = 60_000

export interface AttemptRule {
  limit: number
  /** simulated milliseconds */
  windowMs: number
}

/** What may be tried, per key, per window. The per-address limits leave room for a whole office behind one NAT. */
export const GUESSING_RULES = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signUpPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  signUpPerAddress: { limit: 100, windowMs: 60 * MINUTE },
  restorePerAccount: { limit: 5, windowMs: 60 * MINUTE },
  restorePerAddress: { limit: 100, windowMs: 60 * MINUTE },
} as const satisfies Record<string, AttemptRule>

export type GuessingRule = keyof typeof GUESSING_RULES

/** A rule and the key it counts by (an e-mail or an address); undefined when the key is unknown. */
type Check = readonly [GuessingRule, string | undefined]

const idOf = (rule: GuessingRule, key: string): string => `${rule}\u0000${key.toLowerCase()}`

export class AttemptCounter {
  private readonly attempts = new Map<string, number[]>()

  constructor(
    private readonly now: () => number,
    private readonly clock: Pick<Clock, 'real'>,
    private readonly rules: Record<GuessingRule, AttemptRule> = GUESSING_RULES,
  ) {}

  private windowOf(rule: GuessingRule): number {
    return Math.max(1, this.clock.real(this.rules[rule].windowMs))
  }

  private live(rule: GuessingRule, key: string): number[] {
    const id = idOf(rule, key)
    const since = this.now() - this.windowOf(rule)
    const kept = (this.attempts.get(id) ?? []).filter((at) => at > since)
    if (kept.length === 0) this.attempts.delete(id)
    else this.attempts.set(id, kept)
    return kept
  }

  /** real milliseconds until `key` may try `rule` again; 0 when it may now */
  waitMs(rule: GuessingRule, key: string): number {
    const attempts = this.live(rule, key)
    const limit = this.rules[rule].limit
    if (attempts.length < limit) return 0
    return Math.max(1, (attempts[attempts.length - limit] ?? 0) + this.windowOf(rule) - this.now())
  }

  /** Counts an attempt against each (rule, key) pair; an unknown key (no address) is skipped. */
  record(...checks: readonly Check[]): void {
    for (const [rule, key] of checks) {
      if (key === undefined) continue
      const attempts = this.live(rule, key)
      attempts.push(this.now())
      this.attempts.set(idOf(rule, key), attempts)
    }
  }

  /** Throws the 429 when any of the (rule, key) pairs is over its limit. */
  guard(...checks: readonly Check[]): void {
    const wait = Math.max(0, ...checks.map(([rule, key]) => (key === undefined ? 0 : this.waitMs(rule, key))))
    if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000))
  }

  /** For calls limited whatever their outcome (sign-up, restore): the guard, then the attempt counted. */
  take(...checks: readonly Check[]): void {
    this.guard(...checks)
    this.record(...checks)
  }
}
