// @vitest-environment jsdom
// Entity routes are generated from the configs (000 §2 routes; entities/<kind>.ts routes and list.filters):
// the place where the entity pages plug in (src/router/entityPages.ts).
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../entities/server'
import { snapshot } from '../../entities/snapshot'
import { volume } from '../../entities/volume'
import { routeDataOf } from '../../engine/routes'
import type { EntityPageSet } from '../../src/router/entityPages'
import { ENTITY_PAGES } from '../../src/router/entityPages'
import { createEntityRoutes, entityMenuItems, entityRouteSpecs } from '../../src/router/entityRoutes'
import { menuEntries } from '../../src/shell/menu'

afterEach(cleanup)

const List = () => null
const Details = () => null

const pages: EntityPageSet[] = [
  {
    entity: routeDataOf(server),
    list: { component: List },
    details: { routes: ['page', 'access', 'network', 'snapshots', 'volumes', 'rescue', 'licenses', 'backups'], component: Details },
    redirects: { servers: 'list', details: 'page' },
  },
  { entity: routeDataOf(volume), list: { component: List }, details: { routes: ['page', 'local_disk_page'], component: Details } },
  { entity: routeDataOf(snapshot), list: { component: List }, details: { routes: ['page'], component: Details } },
]

describe('entity routes from the configs', () => {
  it('give a list route per filter and the details routes the page set names', () => {
    const paths = pages.flatMap((set) => entityRouteSpecs(set).map((spec) => `${spec.role} ${spec.name} ${spec.path}`))
    expect(paths).toEqual([
      'list servers_all /lk/project/servers/all',
      'list servers_active /lk/project/servers/active',
      'list servers_stopped /lk/project/servers/stopped',
      'details server_details_overview /lk/project/servers/$id/overview',
      'details server_details_access /lk/project/servers/$id/access',
      'details server_details_network /lk/project/servers/$id/network',
      'details server_details_snapshots /lk/project/servers/$id/snapshots',
      'details server_details_volumes /lk/project/servers/$id/volumes',
      'details server_details_rescue /lk/project/servers/$id/rescue',
      'details server_details_licenses /lk/project/servers/$id/licenses',
      'details server_details_backups /lk/project/servers/$id/backups',
      'redirect servers /lk/project/servers',
      'redirect server_details /lk/project/servers/$id',
      'list volumes /lk/project/volumes/all',
      'list volumes_attached /lk/project/volumes/attached',
      'list volumes_unattached /lk/project/volumes/unattached',
      'details volume_details /lk/project/volumes/$id/details',
      'details local_disk_details /lk/project/volumes/local-disks/$id/details',
      'list snapshots_all /lk/project/snapshots/all',
      'details snapshot_details /lk/project/snapshots/$id/details',
    ])
  })

  it('match in a router, with the kind, config route and filter in staticData; bare paths redirect', async () => {
    const root = createRootRoute()
    const lk = createRoute({ getParentRoute: () => root, path: 'lk' })
    const router = createRouter({
      routeTree: root.addChildren([lk.addChildren(createEntityRoutes(lk, '/lk', pages))]),
      history: createMemoryHistory({ initialEntries: ['/lk/project/volumes/attached'] }),
    })
    await router.load()
    render(createElement(RouterProvider, { router }))
    const go = async (path: string) => {
      await act(async () => {
        router.history.push(path)
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
    }
    expect(router.state.matches.at(-1)?.staticData).toEqual({ name: 'volumes_attached', kind: 'volume', route_key: 'list_attached', filter: 'attached' })

    await go('/lk/project/servers/s1')
    expect(router.state.location.pathname).toBe('/lk/project/servers/s1/overview')
    expect(router.state.matches.at(-1)?.staticData).toMatchObject({ name: 'server_details_overview', kind: 'server', route_key: 'page' })

    await go('/lk/project/servers')
    expect(router.state.location.pathname).toBe('/lk/project/servers/all')

    await go('/lk/project/volumes/local-disks/d1/details')
    expect(router.state.matches.at(-1)?.params).toMatchObject({ id: 'd1' })
    expect(router.state.matches.at(-1)?.staticData).toMatchObject({ name: 'local_disk_details' })
  })

  it('feed the left menu: the dashboard, then each kind with a list page, then the account pages (finance, limits)', () => {
    expect(entityMenuItems(pages).map((item) => item.path)).toEqual(['/lk/project/servers/all', '/lk/project/volumes/all', '/lk/project/snapshots/all'])
    expect(menuEntries(pages).map((entry) => entry.label)).toEqual(['console.menu.dashboard', 'server.plural', 'volume.plural', 'snapshot.plural', 'console.menu.finance', 'console.menu.limits'])
    // only the sections that exist: the registered pages and the account pages that are built
    expect(menuEntries().map((entry) => entry.path)).toEqual(['/lk/project/dashboard', ...entityMenuItems(ENTITY_PAGES).map((item) => item.path), '/lk/finance/all', '/lk/limits'])
  })
})

describe('page widget routes (pages.widgets)', () => {
  it('000 §2 servers/{id}/console: a route of its own, drawn by the widget page, beside the details routes', () => {
    const set = ENTITY_PAGES.find((entry) => entry.entity.kind === 'server')
    expect(set?.widgets?.routes).toEqual(['console'])
    const specs = set ? entityRouteSpecs(set) : []
    expect(specs.filter((spec) => spec.role === 'widget').map((spec) => `${spec.name} ${spec.path}`)).toEqual(['server_console /lk/project/servers/$id/console'])
  })
})
