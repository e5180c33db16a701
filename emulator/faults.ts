// Fault injection (issue: added latency, a share of 5xx answers, dropped websocket), for tests and demos.

export interface Faults {
  /** added to every /api/v1 answer, ms */
  latency_ms: number
  /** share (0..1) of /api/v1 requests answered HTTP 503 before anything is done */
  error_rate: number
  /** drop every websocket connection and refuse new ones while on */
  drop_ws: boolean
}

export class FaultSwitch {
  private listeners: ((faults: Faults) => void)[] = []

  constructor(
    private faults: Faults,
    private readonly random: () => number = Math.random,
  ) {}

  get(): Faults {
    return { ...this.faults }
  }

  set(change: Partial<Faults>): Faults {
    this.faults = { ...this.faults, ...change }
    for (const listener of this.listeners) listener(this.get())
    return this.get()
  }

  onChange(listener: (faults: Faults) => void): void {
    this.listeners.push(listener)
  }

  /** whether this request gets an injected 5xx */
  failsNow(): boolean {
    return this.faults.error_rate > 0 && this.random() < this.faults.error_rate
  }
}
