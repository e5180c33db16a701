// The live-update table (STYLE.md; 000 §2: a detail page returns to its list when a delete event arrives):
// created/updated patch lists and details, deleted removes and marks, balance replaces the balance.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../support/endpoints'
import { applyLiveEvent, kindOfEvent, kindsOfEvent } from '../../src/live/applyEvent'
import { isDeletedItem, LIVE_TABLE } from '../../src/live/eventTable'
import { parseLiveEvent, type EntityEvent } from '../../src/live/events'
import { apiKey, pagesKey } from '../../src/query/apiQuery'

const v1 = { id: 'v1', name: 'data', status: 'AVAILABLE', size: 10 }
const v2 = { id: 'v2', name: 'logs', status: 'IN_USE', size: 20 }

const listKey = apiKey(ENDPOINTS.volumes, { project_id: 'p1' })
const pagedKey = pagesKey(ENDPOINTS.volumes, { project_id: 'p1' }, 20)
const filteredKey = pagesKey(ENDPOINTS.volumes, { project_id: 'p1', status__in: ['AVAILABLE'] }, 20)
const detailKey = apiKey(ENDPOINTS.volume, { id: 'v1' })
const serverKey = apiKey(ENDPOINTS.server, { id: 's1' })

function cached() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(listKey, { result: [v1, v2], count: 2 })
  queryClient.setQueryData(pagedKey, {
    pages: [
      { result: [v1], count: 2 },
      { result: [v2], count: 2 },
    ],
    pageParams: [0, 1],
  })
  queryClient.setQueryData(filteredKey, { pages: [{ result: [v1], count: 1 }], pageParams: [0] })
  queryClient.setQueryData(detailKey, v1)
  queryClient.setQueryData(serverKey, { id: 's1', volumes: [] })
  return queryClient
}

const event = (action: EntityEvent['action'], data: Record<string, unknown>, entity = 'volume'): EntityEvent => ({ type: 'entity', entity, action, id: String(data.id), project_id: 'p1', data })

describe('the live-update table', () => {
  it('has a row for every kind the configs give sources, named by their websocket names', () => {
    expect(Object.keys(LIVE_TABLE).sort()).toEqual([
      'acceptance_cert',
      'api_token',
      'autopay',
      'backup_plan',
      'cart',
      'dbaas_cluster',
      'dbaas_cluster_backup',
      'dbaas_database',
      'dbaas_database_backup',
      'dns_domain',
      'dns_record',
      'floatingip',
      'invoice',
      'keypair',
      'loadbalancer',
      'loadbalancer_rule',
      'payer',
      'payment',
      'profile',
      'project',
      'referral',
      's3_bucket',
      's3_user',
      'server',
      'server_backup',
      'server_license',
      'snapshot',
      'ticket',
      'volume',
      'vrouter',
    ])
    expect(kindOfEvent('volume')).toBe('volume')
    // 000 §6: the websocket carries entity updates plus address: the floating IPs'
    expect(kindOfEvent('address')).toBe('floatingip')
    expect(kindOfEvent('project')).toBe('project')
    // 001 §7: dbaas_backup events: every kind showing backups hears them (of a cluster, of a database)
    expect(kindsOfEvent('dbaas_backup')).toEqual(expect.arrayContaining(['dbaas_cluster_backup', 'dbaas_database_backup']))
  })

  it('updated: patches the item in every cached list, plain and paged, and in its details', () => {
    const queryClient = cached()
    const attached = { ...v1, status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' } }
    expect(applyLiveEvent(queryClient, event('updated', attached))).toBe(true)

    expect(queryClient.getQueryData<{ result: object[] }>(listKey)?.result[0]).toMatchObject({ id: 'v1', status: 'IN_USE', name: 'data' })
    expect(queryClient.getQueryData<{ pages: { result: object[] }[] }>(pagedKey)?.pages[0]?.result[0]).toMatchObject({ status: 'IN_USE' })
    expect(queryClient.getQueryData(detailKey)).toMatchObject({ status: 'IN_USE', attached_to_server: { id: 's1' } })
    // the other item is untouched
    expect(queryClient.getQueryData<{ result: object[] }>(listKey)?.result[1]).toBe(v2)
    // the list of AVAILABLE volumes loses it in place, one less in its count; nothing asks the API again
    expect(queryClient.getQueryData(filteredKey)).toEqual({ pages: [{ result: [], count: 0 }], pageParams: [0] })
    expect(queryClient.getQueryState(filteredKey)?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)
    // the server that now holds it refetches (its answer embeds its volumes)
    expect(queryClient.getQueryState(serverKey)?.isInvalidated).toBe(true)
  })

  it('deleted: removes the item from every list with the count one less, and marks its details deleted', () => {
    const queryClient = cached()
    applyLiveEvent(queryClient, event('deleted', { ...v1, status: 'DELETING' }))

    expect(queryClient.getQueryData(listKey)).toEqual({ result: [v2], count: 1 })
    const paged = queryClient.getQueryData<{ pages: { result: object[]; count: number }[] }>(pagedKey)
    expect(paged?.pages.map((page) => page.result)).toEqual([[], [v2]])
    expect(paged?.pages.map((page) => page.count)).toEqual([1, 1])
    const detail = queryClient.getQueryData(detailKey)
    expect(isDeletedItem(detail)).toBe(true)
    expect(detail).toMatchObject({ id: 'v1', name: 'data' })
  })

  it('created, with an item the lists cannot judge (no storage_type, which /volumes and /local-disks part by): they ask again', () => {
    const queryClient = cached()
    applyLiveEvent(queryClient, event('created', { id: 'v3', name: 'new', status: 'CREATING' }))
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(pagedKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false)
  })

  it('patches a server event into the server details and leaves volumes alone', () => {
    const queryClient = cached()
    applyLiveEvent(queryClient, event('updated', { id: 's1', status: 'STOPPED' }, 'server'))
    expect(queryClient.getQueryData(serverKey)).toMatchObject({ id: 's1', status: 'STOPPED' })
    expect(queryClient.getQueryData(detailKey)).toBe(v1)
  })

  it('balance: replaces the cached balance', () => {
    const queryClient = cached()
    queryClient.setQueryData(apiKey(ENDPOINTS.balance), { balance: 100 })
    const balance = parseLiveEvent(JSON.stringify({ type: 'balance', data: { balance: 42.5, days_left_until_zero: 3 } }))
    expect(balance).toBeDefined()
    applyLiveEvent(queryClient, balance!)
    expect(queryClient.getQueryData(apiKey(ENDPOINTS.balance))).toEqual({ balance: 42.5, days_left_until_zero: 3 })
  })

  it('ignores what it has no row for, and messages that are not events', () => {
    const queryClient = cached()
    expect(applyLiveEvent(queryClient, event('updated', { id: 'x' }, 'no_such_entity'))).toBe(false)
    expect(parseLiveEvent('not json')).toBeUndefined()
    expect(parseLiveEvent({ type: 'entity', entity: 'volume', action: 'exploded', id: 'v1' })).toBeUndefined()
  })
})
