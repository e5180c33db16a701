// A live `updated` event and the cached lists filtered by more than the project (volumes/attached, servers/active):
// the item leaves or joins them in place where the browser can tell, with no call; a list it cannot judge asks
// for its first part again, that one part only. And an answer on its way when an event lands (an action's
// refetch racing the socket) never puts the older state back.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINTS } from '../support/endpoints'
import { applyLiveEvent } from '../../src/live/applyEvent'
import type { EntityEvent } from '../../src/live/events'
import { apiQueryOptions, apiKey, pagesKey } from '../../src/query/apiQuery'
import { at, countingApi, countsOf, parts, rowsOf, settle, watched, type Item } from './liveLists'

const volume = (n: number, extra: Partial<Item> = {}): Item => ({
  id: `v${n}`,
  name: `vol-${n}`,
  status: 'AVAILABLE',
  storage_type: 'volume',
  attached_to_server: null,
  created_in: at(n),
  project_id: 'p1',
  ...extra,
})
const updated = (data: Item): EntityEvent => ({ type: 'entity', entity: 'volume', action: 'updated', id: data.id, project_id: 'p1', data })

let stop: (() => void)[] = []
afterEach(() => {
  for (const unsubscribe of stop) unsubscribe()
  stop = []
})

describe('an updated event in the filtered lists', () => {
  const available = { project_id: 'p1', status__in: ['AVAILABLE'] }
  const inUse = { project_id: 'p1', status__in: ['IN_USE'] }

  it('leaves the list it no longer passes, one less in every count, and joins the one it now passes: no call', async () => {
    const queryClient = new QueryClient()
    const free = [volume(3), volume(2), volume(1)]
    const used = [volume(5, { status: 'IN_USE' }), volume(0, { status: 'IN_USE' })]
    queryClient.setQueryData(pagesKey(ENDPOINTS.volumes, available, 20), parts(free, 20))
    queryClient.setQueryData(pagesKey(ENDPOINTS.volumes, inUse, 20), parts(used, 20))
    const { api: client, calls } = countingApi(() => [])
    watched(queryClient, available, client, stop)
    watched(queryClient, inUse, client, stop)

    applyLiveEvent(queryClient, updated(volume(2, { status: 'IN_USE' })))
    await settle()

    expect(calls).toHaveLength(0)
    const left = queryClient.getQueryData(pagesKey(ENDPOINTS.volumes, available, 20))
    expect(rowsOf(left).map((row) => row.id)).toEqual(['v3', 'v1'])
    expect(new Set(countsOf(left))).toEqual(new Set([2]))
    const joined = queryClient.getQueryData(pagesKey(ENDPOINTS.volumes, inUse, 20))
    // newest first: v5, then v2, then v0
    expect(rowsOf(joined).map((row) => row.id)).toEqual(['v5', 'v2', 'v0'])
    expect(new Set(countsOf(joined))).toEqual(new Set([3]))
  })

  it('a list with parts still to load: counted from the state the cache knew before (the item leaves an unloaded part)', async () => {
    const queryClient = new QueryClient()
    const free = Array.from({ length: 100 }, (_, n) => volume(1000 - n))
    // the first part only (20 of 100); v950 (row 50) is in a part not loaded; its details are cached
    queryClient.setQueryData(pagesKey(ENDPOINTS.volumes, available, 20), parts(free, 20, 1))
    queryClient.setQueryData(apiKey(ENDPOINTS.volume, { id: 'v950' }), volume(950))
    const { api: client, calls } = countingApi(() => [])
    watched(queryClient, available, client, stop)

    applyLiveEvent(queryClient, updated({ id: 'v950', status: 'IN_USE' }))
    await settle()

    expect(calls).toHaveLength(0)
    const data = queryClient.getQueryData(pagesKey(ENDPOINTS.volumes, available, 20))
    expect(rowsOf(data)).toHaveLength(20)
    expect(new Set(countsOf(data))).toEqual(new Set([99]))
    expect(queryClient.getQueryData(apiKey(ENDPOINTS.volume, { id: 'v950' }))).toMatchObject({ status: 'IN_USE', name: 'vol-950' })
  })

  it('an item the cache knew nothing of, with parts still to load: only the first part is asked for again', async () => {
    const queryClient = new QueryClient()
    const free = Array.from({ length: 100 }, (_, n) => volume(1000 - n))
    const key = pagesKey(ENDPOINTS.volumes, available, 20)
    // two parts loaded (rows 0-39); v950 is row 50
    queryClient.setQueryData(key, parts(free, 20, 2))
    const after = free.filter((row) => row.id !== 'v950')
    const { api: client, calls } = countingApi(() => after)
    watched(queryClient, available, client, stop)

    applyLiveEvent(queryClient, updated(volume(950, { status: 'IN_USE' })))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()

    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ offset: 0 })
    expect(rowsOf(queryClient.getQueryData(key))).toHaveLength(20)
    expect(new Set(countsOf(queryClient.getQueryData(key)))).toEqual(new Set([99]))
  })
})

describe('an answer on its way when an event lands', () => {
  it('a list refetch answered before the event is dropped and asked anew: the row keeps the newer status', async () => {
    const queryClient = new QueryClient()
    const params = { project_id: 'p1' }
    const key = pagesKey(ENDPOINTS.volumes, params, 20)
    let rows = [volume(1, { status: 'ATTACHING' })]
    const { api: client, calls } = countingApi(() => rows, 50)
    queryClient.setQueryData(key, parts(rows, 20))
    watched(queryClient, params, client, stop)

    // the action's refetch: the API answers ATTACHING at once; the answer takes 50 ms to arrive
    void queryClient.invalidateQueries({ queryKey: key })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    // then the volume becomes IN_USE, and its event arrives before that answer
    rows = [volume(1, { status: 'IN_USE' })]
    applyLiveEvent(queryClient, updated(rows[0] as Item))
    expect(rowsOf(queryClient.getQueryData(key))[0]).toMatchObject({ status: 'IN_USE' })

    await vi.waitFor(() => expect(calls).toHaveLength(2))
    await settle()
    await settle()
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle')
    expect(rowsOf(queryClient.getQueryData(key))[0]).toMatchObject({ status: 'IN_USE' })
  })

  it('so is a details refetch, even with no page watching it (a route loader’s prefetch)', async () => {
    const queryClient = new QueryClient()
    let item = volume(1, { status: 'DETACHING' })
    const { api: client, calls } = countingApi(() => [item], 50)
    const options = apiQueryOptions<Item>(ENDPOINTS.volume, { id: 'v1' }, client)
    void queryClient.prefetchQuery(options)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    item = volume(1, { status: 'AVAILABLE' })
    applyLiveEvent(queryClient, updated(item))

    await vi.waitFor(() => expect(calls).toHaveLength(2))
    await settle()
    await settle()
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({ status: 'AVAILABLE' })
  })
})
