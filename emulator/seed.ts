// First start: the catalogue and two demo accounts (demo@example.com and other@example.com, password
// Demo-console-2026), each with a project, 5000 ₽, the default limits and a few resources: an ACTIVE and
// a STOPPED server (flavor, image, addresses, a bootable volume each; ISPmanager 6 licensed on the ACTIVE one) and
// one in rescue, an attached and two unattached
// volumes, a local disk and a snapshot; two keypairs; floating IPs free (one still RESERVING) and attached
// (one on the 1 Gbit channel, with a PTR); and an API token (seed.ts knows no token value: it is hashed).
import { hashPasswordSync } from './auth/passwords'
import type { Ctx } from './context'
import { addServerAddress } from './domain/addresses'
import { SIGNUP_READY, createAccount } from './domain/accounts'
import { FLAVORS, IMAGES } from './domain/catalogue'
import { isoAt, newId } from './domain/ids'
import { scheduleExpiry } from './domain/snapshots'
import { newSecret, sha256 } from './auth/secrets'
import { seedPayments } from './kinds/payment/seed'
import { seedBackups } from './kinds/backup_plan/seed'
import { seedS3 } from './kinds/s3_user/seed'
import { seedDbaas } from './kinds/dbaas_cluster/seed'
import { seedVrouters } from './kinds/vrouter/seed'
import { seedLoadbalancers } from './kinds/loadbalancer/seed'
import { seedDns } from './kinds/dns_domain/seed'
import { seedTickets } from './kinds/ticket/seed'
import { seedReferrals } from './kinds/referral/seed'
import { seedCart } from './kinds/cart/seed'
import { seedStoppedProject } from './kinds/project.seed'
import { seedLicenses } from './kinds/server_license/seed'
import { apiTokenResource } from './kinds/api_token/resource'
import { floatingipResource, newFloatingipRow, type FloatingipRow } from './kinds/floatingip/resource'
import { keypairResource } from './kinds/keypair/resource'
import { generateKeypair } from './kinds/keypair/ssh-key'
import { insertRow } from './kit/rows'
import { seedPayers } from './kinds/payer/seed'
import { seedAcceptanceCerts } from './kinds/acceptance_cert/seed'
import { stepName } from './kit/steps'
import { DAY_MS, DURATIONS } from './domain/statuses'
import { seedAutopay } from './kinds/autopay/seed'

export const DEMO_PASSWORD = 'Demo-console-2026'
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', name: 'Demo User', project: 'Demo project', prefix: '' },
  { email: 'other@example.com', name: 'Other User', project: 'Other project', prefix: 'other-' },
] as const
const SEEDED_KEY = 'seeded'
const MINUTE = 60_000

interface VolumeSeed {
  name: string
  size: number
  status: string
  storage_type?: 'volume' | 'local'
  bootable?: boolean
  server_id?: string | null
}

function seedAccount(ctx: Ctx, spec: (typeof DEMO_ACCOUNTS)[number], passwordHash: string, base: number): void {
  const { project, account, user } = createAccount(ctx, {
    email: spec.email,
    passwordHash,
    signupStatus: SIGNUP_READY,
    balanceKop: 500_000,
    name: spec.name,
    projectName: spec.project,
    createdAt: base,
  })
  let minute = 0
  const at = (): string => isoAt(base + (minute += 1) * MINUTE)
  const server = (name: string, status: string, flavor_id: string, image_id: string): string => {
    const id = newId()
    ctx.repos.servers.insert({ id, project_id: project.id, name: `${spec.prefix}${name}`, status, rescue_mode: 'NO', flavor_id, image_id, source_snapshot_id: null, created_in: at() })
    addServerAddress(ctx, project.id, id, { external: true, is_primary: true })
    addServerAddress(ctx, project.id, id, { external: false })
    return id
  }
  const volume = (seed: VolumeSeed): string => {
    const id = newId()
    ctx.repos.volumes.insert({
      id,
      project_id: project.id,
      name: `${spec.prefix}${seed.name}`,
      description: '',
      size: seed.size,
      status: seed.status,
      storage_type: seed.storage_type ?? 'volume',
      bootable: seed.bootable ? 1 : 0,
      server_id: seed.server_id ?? null,
      created_in: at(),
    })
    return id
  }

  const web = server('web-1', 'ACTIVE', 'flavor-std-2-4', 'image-ubuntu-22')
  const webBoot = volume({ name: 'web-1-boot', size: 20, status: 'IN_USE', bootable: true, server_id: web })
  volume({ name: 'data-1', size: 50, status: 'IN_USE', server_id: web })
  const db = server('db-1', 'STOPPED', 'flavor-std-1-2', 'image-debian-12')
  volume({ name: 'db-1-boot', size: 10, status: 'IN_USE', bootable: true, server_id: db })
  volume({ name: 'db-1-local', size: 40, status: 'IN_USE', storage_type: 'local', server_id: db })
  volume({ name: 'backup', size: 100, status: 'AVAILABLE' })
  volume({ name: 'scratch', size: 30, status: 'AVAILABLE' })

  const snapshotId = newId()
  const created = at()
  ctx.repos.snapshots.insert({
    id: snapshotId,
    project_id: project.id,
    server_id: web,
    volume_id: webBoot,
    name: `${spec.prefix}web-1-snapshot`,
    status: 'ACTIVE',
    type: 'FULL',
    size: 20,
    created_in: created,
    delete_date: isoAt(ctx.now() + ctx.clock.real(DAY_MS)),
  })
  scheduleExpiry(ctx, snapshotId)

  for (const name of ['laptop', 'ci-deploy']) {
    const keyName = `${spec.prefix}${name}`
    insertRow(ctx, keypairResource, { id: newId(), project_id: project.id, name: keyName, public_key: generateKeypair(keyName).public_key, created_in: at() })
  }

  const address = (seed: Pick<FloatingipRow, 'status' | 'server_id'> & Partial<FloatingipRow>): string => {
    const row = newFloatingipRow(ctx, project.id, { created_in: at(), ...seed })
    insertRow(ctx, floatingipResource, row)
    return row.id
  }
  address({ status: 'DOWN', server_id: null })
  address({ status: 'DOWN', server_id: null, ddos_protection: 1, ptr: `${spec.prefix}mail.example.com` })
  address({ status: 'ACTIVE', server_id: web, bandwidth_max_mbps: 1024, ptr: `${spec.prefix}www.example.com` })
  address({ status: 'ACTIVE', server_id: db })
  for (const kind of ctx.options.extraKinds) kind.seed?.(ctx, { project_id: project.id, prefix: spec.prefix, at })
  const reserving = address({ status: 'RESERVING', server_id: null })
  ctx.clock.schedule(stepName(floatingipResource, 'reserved'), reserving, DURATIONS.address_reserve)

  insertRow(ctx, apiTokenResource, { id: newId(), account_id: account.id, user_id: user.id, name: 'ci', hash: sha256(newSecret()), created_in: at() })
  seedPayments(ctx, account.id)
  seedBackups(ctx, project.id, web, spec.prefix === '')
  seedS3(ctx, { project_id: project.id, prefix: spec.prefix, at })
  seedDbaas(ctx, project.id, spec.prefix)
  seedVrouters(ctx, { project_id: project.id, prefix: spec.prefix, at })
  seedLoadbalancers(ctx, { project_id: project.id, prefix: spec.prefix, at, servers: [web, db] })
  seedDns(ctx, project.id, spec.prefix, base)
  seedTickets(ctx, account.id)
  seedStoppedProject(ctx, account.id, spec, base - DAY_MS)
  seedLicenses(ctx, { project_id: project.id, server_id: web, at })
  // a server in rescue (000 §4: rescue mode ACTIVE once the rescue system booted), on a local disk so that the
  // project's network volumes (and their limit) stay as they were
  const rescue = server('rescue-1', 'ACTIVE', 'flavor-std-1-1', 'image-ubuntu-20')
  ctx.repos.servers.setRescueMode(rescue, 'ACTIVE')
  volume({ name: 'rescue-1-local', size: 20, status: 'IN_USE', storage_type: 'local', bootable: true, server_id: rescue })
  seedReferrals(ctx, account.id)
  seedPayers(ctx, account.id)
  seedAcceptanceCerts(ctx, account.id)
  if (spec.prefix === '') seedCart(ctx, { account_id: account.id, user_id: user.id, project_id: project.id })
  seedAutopay(ctx, account.id)
}

/** Seeds an empty database once; later starts find the `seeded` setting and leave the data alone. */
export function seed(ctx: Ctx, options: { demo: boolean }): void {
  ctx.tx(() => {
    for (const flavor of FLAVORS) ctx.repos.catalogue.insertFlavor(flavor)
    for (const image of IMAGES) ctx.repos.catalogue.insertImage(image)
  })
  if (!options.demo || ctx.db.prepare('SELECT 1 FROM settings WHERE key = ?').get(SEEDED_KEY)) return
  const passwordHash = hashPasswordSync(DEMO_PASSWORD)
  const base = ctx.now() - 60 * MINUTE
  ctx.tx(() => {
    for (const spec of DEMO_ACCOUNTS) seedAccount(ctx, spec, passwordHash, base)
    ctx.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(SEEDED_KEY, isoAt(ctx.now()))
  })
}
