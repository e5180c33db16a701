// Numbered schema migrations, applied in order on start; the `migrations` table records what ran.
// A migration is never edited once released: change the schema by adding the next number.
import type { Db } from './connection'
import { INITIAL_SCHEMA } from './schema-001'
import { LIST_INDEXES } from './schema-002'

export interface Migration {
  version: number
  name: string
  sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: INITIAL_SCHEMA },
  { version: 2, name: 'list indexes', sql: LIST_INDEXES },
]

export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_in TEXT NOT NULL
  )`)
  const applied = new Set(db.prepare('SELECT version FROM migrations').pluck().all() as number[])
  const ran: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      db.prepare('INSERT INTO migrations (version, name, applied_in) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString())
    })()
    ran.push(migration.version)
  }
  return ran
}
