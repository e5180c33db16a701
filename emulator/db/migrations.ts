// Numbered schema migrations, applied in order on start; the `migrations` table records what ran. The list
// is the initial schema and its indexes, then what each kind of the resource kit declares for its table.
import { resources } from '../kit/registry'
import type { Db } from './connection'
import { IDEMPOTENCY_MIGRATION } from './idempotency'
import type { Migration } from './migration'
import { INITIAL_SCHEMA } from './schema-001'
import { LIST_INDEXES } from './schema-002'
import { REFERRAL_MIGRATION } from '../kinds/referral/store'
import { PHONE_CALLS_MIGRATION } from './phone-calls'
import { SECOND_FACTOR_MIGRATION } from './second-factor'
import { SUPPORT_SESSION_MIGRATION } from './support-session'
import { REFRESH_SUCCESSORS_MIGRATION } from './refresh-successors'

export type { Migration } from './migration'

const CORE: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: INITIAL_SCHEMA },
  { version: 2, name: 'list indexes', sql: LIST_INDEXES },
  { version: 8, name: 'authenticator-app 2FA', sql: SECOND_FACTOR_MIGRATION },
  { version: 9, name: 'idempotency keys', sql: IDEMPOTENCY_MIGRATION },
  { version: 24, name: 'support sessions', sql: SUPPORT_SESSION_MIGRATION },
  { version: 25, name: 'phone verification calls', sql: PHONE_CALLS_MIGRATION },
  { version: 26, name: 'referral programme', sql: REFERRAL_MIGRATION },
  { version: 31, name: 'refresh token successors', sql: REFRESH_SUCCESSORS_MIGRATION },
]

/** all migrations by version; two with one number are a mistake caught on start */
export function collectMigrations(core: readonly Migration[], kinds: readonly { migrations?: readonly Migration[] }[]): Migration[] {
  const all = [...core, ...kinds.flatMap((kind) => kind.migrations ?? [])].sort((a, b) => a.version - b.version)
  const twice = all.find((migration, index) => index > 0 && all[index - 1]?.version === migration.version)
  if (twice) throw new Error(`two migrations are numbered ${twice.version}`)
  return all
}

export const MIGRATIONS: readonly Migration[] = collectMigrations(CORE, resources())

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
