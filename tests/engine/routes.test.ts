import { describe, expect, it } from 'vitest'
import { is } from '../../engine/define'
import { createRegistry } from '../../engine/registry'
import { buildPath, entityRoutes, hrefFor, pathFor, pathParams, routeIndex } from '../../engine/routes'
import type { EntityConfig } from '../../engine/types'

// Made-up configs with route tables shaped like the spec's (000 §2), so routes are tested without real entities.
function config(kind: string, routes: EntityConfig['routes']): EntityConfig {
  return { kind, spec: 'fixture', scope: 'project', service: kind, parent: null, name_field: 'name', ws_entity: kind, icon: 'box', routes, inputs: [], actions: {} }
}

const volume = config('volume', {
  page: { name: 'volume_details', path: '/lk/project/volumes/$id/details' },
  list: { name: 'volumes', path: '/lk/project/volumes/all' },
  local_disk_page: { name: 'local_disk_details', path: '/lk/project/volumes/local-disks/$id/details' },
  create: { name: 'new_volume', path: '/lk/project/volumes/new' },
})
const record = config('dns_record', {
  page: { name: 'dns_record_edit', path: '/lk/dns/domains/$domain_id/records/$id/edit' },
  list: { name: 'domain', path: '/lk/dns/domains/$domain_id/records' },
})
const nolist = config('profile', { page: { name: 'profile', path: '/lk/profile/personal' } })

describe('000 §2 routes, from every entity config (001 §3: default page route, list page route)', () => {
  it('entityRoutes lists kind, key, name and path of every routes entry', () => {
    expect(entityRoutes([volume, nolist])).toEqual([
      { kind: 'volume', key: 'page', name: 'volume_details', path: '/lk/project/volumes/$id/details' },
      { kind: 'volume', key: 'list', name: 'volumes', path: '/lk/project/volumes/all' },
      { kind: 'volume', key: 'local_disk_page', name: 'local_disk_details', path: '/lk/project/volumes/local-disks/$id/details' },
      { kind: 'volume', key: 'create', name: 'new_volume', path: '/lk/project/volumes/new' },
      { kind: 'profile', key: 'page', name: 'profile', path: '/lk/profile/personal' },
    ])
  })

  it('buildPath fills $param segments', () => {
    expect(buildPath('/lk/dns/domains/$domain_id/records/$id/edit', { domain_id: 7, id: 'r-1' })).toBe('/lk/dns/domains/7/records/r-1/edit')
    expect(buildPath('/lk/project/volumes/all', {})).toBe('/lk/project/volumes/all')
    expect(pathParams('/lk/dns/domains/$domain_id/records/$id/edit')).toEqual(['domain_id', 'id'])
  })

  it('buildPath throws on a missing param', () => {
    expect(() => buildPath('/lk/project/volumes/$id/details', {})).toThrow('Route param id is missing')
    expect(() => buildPath('/lk/project/volumes/$id/details', { id: null })).toThrow('Route param id is missing')
    expect(() => buildPath('/lk/project/volumes/$id/details', { id: '' })).toThrow('Route param id is missing')
  })

  it('buildPath encodes a param as one segment', () => {
    expect(buildPath('/lk/s3/$id/details', { id: 'a/b c' })).toBe('/lk/s3/a%2Fb%20c/details')
  })

  it('pathFor gives the page of an item by item.id, the list, and any route by key or by name', () => {
    const item = { id: 'vol-1', name: 'data' }
    expect(pathFor(volume, 'page', item)).toBe('/lk/project/volumes/vol-1/details')
    expect(pathFor(volume, 'list', item)).toBe('/lk/project/volumes/all')
    expect(pathFor(volume, 'local_disk_page', item)).toBe('/lk/project/volumes/local-disks/vol-1/details')
    expect(pathFor(volume, 'local_disk_details', item)).toBe('/lk/project/volumes/local-disks/vol-1/details')
    expect(pathFor(record, 'page', { id: 'r-1', domain_id: 'd-9' })).toBe('/lk/dns/domains/d-9/records/r-1/edit')
    expect(pathFor(record, 'list', {}, { domain_id: 'd-9' })).toBe('/lk/dns/domains/d-9/records')
  })

  it('pathFor throws for a route the config does not have, and for an item without id', () => {
    expect(() => pathFor(nolist, 'list')).toThrow('Route list not found for entity profile')
    expect(() => pathFor(volume, 'page', { name: 'no id' })).toThrow('Route param id is missing')
  })

  it('routeIndex maps route names to paths, and a name bound to two paths is a config defect', () => {
    expect(routeIndex([volume, record]).get('dns_record_edit')).toBe('/lk/dns/domains/$domain_id/records/$id/edit')
    const sameList = config('local_disk', { list: { name: 'volumes', path: '/lk/project/volumes/all' } })
    expect(routeIndex([volume, sameList]).get('volumes')).toBe('/lk/project/volumes/all')
    const clash = config('other', { list: { name: 'volumes', path: '/lk/other' } })
    expect(() => routeIndex([volume, clash])).toThrow('Route volumes has two paths')
  })
})

describe('hrefFor: entrance and redirect params the route path does not name go to the query string', () => {
  it('fills the path params and puts the others in a query sorted by name', () => {
    expect(hrefFor('/lk/dbaas/new_cluster', { backup: 'b-1' })).toBe('/lk/dbaas/new_cluster?backup=b-1')
    expect(hrefFor('/lk/dns/domains/$parent_id/records/$id/edit', { id: 'r-1', parent_id: 'd-9' })).toBe('/lk/dns/domains/d-9/records/r-1/edit')
    expect(hrefFor('/lk/project/servers/$id/volumes', { id: 's-1', z: 1, a: 'x', m: true })).toBe('/lk/project/servers/s-1/volumes?a=x&m=true&z=1')
    expect(hrefFor('/lk/project/volumes/all')).toBe('/lk/project/volumes/all')
  })

  it('drops undefined and null params (an optional query is left out); keeps 0, false and empty text', () => {
    expect(hrefFor('/lk/dbaas/new_cluster', { backup: undefined })).toBe('/lk/dbaas/new_cluster')
    expect(hrefFor('/lk/dbaas/new_cluster', { backup: null, order: 0, flag: false, hash: '' })).toBe('/lk/dbaas/new_cluster?flag=false&hash=&order=0')
  })

  it('URL-encodes names and values; an object value is sent as JSON (000 §2: back query as JSON)', () => {
    expect(hrefFor('/lk/cart', { hash: 'a b&c=d' })).toBe('/lk/cart?hash=a%20b%26c%3Dd')
    expect(hrefFor('/lk/project/floatingips/$id/details', { id: 'f 1', back: { name: 'servers_all' } })).toBe('/lk/project/floatingips/f%201/details?back=%7B%22name%22%3A%22servers_all%22%7D')
  })

  it('a path param is never moved to the query: when it is missing, null or empty it throws as buildPath does', () => {
    expect(() => hrefFor('/lk/project/volumes/$id/details', { volume_id: 'v-1' })).toThrow('Route param id is missing')
    expect(() => hrefFor('/lk/project/volumes/$id/details', { id: null })).toThrow('Route param id is missing')
  })
})

describe('resolveRedirect params', () => {
  const box = {
    ...config('box', { page: { name: 'box_details', path: '/lk/boxes/$id' } }),
    actions: {
      open: {
        scope: 'item' as const,
        spec: 'fixture',
        redirects: [{ when: is('item.locked', true), name: 'locked', route: 'shelf', params: { id: 'item.shelf.id', from: 'item.id' }, spec: 'fixture' }],
      },
    },
  }
  const registry = createRegistry([box])

  it('are read from the context as text', () => {
    expect(registry.resolveRedirect('box', 'open', { item: { id: 7, locked: true, shelf: { id: 's-1' } } })).toEqual({ name: 'locked', route: 'shelf', params: { id: 's-1', from: '7' } })
  })

  it('leave out a param with no value, never the text "undefined" (so hrefFor throws on a missing path param or drops a query)', () => {
    expect(registry.resolveRedirect('box', 'open', { item: { id: 7, locked: true } })).toEqual({ name: 'locked', route: 'shelf', params: { from: '7' } })
    expect(registry.resolveRedirect('box', 'open', { item: { id: 7, locked: true, shelf: null } })?.params).toEqual({ from: '7' })
  })
})
