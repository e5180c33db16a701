// Server, snapshot and project lists in SQL answer exactly what the in-memory list answers (orders,
// filters on joined and computed fields, those left to memory, pages), and the limits' used counts (now
// counted in SQL) are what counting the rows gives.
import { afterAll, describe, expect, it } from 'vitest'
import type { Ctx } from '../../emulator/context'
import { presentProject } from '../../emulator/present/project'
import { presentServer } from '../../emulator/present/server'
import { presentSnapshot } from '../../emulator/present/snapshot'
import { useEmulator } from './harness'
import { expectSameList, type Pairs } from './list-compare'
import { seedLists } from './list-seed'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const seeded = seedLists(emulator.databasePath)
afterAll(() => seeded.db.close())

const { repos, projectId, accountId, serverIds } = seeded
const [s0] = serverIds as [string]
const PAGES: Pairs[] = [
  [],
  [
    ['limit', '5'],
    ['offset', '3'],
  ],
  [
    ['limit', '1'],
    ['offset', '0'],
  ],
  [['offset', '100']],
]

async function sweep(path: string, orders: readonly string[], filters: readonly Pairs[], all: () => readonly unknown[]): Promise<void> {
  for (const order of orders) for (const page of PAGES) await expectSameList(api, path, [...(order === '' ? [] : [['order', order] as const]), ...page], all)
  for (const filter of filters) {
    for (const order of ['', 'name', '-created_in']) await expectSameList(api, path, [...filter, ...(order === '' ? [] : [['order', order] as const]), ['limit', '10']], all)
  }
}

describe('server, snapshot and project lists in SQL answer as the in-memory list does', () => {
  it('servers', async () => {
    const servers = () => repos.servers.serversOf(projectId).map((row) => presentServer(repos, row))
    expect(servers().length).toBeGreaterThan(20)
    const orders = [
      '',
      'name',
      '-flavor.vcpus',
      'image.operation_system.distribution,-created_in',
      '-snapshots_count,name',
      'has_dedicated_vcpus',
      'disk_data.size',
      'guest_agent,-name',
      'rescue_mode,status',
      'flavor.ram,-id',
      'addresses.address',
    ]
    const filters: Pairs[] = [
      [['status__in', 'ACTIVE,STOPPED']],
      [['status__ne', 'ACTIVE']],
      [['flavor.cpu_type', 'DEDICATED']],
      [['flavor.vcpus__gte', '2']],
      [['flavor.ram__in', '4,8']],
      [['image.name__contains', 'WIN']],
      [['image.operation_system.os_family', 'linux']],
      [['snapshots_count__gte', '1']],
      [['snapshots_count', '0']],
      [['addresses.address__contains', '10.9.1']],
      [['has_dedicated_vcpus', 'true']],
      [['admin_key_status', 'NO']],
      [['guest_agent', 'false']],
      [['flavor.foo', 'null']],
      [['flavor.constructor__isnull', 'true']],
      [['image.operation_system.foo__isnull', 'true']],
      [['rescue_mode__not_in', 'NO']],
      [['volumes.id__isnull', 'false']],
      [['keypairs__isnull', 'false']],
      [['licenses.id__ne', 'x']],
      [['id', s0]],
    ]
    await sweep(`/projects/${projectId}/servers`, orders, filters, servers)
  })

  it('snapshots', async () => {
    const snapshots = () => repos.snapshots.snapshotsOf(projectId).map((row) => presentSnapshot(repos, row))
    expect(snapshots().length).toBeGreaterThan(30)
    const orders = ['', 'size', '-parent_server.name', 'parent_server.id,name', 'type,-delete_date', 'child_servers.name']
    const filters: Pairs[] = [
      [['parent_server.id__eq', s0]],
      [['parent_server.id', 'null']],
      [['parent_server.id__isnull', 'false']],
      [['parent_server.name__contains', 'srv-2']],
      [['parent_server__isnull', 'true']],
      [['status__in', 'ACTIVE,CREATING']],
      [['child_servers.status', 'ACTIVE']],
      [['type', 'FULL']],
      [['size__lt', '30']],
      [['delete_date__gt', '2026-01-03']],
    ]
    await sweep(`/projects/${projectId}/snapshots`, orders, filters, snapshots)
  })

  it('projects', async () => {
    const ctx = { repos, options: { extraKinds: [] } } as unknown as Ctx // presentProject reads the repositories only
    const projects = () => repos.projects.projectsOf(accountId).map((row) => presentProject(ctx, row))
    expect(projects().length).toBe(5) // the seed's main and staging projects, and the three made above
    const orders = ['', 'name', '-services.stopping_reason', 'stopping_reason,name', 'params.max_addresses_per_server,-created_in', 'limits.name']
    const filters: Pairs[] = [
      [['status', 'STOPPED']],
      [['stopping_reason', 'null']],
      [['stopping_reason__isnull', 'false']],
      [['services.status', 'ACTIVE']],
      [['services.foo', 'null']],
      [['limits.name', 'servers']],
      [['name', 'null']],
      [['params.max_addresses_per_server__lt', '20']],
    ]
    await sweep('/projects', orders, filters, projects)
  })

  it("limits: used is what counting the project's rows gives", async () => {
    const volumes = repos.volumes.volumesOf(projectId, 'volume')
    const addresses = repos.servers.addressesOfProject(projectId).filter((address) => address.external === 1 && address.type === 'FIXED')
    const used = Object.fromEntries((await api.get(`/projects/${projectId}/limits`)).body.result.map((limit: { name: string; used: number }) => [limit.name, limit.used]))
    expect(used).toMatchObject({
      servers: repos.servers.serversOf(projectId).length,
      volumes: volumes.length,
      'disk-space': volumes.reduce((sum, volume) => sum + volume.size, 0),
      addresses: addresses.length,
    })
  })
})
