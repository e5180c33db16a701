// @vitest-environment jsdom
// Beyond the spec (issue 11 item 6): a delete's dialog lists what depends on the item, for every kind that declares
// `dependents`: a server (its volumes, floating IPs, the balancer rules naming it, its backup plan), a balancer (its
// rules and floating IP), a domain (its records) and a floating IP (the DNS records naming it BY VALUE: an A
// record's ipv4, an AAAA record's value, equal to its address). Records are listed only under their domain (001 §7
// GET /dns/domains/{id}/records), so an address's records are asked under each of the project's domains.
import { cleanup, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EntityActions } from '../../../src/actions'
import { API, openDialog, renderActions } from './harness'

const server = { id: 's1', name: 'web-1', status: 'ACTIVE', snapshots: [], image: { operation_system: { os_family: 'linux' } }, addresses: [{ address: '203.0.113.5' }] }
const balancer = { id: 'b1', name: 'web-lb', status: 'ACTIVE', addresses: [{ address_id: 'f9', address: '203.0.113.9', external: true }], rules_count: 1, rules_limit: 10 }
const domain = { id: 'd1', name: 'example.com', is_main: false }
const address = { id: 'f1', address: '203.0.113.7', status: 'DOWN', type: 'FIXED', attached_to: null }

const asked: URL[] = []
const list = (rows: object[]) => HttpResponse.json({ result: rows, count: rows.length })
const only = (url: URL, filters: Record<string, string>, rows: object[]) => list(Object.entries(filters).every(([name, value]) => url.searchParams.get(name) === value) ? rows : [])

const mock = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 1, month: 720 }, currency: 'RUB' })),
  http.get(`${API}/projects/p1/limits`, () => list([])),
  http.get(`${API}/projects/p1/volumes`, ({ request }) => {
    const url = new URL(request.url)
    asked.push(url)
    return only(url, { 'attached_to_server.id__eq': 's1' }, [{ id: 'v1', name: 'data-disk', status: 'IN_USE' }])
  }),
  http.get(`${API}/projects/p1/addresses`, ({ request }) => {
    const url = new URL(request.url)
    asked.push(url)
    if (url.searchParams.get('attached_to.entity__eq') === 'loadbalancer') return only(url, { 'attached_to.id__eq': 'b1' }, [{ id: 'f9', address: '203.0.113.9', status: 'ACTIVE' }])
    return only(url, { 'attached_to.entity__eq': 'server', 'attached_to.id__eq': 's1' }, [{ id: 'f5', address: '203.0.113.5', status: 'ACTIVE' }])
  }),
  http.get(`${API}/projects/p1/loadbalancers/rules`, ({ request }) => {
    const url = new URL(request.url)
    asked.push(url)
    const rule = { id: 'r1', name: 'http', status: 'ACTIVE' }
    return url.searchParams.has('server_id__eq') ? only(url, { server_id__eq: 's1' }, [rule]) : only(url, { 'loadbalancer_data.id__eq': 'b1' }, [rule, { id: 'r2', name: 'https', status: 'ACTIVE' }])
  }),
  http.get(`${API}/projects/p1/backup/plans`, ({ request }) => {
    const url = new URL(request.url)
    asked.push(url)
    return only(url, { 'server.id__eq': 's1' }, [{ id: 'bp1', name: 'Backup Entire Machine', status: 'ACTIVE' }])
  }),
  http.get(`${API}/projects/p1/dns/domains`, () => list([domain, { ...domain, id: 'd2', name: 'example.org' }])),
  http.get(`${API}/dns/domains/:id/records`, ({ request, params }) => {
    const url = new URL(request.url)
    asked.push(url)
    const { id } = params as { id: string }
    if (url.searchParams.has('domain_id__eq')) return list([])
    // the domain's own records, for its delete
    if (url.searchParams.get('type__eq') === null) return list(id === 'd1' ? [{ id: 'rec0', subdomain: 'www', status: undefined }] : [])
    // an address's A records: one in each domain
    return only(url, { type__eq: 'A', ipv4__eq: address.address }, [{ id: `a-${id}`, subdomain: id === 'd1' ? 'www' : 'mail' }])
  }),
  // whatever else a dialog asks of the project (its counts, its pickers): nothing
  http.get(`${API}/projects/p1/:what`, ({ request }) => {
    asked.push(new URL(request.url))
    return list([])
  }),
)
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.resetHandlers()
  asked.length = 0
})

async function dependentsOf(kind: string, item: object): Promise<HTMLElement> {
  await renderActions(<EntityActions kind={kind} item={item} variant="buttons" />)
  const dialog = await openDialog('Удалить')
  return within(dialog).findByRole('region', { name: 'Что от него зависит' })
}

describe("a delete's dependents, by kind (ActionConfig.dependents; issue 11 item 6)", () => {
  it("a server's delete lists its volumes, floating IPs, the balancer rules naming it and its backup plan", async () => {
    const section = await dependentsOf('server', server)
    await within(section).findByText('data-disk')
    await within(section).findByText('203.0.113.5')
    await within(section).findByText('http')
    await within(section).findByText('Backup Entire Machine')
    expect(asked.find((url) => url.pathname.endsWith('/loadbalancers/rules'))?.searchParams.get('server_id__eq')).toBe('s1')
  })

  it("a balancer's delete lists its rules and its floating IP", async () => {
    const section = await dependentsOf('loadbalancer', balancer)
    await within(section).findByText('https')
    await within(section).findByText('203.0.113.9')
    expect(within(section).getByText(/Правила балансировки, которые перестанут работать: 2/)).toBeTruthy()
  })

  it("a domain's delete lists its records, asked under the domain (001 §7 GET /dns/domains/{id}/records)", async () => {
    const section = await dependentsOf('dns_domain', domain)
    await within(section).findByText('www')
    expect(asked.some((url) => url.pathname.endsWith('/dns/domains/d1/records'))).toBe(true)
  })

  it("a floating IP's delete lists the A records naming its address BY VALUE, asked under each of the project's domains", async () => {
    const section = await dependentsOf('floatingip', address)
    await within(section).findByText('www')
    await within(section).findByText('mail')
    expect(within(section).getByText(/DNS-записи, которые перестанут работать: 2/)).toBeTruthy()
    const byValue = asked.filter((url) => url.searchParams.get('ipv4__eq') === address.address)
    expect(byValue.map((url) => url.pathname).sort()).toEqual(['/api/v1/dns/domains/d1/records', '/api/v1/dns/domains/d2/records'])
    expect(byValue.every((url) => url.searchParams.get('type__eq') === 'A')).toBe(true)
    // AAAA records name it by their value (none here): asked too, and said to be none
    expect(asked.some((url) => url.searchParams.get('value__eq') === address.address && url.searchParams.get('type__eq') === 'AAAA')).toBe(true)
  })
})
