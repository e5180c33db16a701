// A live `created` event puts the new item into the cached lists it belongs to, where their order puts it (newest
// first: the top of the first part), one more in their count, without asking the API: a progressive list of
// 10,000 loaded rows (500 parts) makes no call. Only lists whose filters it passes take it (status__in,
// storage_type through the endpoint, <ref>.id__isnull, the project); a list whose filters cannot be judged in the
// browser asks for its first part again, that one part only.
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINTS } from '../support/endpoints'
import type { ListResponse, Params } from '../../src/api/types'
import { applyLiveEvent } from '../../src/live/applyEvent'
import type { EntityEvent } from '../../src/live/events'
import { matchesFilters } from '../../src/live/listMatch'
import { apiAllOptions, allKey, apiKey, pagesKey } from '../../src/query/apiQuery'
import { at, countingApi, countsOf, parts as partsOf, rowsOf, settle, watched, type Item } from './liveLists'

const volume = (n: number, extra: Partial<Item> = {}): Item => ({
  id: `v${n}`,
  name: `vol-${n}`,
  size: 10,
  status: 'AVAILABLE',
  storage_type: 'volume',
  bootable: false,
  attached_to_server: null,
  created_in: at(n),
  description: '',
  snapshots: [],
  project_id: 'p1',
  ...extra,
})

/** the API's answer to a created volume: the newest of all */
const fresh = (extra: Partial<Item> = {}) => volume(20_000, { id: 'new', name: 'new', status: 'CREATING', ...extra })

const created = (data: Item, entity = 'volume', project_id = 'p1'): EntityEvent => ({ type: 'entity', entity, action: 'created', id: data.id, project_id, data })

/** `total` rows newest first (row 0 the newest), cached as loaded parts of `size` rows */
const parts = (total: number, size: number, row: (n: number) => Item = (n) => volume(total - n)) =>
  partsOf(
    Array.from({ length: total }, (_, n) => row(n)),
    size,
  )

let stop: (() => void)[] = []
afterEach(() => {
  for (const unsubscribe of stop) unsubscribe()
  stop = []
})

describe('a created event in a cached list', () => {
  it('10,000 loaded rows: the new volume is on top of the first part, every count one more, and no call', async () => {
    const queryClient = new QueryClient()
    const params = { project_id: 'p1', order: '-created_in' }
    const key = pagesKey(ENDPOINTS.volumes, params, 20)
    const loaded = parts(10_000, 20)
    queryClient.setQueryData(key, loaded)
    const { api, calls } = countingApi(() => [])
    watched(queryClient, params, api, stop)

    expect(applyLiveEvent(queryClient, created(fresh()))).toBe(true)
    await settle()

    expect(calls).toHaveLength(0)
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)
    const data = queryClient.getQueryData(key)
    const rows = rowsOf(data)
    expect(rows).toHaveLength(10_001)
    expect(rows[0]).toMatchObject({ id: 'new', status: 'CREATING' })
    expect(rows.slice(1).map((row) => row.id)).toEqual(loaded.pages.flatMap((page) => page.result).map((row) => row.id))
    const pages = (data as { pages: ListResponse<Item>[] }).pages
    expect(pages).toHaveLength(500)
    expect(pages[0]?.result).toHaveLength(21)
    expect(new Set(countsOf(data))).toEqual(new Set([10_001]))
    // the rows of the other parts are the same objects: nothing there is drawn again
    expect(pages[1]?.result).toBe(loaded.pages[1]?.result)
    expect(pages[499]?.result).toBe(loaded.pages[499]?.result)
  })

  it('a filter the browser cannot judge (contains): only the first part is asked for again, once', async () => {
    const queryClient = new QueryClient()
    const params = { project_id: 'p1', order: '-created_in', name__contains: 'vol' }
    const key = pagesKey(ENDPOINTS.volumes, params, 20)
    queryClient.setQueryData(key, parts(10_000, 20))
    const after = [fresh(), ...parts(10_000, 20).pages.flatMap((page) => page.result)]
    const { api, calls } = countingApi(() => after)
    watched(queryClient, params, api, stop)

    applyLiveEvent(queryClient, created(fresh()))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'))
    await settle()

    expect(calls).toEqual([expect.objectContaining({ limit: 20, offset: 0, name__contains: 'vol' })])
    const data = queryClient.getQueryData(key)
    expect(rowsOf(data).map((row) => row.id)).toEqual(after.slice(0, 20).map((row) => row.id))
    expect(countsOf(data)).toEqual([10_001])
  })

  it('takes the item only into the lists whose filters it passes', () => {
    const queryClient = new QueryClient()
    const list = (params: Params) => pagesKey(ENDPOINTS.volumes, { project_id: 'p1', order: '-created_in', ...params }, 20)
    const keys: Record<string, QueryKey> = {
      all: list({}),
      attached: list({ 'attached_to_server.id__isnull': false }),
      unattached: list({ 'attached_to_server.id__isnull': true }),
      available: list({ status__in: ['AVAILABLE'] }),
      becoming: list({ status__in: ['CREATING', 'AVAILABLE'] }),
      disks: pagesKey(ENDPOINTS.local_disks, { project_id: 'p1', order: '-created_in' }, 20),
      other_project: pagesKey(ENDPOINTS.volumes, { project_id: 'p2', order: '-created_in' }, 20),
      of_server: list({ 'attached_to_server.id__eq': 's1' }),
    }
    const before = new Map(Object.keys(keys).map((name) => [name, parts(3, 20)]))
    for (const [name, key] of Object.entries(keys)) queryClient.setQueryData(key, before.get(name))

    applyLiveEvent(queryClient, created(fresh()))

    const top = (name: string) => rowsOf(queryClient.getQueryData(keys[name] as QueryKey))[0]?.id
    for (const name of ['all', 'unattached', 'becoming']) {
      expect(top(name), name).toBe('new')
      expect(countsOf(queryClient.getQueryData(keys[name] as QueryKey)), name).toEqual([4])
    }
    // a network volume is neither attached, nor AVAILABLE yet, nor a local disk, nor of another project
    for (const name of ['attached', 'available', 'disks', 'other_project', 'of_server']) {
      expect(queryClient.getQueryData(keys[name] as QueryKey), name).toBe(before.get(name))
      expect(queryClient.getQueryState(keys[name] as QueryKey)?.isInvalidated, name).toBe(false)
    }

    // a local disk, attached or not, is listed by /local-disks only, never by /volumes
    applyLiveEvent(queryClient, created(fresh({ id: 'd-new', storage_type: 'local', attached_to_server: { id: 's1', rescue_mode: 'NO' } })))
    expect(top('disks')).toBe('d-new')
    expect(queryClient.getQueryData(keys.attached as QueryKey)).toBe(before.get('attached'))
    expect(queryClient.getQueryData(keys.of_server as QueryKey)).toBe(before.get('of_server'))
    expect(top('all')).toBe('new')
  })

  it('a list of the local disks filtered by attachment takes an attached local disk', () => {
    const queryClient = new QueryClient()
    const attached = pagesKey(ENDPOINTS.local_disks, { project_id: 'p1', order: '-created_in', 'attached_to_server.id__isnull': false }, 20)
    const ofServer = pagesKey(ENDPOINTS.local_disks, { project_id: 'p1', order: '-created_in', 'attached_to_server.id__eq': 's1' }, 20)
    queryClient.setQueryData(attached, parts(2, 20))
    queryClient.setQueryData(ofServer, parts(2, 20))
    applyLiveEvent(queryClient, created(fresh({ id: 'd-new', storage_type: 'local', status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' } })))
    expect(rowsOf(queryClient.getQueryData(attached))[0]?.id).toBe('d-new')
    expect(rowsOf(queryClient.getQueryData(ofServer))[0]?.id).toBe('d-new')
  })

  it('plain lists: a one-row count list keeps one row with the count one more; a whole list takes it on top', () => {
    const queryClient = new QueryClient()
    const counted = apiKey(ENDPOINTS.volumes, { project_id: 'p1', limit: 1 })
    const whole = allKey(ENDPOINTS.servers, { project_id: 'p1', order: '-created_in' })
    queryClient.setQueryData(counted, { result: [volume(5)], count: 5 })
    queryClient.setQueryData(whole, { result: [{ id: 's1', status: 'ACTIVE', created_in: at(1) }], count: 1 })

    applyLiveEvent(queryClient, created(fresh()))
    applyLiveEvent(queryClient, created({ id: 's2', name: 'db-1', status: 'BUILDING', created_in: at(2), project_id: 'p1' }, 'server'))

    expect(queryClient.getQueryData(counted)).toEqual({ result: [expect.objectContaining({ id: 'new' })], count: 6 })
    expect(queryClient.getQueryData<ListResponse<Item>>(whole)?.result.map((row) => row.id)).toEqual(['s2', 's1'])
    expect(queryClient.getQueryData<ListResponse<Item>>(whole)?.count).toBe(2)
  })

  it('puts it where another order puts it, or leaves it to a part not loaded yet (only the count grows)', () => {
    const queryClient = new QueryClient()
    // by size ascending: 10, 20, 30 | 40, 50 loaded of 8
    const bySize = pagesKey(ENDPOINTS.volumes, { project_id: 'p1', order: 'size' }, 3)
    const sized = (sizes: number[]) => sizes.map((size, n) => volume(n, { id: `s${size}`, size }))
    queryClient.setQueryData(bySize, {
      pages: [
        { result: sized([10, 20, 30]), count: 8 },
        { result: sized([40, 50]), count: 8 },
      ],
      pageParams: [0, 3],
    })

    applyLiveEvent(queryClient, created(fresh({ id: 'mid', size: 35 })))
    expect(rowsOf(queryClient.getQueryData(bySize)).map((row) => row.id)).toEqual(['s10', 's20', 's30', 'mid', 's40', 's50'])
    expect(countsOf(queryClient.getQueryData(bySize))).toEqual([9, 9])

    applyLiveEvent(queryClient, created(fresh({ id: 'big', size: 900 })))
    expect(rowsOf(queryClient.getQueryData(bySize)).map((row) => row.id)).not.toContain('big')
    expect(countsOf(queryClient.getQueryData(bySize))).toEqual([10, 10])
  })

  it('an item a list already holds (its refetch came first) is patched, not added twice', () => {
    const queryClient = new QueryClient()
    const key = pagesKey(ENDPOINTS.volumes, { project_id: 'p1', order: '-created_in' }, 20)
    queryClient.setQueryData(key, { pages: [{ result: [fresh({ status: 'AWAITING' }), volume(1)], count: 2 }], pageParams: [0] })
    applyLiveEvent(queryClient, created(fresh()))
    expect(rowsOf(queryClient.getQueryData(key)).map((row) => [row.id, row.status])).toEqual([
      ['new', 'CREATING'],
      ['v1', 'AVAILABLE'],
    ])
    expect(countsOf(queryClient.getQueryData(key))).toEqual([2])
  })

  it('an item that leaves out a field a filter reads is not judged: that list asks again', () => {
    const queryClient = new QueryClient()
    const key = pagesKey(ENDPOINTS.volumes, { project_id: 'p1', order: '-created_in', status__in: ['CREATING'] }, 20)
    queryClient.setQueryData(key, parts(60, 20))
    applyLiveEvent(queryClient, created({ id: 'partial', name: 'partial', created_in: at(99_999) }))
    // its first part only is kept, to be asked for again
    expect((queryClient.getQueryData(key) as { pages: unknown[] }).pages).toHaveLength(1)
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})

describe('the filters judged in the browser', () => {
  const item = volume(1, { status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' }, snapshots: [{ id: 'sn1' }] })
  it.each([
    [{ status__in: ['IN_USE', 'AVAILABLE'] }, true],
    [{ status__in: 'AVAILABLE,ERROR' }, false],
    [{ storage_type: 'volume' }, true],
    [{ storage_type: 'local' }, false],
    [{ 'attached_to_server.id__eq': 's1' }, true],
    [{ 'attached_to_server.id__isnull': false }, true],
    [{ 'attached_to_server.id__isnull': 'true' }, false],
    [{ status__ne: 'IN_USE' }, false],
    [{ status__not_in: ['ERROR'] }, true],
    [{ 'snapshots.id__eq': 'sn1' }, true],
    [{ bootable: false }, true],
    [{ size__gte: 5 }, undefined],
    [{ name__contains: 'vol' }, undefined],
    [{ name__contains: 'vol', storage_type: 'local' }, false],
    [{ nothing__isnull: true }, undefined],
  ] as [Params, boolean | undefined][])('%j → %s', (params, expected) => {
    expect(matchesFilters(item, params)).toBe(expected)
  })

  it('an unattached volume passes attached_to_server.id__isnull=true', () => {
    expect(matchesFilters(volume(2), { 'attached_to_server.id__isnull': true })).toBe(true)
    expect(matchesFilters(volume(2), { 'attached_to_server.id__isnull': false })).toBe(false)
  })
})

describe('a whole list (the related items of a list page)', () => {
  it('is read part after part while the count says more', async () => {
    const rows = Array.from({ length: 2500 }, (_, n) => ({ id: `s${n}` }))
    const { api, calls } = countingApi(() => rows)
    const queryClient = new QueryClient()
    const answer = await queryClient.fetchQuery(apiAllOptions<Item>(ENDPOINTS.servers, { project_id: 'p1', order: '-created_in' }, api))
    expect(answer.result).toHaveLength(2500)
    expect(answer.count).toBe(2500)
    expect(calls.map((query) => [query.limit, query.offset])).toEqual([
      [1000, 0],
      [1000, 1000],
      [1000, 2000],
    ])
  })
})
