// Opens the one SQLite file of the emulator (better-sqlite3, WAL) and brings its schema up to date.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { registerFunctions } from './functions'
import { MIGRATIONS, collectMigrations, migrate } from './migrations'
import type { Migration } from './migration'

export type Db = Database.Database

/** `kinds`: extra kinds (kit/extra.ts) whose migrations join the product's, numbered apart from them */
export function openDatabase(path: string, kinds: readonly { migrations?: readonly Migration[] }[] = []): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  // WAL: readers never block the writer, and a committed change survives a crash of the process. FULL syncs
  // the log at every commit, so an acknowledged payment, charge or order survives a power loss as well
  // (NORMAL may drop the last commits); the emulator writes little, so the cost does not show.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db, kinds.length === 0 ? MIGRATIONS : collectMigrations(MIGRATIONS, kinds))
  registerFunctions(db)
  return db
}
