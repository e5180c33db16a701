// The transitions scheduler. A resource that starts a long operation gets a processing status now and a
// row in `transitions` with the real time it is due; when due, the handler of its kind moves it on (and may
// schedule the next step). Durations are simulated milliseconds, multiplied by the time scale. Rows live in
// SQLite, so a restart resumes what was pending (overdue rows run at once).
import type { TransitionRow, TransitionsRepo } from './db/transitions'

export type TransitionPayload = Record<string, unknown>
export type TransitionHandler = (entityId: string, payload: TransitionPayload) => void

export interface ClockDeps {
  transitions: TransitionsRepo
  /** runs fn in one SQLite transaction (and publishes the events it queued after the commit) */
  tx: <T>(fn: () => T) => T
  timeScale: number
  now: () => number
  onError: (error: unknown, row: TransitionRow) => void
}

/** setTimeout's limit (about 24.8 days); a longer wait is re-armed when it ends */
const MAX_TIMER_MS = 2 ** 31 - 1

export class Clock {
  private readonly handlers = new Map<string, TransitionHandler>()
  private timer: NodeJS.Timeout | undefined
  private running = false

  constructor(private readonly deps: ClockDeps) {}

  on(kind: string, handler: TransitionHandler): void {
    this.handlers.set(kind, handler)
  }

  /** real milliseconds of a simulated duration */
  real(simulatedMs: number): number {
    return Math.round(simulatedMs * this.deps.timeScale)
  }

  /** schedules `kind` for the entity after a simulated duration */
  schedule(kind: string, entityId: string, simulatedMs: number, payload: TransitionPayload = {}): void {
    if (!this.handlers.has(kind)) throw new Error(`no transition handler for ${kind}`)
    this.deps.transitions.insert(kind, entityId, this.deps.now() + this.real(simulatedMs), payload)
    this.arm()
  }

  /** forgets what is pending for an entity (it is gone, or a new operation replaces the old one) */
  cancel(entityId: string): void {
    this.deps.transitions.removeFor(entityId)
  }

  pending(entityId: string): TransitionRow[] {
    return this.deps.transitions.pendingFor(entityId)
  }

  start(): void {
    this.running = true
    this.arm()
  }

  stop(): void {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
  }

  private arm(): void {
    if (!this.running) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    const next = this.deps.transitions.next()
    if (!next) return
    const wait = Math.min(Math.max(0, next.due_at - this.deps.now()), MAX_TIMER_MS)
    this.timer = setTimeout(() => this.fire(), wait)
  }

  /**
   * Runs at once, in due order, what is pending and falls due within a simulated duration from now, running or
   * held (a held clock stays held): a test moves the emulator's time on by a step it names instead of waiting
   * for it. The steps these transitions schedule wait for the clock.
   */
  advance(simulatedMs: number): void {
    this.runDue(this.deps.now() + this.real(simulatedMs), () => true)
    this.arm()
  }

  private fire(): void {
    this.timer = undefined
    if (!this.running) return
    this.runDue(this.deps.now(), () => this.running)
    this.arm()
  }

  private runDue(until: number, go: () => boolean): void {
    for (const row of this.deps.transitions.due(until)) {
      if (!go()) return
      try {
        this.deps.tx(() => {
          // removed first: the handler may schedule the next step of the same entity
          if (!this.deps.transitions.remove(row.id)) return
          const handler = this.handlers.get(row.kind)
          if (!handler) throw new Error(`no transition handler for ${row.kind}`)
          handler(row.entity_id, JSON.parse(row.payload) as TransitionPayload)
        })
      } catch (error) {
        // A failing transition must not fire again and again: it is dropped and reported.
        this.deps.transitions.remove(row.id)
        this.deps.onError(error, row)
      }
    }
  }
}
