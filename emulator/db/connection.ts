// Opens the one SQLite file of the emulator (better-sqlite3, WAL) and brings its schema up to date.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { registerFunctions } from './functions'
import { migrate } from './migrations'

export type Db = Database.Database

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  // WAL: readers never block the writer, and a committed change survives a crash of the process.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  registerFunctions(db)
  return db
}
