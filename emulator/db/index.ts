// All repositories over one connection.
import { AccountsRepo } from './accounts'
import { BillingRepo } from './billing'
import { CatalogueRepo } from './catalogue'
import type { Db } from './connection'
import { IdempotencyRepo } from './idempotency'
import { OutboxRepo } from './outbox'
import { PhoneCallsRepo } from './phone-calls'
import { ProjectsRepo } from './projects'
import { SecondFactorRepo } from './second-factor'
import { ServersRepo } from './servers'
import { SnapshotsRepo } from './snapshots'
import { TokensRepo } from './tokens'
import { TransitionsRepo } from './transitions'
import { VolumesRepo } from './volumes'

export interface Repos {
  /** the connection they share (the resource kit reads a kind's table through it) */
  db: Db
  accounts: AccountsRepo
  billing: BillingRepo
  catalogue: CatalogueRepo
  idempotency: IdempotencyRepo
  outbox: OutboxRepo
  phoneCalls: PhoneCallsRepo
  projects: ProjectsRepo
  secondFactor: SecondFactorRepo
  servers: ServersRepo
  snapshots: SnapshotsRepo
  tokens: TokensRepo
  transitions: TransitionsRepo
  volumes: VolumesRepo
}

export function createRepos(db: Db): Repos {
  return {
    db,
    accounts: new AccountsRepo(db),
    billing: new BillingRepo(db),
    catalogue: new CatalogueRepo(db),
    idempotency: new IdempotencyRepo(db),
    outbox: new OutboxRepo(db),
    phoneCalls: new PhoneCallsRepo(db),
    projects: new ProjectsRepo(db),
    secondFactor: new SecondFactorRepo(db),
    servers: new ServersRepo(db),
    snapshots: new SnapshotsRepo(db),
    tokens: new TokensRepo(db),
    transitions: new TransitionsRepo(db),
    volumes: new VolumesRepo(db),
  }
}
