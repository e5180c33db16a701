// Prepared statements, compiled once per connection and SQL text and reused: better-sqlite3's prepare()
// compiles every time it is called, which costs more than the lookups the emulator runs. Bounded, since
// list queries are built from the request (the oldest statement is dropped past the bound).
import type { Statement } from 'better-sqlite3'
import type { Db } from './connection'

const MAX_STATEMENTS = 500
const caches = new WeakMap<Db, Map<string, Statement>>()

export function prepared(db: Db, sql: string): Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const hit = cache.get(sql)
  if (hit) return hit
  const statement = db.prepare(sql)
  if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string)
  cache.set(sql, statement)
  return statement
}
