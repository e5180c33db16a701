// A few hundred rows of every listed kind in demo's project, written through the emulator's repositories
// on a second connection to the test emulator's database: mixed statuses, sizes, attachments, names
// (Latin, Cyrillic, mixed case, the name "null"), free-text descriptions (astral and fullwidth characters),
// and created_in shared by several rows (ties). Pseudo-random with a fixed seed, so runs repeat.
import { createRepos, type Repos } from '../../emulator/db/index'
import { openDatabase, type Db } from '../../emulator/db/connection'
import { isoAt, newId } from '../../emulator/domain/ids'
import { FLAVORS, IMAGES } from '../../emulator/domain/catalogue'
import { DEMO } from './harness'

export interface SeededLists {
  db: Db
  repos: Repos
  projectId: string
  accountId: string
  serverIds: string[]
  snapshotIds: string[]
  /** created_in values that several volumes share */
  sharedDates: string[]
}

/** xorshift32: the same sequence every run */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

const VOLUME_STATUSES = ['AVAILABLE', 'IN_USE', 'CREATING', 'ERROR', 'DELETING', 'ATTACHING', 'PROCESSING']
const SERVER_STATUSES = ['ACTIVE', 'STOPPED', 'BUILDING', 'ERROR', 'REBOOTING']
const SNAPSHOT_STATUSES = ['ACTIVE', 'CREATING', 'ERROR', 'DELETING']
const RESCUE = ['NO', 'NO', 'ACTIVE', 'INITIALIZATION']
const NAMES = ['vol', 'Vol', 'VOLUME', 'Том', 'том', 'data.set', 'x_y', '10', 'null', 'Zeta', 'ёлка']
const DESCRIPTIONS = ['', 'plain', 'Plain text', '😀 emoji first', 'Ａ fullwidth', '\uFF61 halfwidth', 'İstanbul', 'KELVIN \u212A', 'null', 'ÿ', '🙂']

export function seedLists(databasePath: string, volumes = 300): SeededLists {
  const db = openDatabase(databasePath)
  const repos = createRepos(db)
  const user = repos.accounts.userByEmail(DEMO)
  const project = user ? repos.projects.projectsOf(user.account_id)[0] : undefined
  if (!user || !project) throw new Error('no demo project')
  const next = random(20260101)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const base = Date.parse('2026-01-01T00:00:00.000Z')
  // every date is shared by about three rows
  const dates = Array.from({ length: Math.ceil(volumes / 3) }, (_, index) => isoAt(base + index * 60_000))
  const serverIds: string[] = []
  const snapshotIds: string[] = []

  db.transaction(() => {
    for (let index = 0; index < 24; index += 1) {
      const id = newId()
      const flavor = pick(FLAVORS)
      const image = pick(IMAGES)
      repos.servers.insert({
        id,
        project_id: project.id,
        name: `${pick(NAMES)}-srv-${index % 7}`,
        status: pick(SERVER_STATUSES),
        rescue_mode: pick(RESCUE),
        flavor_id: flavor.id,
        image_id: image.id,
        source_snapshot_id: null,
        created_in: pick(dates),
      })
      for (let address = 0; address < index % 3; address += 1) {
        repos.servers.insertAddress({
          id: newId(),
          project_id: project.id,
          server_id: id,
          address: `10.9.${index}.${address + 1}`,
          type: address === 0 ? 'FIXED' : 'FLOATING',
          external: address % 2,
          is_primary: address === 0 ? 1 : 0,
          mask: 24,
          ddos_protection: 0,
          bandwidth_max_mbps: 100,
          created_in: pick(dates),
        })
      }
      serverIds.push(id)
    }
    for (let index = 0; index < volumes; index += 1) {
      const attached = next() < 0.4 ? pick(serverIds) : null
      repos.volumes.insert({
        id: newId(),
        project_id: project.id,
        name: `${pick(NAMES)}-${Math.floor(next() * 50)}`,
        description: pick(DESCRIPTIONS),
        size: 10 * (1 + Math.floor(next() * 12)),
        status: attached ? pick(['IN_USE', 'DETACHING', 'PROCESSING']) : pick(VOLUME_STATUSES),
        storage_type: next() < 0.8 ? 'volume' : 'local',
        bootable: attached && next() < 0.3 ? 1 : 0,
        server_id: attached,
        created_in: pick(dates),
      })
    }
    const volumeIds = repos.volumes.volumesOf(project.id).map((volume) => volume.id)
    for (let index = 0; index < 40; index += 1) {
      const id = newId()
      const created = pick(dates)
      repos.snapshots.insert({
        id,
        project_id: project.id,
        server_id: next() < 0.8 ? pick(serverIds) : null,
        volume_id: next() < 0.7 ? pick(volumeIds) : null,
        name: `${pick(NAMES)}-snap-${index % 9}`,
        status: pick(SNAPSHOT_STATUSES),
        type: pick(['FULL', 'PARTIAL']),
        size: 10 * (1 + (index % 5)),
        created_in: created,
        delete_date: isoAt(Date.parse(created) + 86_400_000),
      })
      snapshotIds.push(id)
    }
    // servers restored from snapshots: child_servers of the snapshot
    for (let index = 0; index < 6; index += 1) {
      const flavor = pick(FLAVORS)
      repos.servers.insert({
        id: newId(),
        project_id: project.id,
        name: `restored-${index}`,
        status: pick(SERVER_STATUSES),
        rescue_mode: 'NO',
        flavor_id: flavor.id,
        image_id: pick(IMAGES).id,
        source_snapshot_id: pick(snapshotIds),
        created_in: pick(dates),
      })
    }
    // more projects of the account, one stopped
    for (const [name, status, reason] of [
      ['Второй', 'ACTIVE', null],
      ['stopped', 'STOPPED', 'money'],
      ['null', 'ACTIVE', null],
    ] as const) {
      repos.projects.insert({ id: newId(), account_id: user.account_id, name, status, stopping_reason: reason, max_addresses_per_server: 16, created_in: pick(dates) })
    }
  })()
  return { db, repos, projectId: project.id, accountId: user.account_id, serverIds, snapshotIds, sharedDates: dates }
}
