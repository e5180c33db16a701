// Answers worth keeping until the database changes: the access check of a token, the count of a list. A map
// per connection and name, emptied as soon as the connection has written anything (SQLite's total_changes()
// moved), so that nothing kept can outlive what it was read from: a revoked session, a deleted row, a reset.
import type { Db } from './connection'
import { prepared } from './statements'

const MAX_ENTRIES = 10_000

interface Kept {
  changes: number
  maps: Map<string, Map<string, unknown>>
}

const kept = new WeakMap<Db, Kept>()

export function untilWrite<T>(db: Db, name: string): Map<string, T> {
  const changes = prepared(db, 'SELECT total_changes()').pluck().get() as number
  let state = kept.get(db)
  if (!state || state.changes !== changes) {
    state = { changes, maps: new Map() }
    kept.set(db, state)
  }
  let map = state.maps.get(name)
  if (!map || map.size >= MAX_ENTRIES) state.maps.set(name, (map = new Map<string, unknown>()))
  return map as Map<string, T>
}
