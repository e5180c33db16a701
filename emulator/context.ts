// What every part of the emulator works with: the database, its repositories, the clock, the websocket
// hub and the settings. Changes run in one SQLite transaction; the events they queue are published only
// after the commit, so nobody hears of a change that was rolled back.
import { Clock } from './clock'
import type { Db } from './db/connection'
import { createRepos, type Repos } from './db/index'
import { Hub, type HubEvent } from './events'
import { FaultSwitch } from './faults'
import type { ResolvedOptions } from './options'

export interface Ctx {
  db: Db
  repos: Repos
  options: ResolvedOptions
  hub: Hub
  clock: Clock
  faults: FaultSwitch
  /** real time, ms since the epoch */
  now(): number
  /** runs fn in one transaction (joins the outer one when nested) */
  tx<T>(fn: () => T): T
  /** publishes to the account's websocket connections, after the commit when inside tx */
  emit(accountId: string, event: HubEvent): void
  log(message: string, error?: unknown): void
}

interface Queued {
  accountId: string
  event: HubEvent
}

export function createContext(db: Db, options: ResolvedOptions): Ctx {
  const repos = createRepos(db)
  const hub = new Hub()
  let pending: Queued[] | null = null
  const now = (): number => Date.now()
  const log = (message: string, error?: unknown): void => {
    if (options.log) console.error(`[emulator] ${message}`, error ?? '')
  }

  const tx = <T>(fn: () => T): T => {
    if (pending) return db.transaction(fn)()
    const queue: Queued[] = []
    pending = queue
    let result: T
    try {
      result = db.transaction(fn)()
    } finally {
      pending = null
    }
    for (const item of queue) hub.publish(item.accountId, item.event)
    return result
  }

  const emit = (accountId: string, event: HubEvent): void => {
    if (pending) pending.push({ accountId, event })
    else hub.publish(accountId, event)
  }

  const clock = new Clock({
    transitions: repos.transitions,
    tx,
    timeScale: options.timeScale,
    now,
    onError: (error, row) => log(`transition ${row.kind} of ${row.entity_id} failed`, error),
  })

  return { db, repos, options, hub, clock, faults: new FaultSwitch(options.faults), now, tx, emit, log }
}
