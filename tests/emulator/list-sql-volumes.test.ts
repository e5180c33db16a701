// Volume lists in SQL answer exactly what the in-memory list answers: a few hundred volumes of mixed
// statuses, sizes, attachments, names and descriptions, with created_in shared by several rows; every order,
// filter and page, including those left to memory, and the 400s on bad parameters.
import { afterAll, describe, expect, it } from 'vitest'
import { presentVolume } from '../../emulator/present/volume'
import { useEmulator } from './harness'
import { expectSameList, type Pairs } from './list-compare'
import { seedLists } from './list-seed'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const seeded = seedLists(emulator.databasePath)
afterAll(() => seeded.db.close())

const { repos, projectId, serverIds, sharedDates } = seeded
const volumes = () => repos.volumes.volumesOf(projectId, 'volume').map((row) => presentVolume(repos, row))
const localDisks = () => repos.volumes.volumesOf(projectId, 'local').map((row) => presentVolume(repos, row))
const path = `/projects/${projectId}/volumes`
const [s0, s1] = serverIds as [string, string]
const snapshotOfVolume = repos.snapshots.snapshotsOf(projectId).find((snapshot) => snapshot.volume_id !== null)

const ORDERS = [
  '',
  '-created_in',
  'created_in',
  'name',
  '-name',
  'size',
  '-size',
  'status,-size',
  '-bootable,name',
  'attached_to_server.name',
  '-attached_to_server.name,-created_in',
  'attached_to_server.rescue_mode,size',
  '-attached_to_server.id',
  'description',
  '-description,name',
  'snapshots.id',
  'unknown',
  '-id',
  '+name',
  ' size , -created_in ',
  'storage_type,-created_in',
  'name.length,-size',
  'attached_to_server',
  'constructor,size',
  ',,-',
]

const FILTERS: Pairs[] = [
  [],
  [['status', 'AVAILABLE']],
  [['status__in', 'AVAILABLE,IN_USE']],
  [
    ['status__in', 'AVAILABLE'],
    ['status__in', 'ERROR'],
  ],
  [['status__in', '']],
  [['status__not_in', 'AVAILABLE,IN_USE']],
  [['status__not_in', '']],
  [['status__ne', 'IN_USE']],
  [
    ['status', 'IN_USE'],
    ['status', 'ERROR'],
  ],
  [['attached_to_server.id__eq', s0]],
  [['attached_to_server.id', 'null']],
  [['attached_to_server.id__ne', s0]],
  [['attached_to_server.id__in', `${s0},${s1},null`]],
  [['attached_to_server.id__not_in', `${s0},null`]],
  [['attached_to_server.id__isnull', 'true']],
  [['attached_to_server.id__isnull', '0']],
  [['attached_to_server.rescue_mode__in', 'ACTIVE,NO']],
  [['attached_to_server.name__contains', 'SRV-1']],
  [['attached_to_server.name__gt', 'n']],
  [['attached_to_server.name__lte', 'null']],
  [['size__gte', '50']],
  [['size__lt', 'abc']],
  [['size__gt', '']],
  [['size__lte', '1e2']],
  [['size__gt', '-Infinity']],
  [['size', '050']],
  [['size', '50']],
  [['size__in', '10,20,x,30.0']],
  [['size__ne', '40']],
  [['bootable', 'true']],
  [['bootable', 'false']],
  [['bootable__in', 'true,1']],
  [['bootable__lt', 't']],
  [['bootable__isnull', 'false']],
  [['name__contains', 'VOL']],
  [['name__contains', 'ТОМ']],
  [['name__contains', 'ёЛ']],
  [['name__contains', '%']],
  [['name', 'null']],
  [['name__gte', 'V']],
  [['name__lt', 'Том']],
  [['name__gt', '😀']],
  [['description__contains', 'k']],
  [['description__contains', 'i̇']],
  [['description', 'plain']],
  [['description', '']],
  [['description__gt', 'Plain']],
  [['description__lt', '😀']],
  [['description__in', ',plain,null']],
  [['created_in__gte', sharedDates[20] as string]],
  [['created_in__lt', sharedDates[40] as string]],
  [['created_in', sharedDates[10] as string]],
  [['snapshots.id__eq', snapshotOfVolume?.id ?? 'none']],
  [['snapshots__isnull', 'false']],
  [['foo', 'bar']],
  [['foo__isnull', 'true']],
  [['constructor__ne', 'x']],
  [['name.length__isnull', 'true']],
  [['attached_to_server.foo', 'null']],
  [['attached_to_server.constructor__isnull', 'true']],
  [['__proto__.x__isnull', 'true']],
  [['storage_type', 'local']],
  [['storage_type', 'volume']],
  [['project_id', projectId]],
  [
    [
      'id__in',
      volumes()
        .slice(0, 30)
        .map((volume) => volume.id)
        .join(','),
    ],
  ],
  [
    ['status__in', 'IN_USE,PROCESSING'],
    ['attached_to_server.id__eq', s0],
  ],
  [
    ['size__gte', '30'],
    ['name__contains', 'vol'],
    ['bootable', 'false'],
  ],
  [
    ['status__not_in', 'ERROR'],
    ['description__gt', 'a'],
  ],
]

const PAGES: Pairs[] = [
  [],
  [['limit', '20']],
  [
    ['limit', '20'],
    ['offset', '20'],
  ],
  [
    ['limit', '7'],
    ['offset', '193'],
  ],
  [['limit', '0']],
  [['offset', '5000']],
  [['limit', '5000']],
  [
    ['limit', ''],
    ['offset', ''],
  ],
]

describe('volume lists in SQL answer as the in-memory list does', () => {
  it('has a few hundred volumes, with ties in created_in', () => {
    const all = volumes()
    expect(all.length).toBeGreaterThan(200)
    expect(new Set(all.map((volume) => volume.created_in)).size).toBeLessThan(all.length * 0.5)
  })

  it('every order, on every page', async () => {
    for (const order of ORDERS) for (const page of PAGES) await expectSameList(api, path, [...(order === '' ? [] : [['order', order] as const]), ...page], volumes)
  })

  it('every filter, in the default and other orders, whole and paged', async () => {
    for (const filter of FILTERS) {
      for (const order of [[], [['order', 'name']], [['order', '-size,-created_in']]] as Pairs[]) {
        await expectSameList(api, path, [...filter, ...order], volumes)
        await expectSameList(api, path, [...filter, ...order, ['limit', '20'], ['offset', '10']], volumes)
      }
    }
  })

  it('pages of 20 in the default order join into the whole list: -created_in, then id ascending', async () => {
    const whole = (await api.get(`${path}?limit=1000`)).body
    const paged: { id: string; created_in: string }[] = []
    for (let offset = 0; offset < whole.count; offset += 20) {
      const page = (await api.get(`${path}?limit=20&offset=${offset}`)).body
      expect(page.count).toBe(whole.count)
      paged.push(...page.result)
    }
    expect(paged).toEqual(whole.result)
    for (let index = 1; index < paged.length; index += 1) {
      const [a, b] = [paged[index - 1], paged[index]] as [{ id: string; created_in: string }, { id: string; created_in: string }]
      expect(a.created_in > b.created_in || (a.created_in === b.created_in && a.id < b.id)).toBe(true)
    }
  })

  it('local disks: orders, filters and pages', async () => {
    const disksPath = `/projects/${projectId}/local-disks`
    for (const pairs of [
      [],
      [
        ['limit', '5'],
        ['offset', '5'],
      ],
      [['order', '-size']],
      [['storage_type', 'local']],
      [['storage_type', 'volume']],
      [
        ['status__in', 'IN_USE,ERROR'],
        ['order', 'name'],
      ],
      [['attached_to_server.id__isnull', 'false']],
    ] as Pairs[]) {
      await expectSameList(api, disksPath, pairs, localDisks)
    }
  })

  it('the same 400s on bad parameters, in the same precedence', async () => {
    for (const pairs of [
      [['limit', '-1']],
      [
        ['limit', 'abc'],
        ['status__like', 'A'],
      ],
      [['offset', '1.5']],
      [['status__like', 'A']],
      [
        ['order', 'name'],
        ['name__regex', 'x'],
      ],
      [['limit', '1e3']],
    ] as Pairs[]) {
      await expectSameList(api, path, pairs, volumes)
    }
  })
})
