// The registered entity pages (src/router/entityPages.ts): every details tab of a config links a route that its
// details page is registered for (a tab without a page would lead to a 404), and the menu shows each kind.
import { describe, expect, it } from 'vitest'
import { registry } from '../../../entities'
import { ENTITY_PAGES } from '../../../src/router/entityPages'
import { entityRouteSpecs } from '../../../src/router/entityRoutes'
import { menuEntries, menuSections } from '../../../src/shell/menu'

describe('the registered entity pages', () => {
  it('give every details tab a route the details page answers', () => {
    const missing = ENTITY_PAGES.flatMap((set) => {
      const details = new Set(
        entityRouteSpecs(set)
          .filter((spec) => spec.role === 'details')
          .map((spec) => spec.name),
      )
      return (registry.get(set.entity.kind).detail?.tabs ?? []).filter((tab) => !details.has(tab.route)).map((tab) => `${set.entity.kind}: tab ${tab.name} → ${tab.route}`)
    })
    expect(missing).toEqual([])
    expect(ENTITY_PAGES.flatMap((set) => registry.get(set.entity.kind).detail?.tabs ?? []).length).toBeGreaterThan(0)
  })

  it('put every kind with pages in the left menu after the dashboard, in its group and the order its config gives', () => {
    expect(menuEntries().map((entry) => [entry.label, entry.path, entry.group])).toEqual([
      ['console.menu.dashboard', '/lk/project/dashboard', undefined],
      ['server.plural', '/lk/project/servers/all', 'compute'],
      ['volume.plural', '/lk/project/volumes/all', 'compute'],
      ['snapshot.plural', '/lk/project/snapshots/all', 'compute'],
      ['keypair.plural', '/lk/project/keypairs/all', 'compute'],
      ['floatingip.plural', '/lk/project/floatingips/all', 'network'],
      ['loadbalancer.plural', '/lk/project/loadbalancers/all', 'network'],
      ['dns_domain.plural', '/lk/dns/domains', 'network'],
      ['s3_user.plural', '/lk/project/s3', 'data'],
      ['s3_bucket.plural', '/lk/project/s3/buckets', 'data'],
      ['dbaas_cluster.plural', '/lk/dbaas/list', 'data'],
      // 000 §2 project/backups: its default child, the servers' plans
      ['backup_plan.plural', '/lk/project/backups/servers', 'data'],
      // the profile has no list: its entry opens its first page (personal)
      ['profile.plural', '/lk/profile/personal', 'account'],
      // 000 §2 contracts: its default child, the payers (invoices and certificates are its tabs)
      ['payer.plural', '/lk/contracts/payers', 'account'],
      ['api_token.plural', '/lk/profile/api', 'account'],
      ['ticket.plural', '/lk/support/main/tickets', 'account'],
      ['console.menu.finance', '/lk/finance/all', 'account'],
      ['console.menu.limits', '/lk/limits', 'account'],
    ])
    expect(menuSections(menuEntries()).map((section) => section.group)).toEqual([undefined, 'compute', 'network', 'data', 'account'])
  })

  it('prefetch on every list and details route (route loaders)', () => {
    for (const set of ENTITY_PAGES) {
      // a kind listed on another page (pages.list false: vrouters on the dashboard) has no list route to prefetch
      if (set.entity.pages?.list === false) expect(set.list, set.entity.kind).toBeUndefined()
      else expect(set.list?.loader, set.entity.kind).toBeTypeOf('function')
      expect(set.details?.loader, set.entity.kind).toBeTypeOf('function')
    }
  })
})
