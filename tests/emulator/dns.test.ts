// DNS domains and records (001 §7 DNS, every call; 000 §4 DNS record, 001 §4 DNS rules; 000 §5 and 001 §5 record
// rules; 001 §8 messages), against a running emulator.
import { describe, expect, it } from 'vitest'
import { validateDnsDomain, validateDnsRecord, validateListResponse } from '../../generated/validators/index.js'
import { Listener, OTHER, useEmulator, type Api } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const project = await api.project()
const domains = `/projects/${project.id}/dns/domains`

interface Record {
  id: string
  type: string
  name: string
  subdomain: string
  value?: string
}

async function domainNamed(name: string): Promise<{ id: string; name: string; is_main: boolean; has_last_ns_record: boolean }> {
  const list = await api.get(`${domains}?name=${name}`)
  return list.body.result[0]
}

async function recordsOf(domainId: string, client: Api = api): Promise<Record[]> {
  return (await client.get(`/dns/domains/${domainId}/records?limit=1000`)).body.result
}

let counter = 0
/** a fresh domain of the demo project, with its SOA and NS records */
async function newDomain(extra: object = {}): Promise<{ id: string; name: string }> {
  counter += 1
  const answer = await api.post(domains, { name: `test-${counter}.example.org`, ...extra })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

describe('DNS domains', () => {
  it('GET /projects/{id}/dns/domains lists the seeded domains, newest first (001 §7 default -created_in)', async () => {
    const list = (await api.get(domains)).body
    expect(validateListResponse(list)).toBe(true)
    expect(list.result.map((domain: { name: string }) => domain.name)).toEqual(['demo-blog.example.net', 'demo-shop.example.com'])
    for (const domain of list.result) expect(validateDnsDomain(domain), JSON.stringify(validateDnsDomain.errors)).toBe(true)
    expect(list.result[1]).toMatchObject({ is_main: true, delegated: true, has_last_ns_record: false, related_ip_list: ['203.0.113.10'] })
    expect(list.result[0]).toMatchObject({ is_main: false, has_last_ns_record: true })
  })

  it('the seed gives the demo domain records of several types, each answered as DnsRecord with its subdomain', async () => {
    const shop = await domainNamed('demo-shop.example.com')
    const records = await recordsOf(shop.id)
    expect(new Set(records.map((record) => record.type))).toEqual(new Set(['SOA', 'NS', 'A', 'AAAA', 'MX', 'TXT', 'CNAME', 'SRV', 'CAA']))
    for (const record of records) expect(validateDnsRecord(record), JSON.stringify(validateDnsRecord.errors)).toBe(true)
    expect(records.find((record) => record.name === 'www.demo-shop.example.com')?.subdomain).toBe('www')
    expect(records.find((record) => record.type === 'SOA')?.subdomain).toBe('@')
  })

  it('POST /projects/{id}/dns/domains creates the domain with its SOA, NS records and an A or AAAA per related IP, announced', async () => {
    const ws = await Listener.open(emulator.url, api.token as string)
    const created = await newDomain({ admin_email: 'admin@example.org', related_ip_list: ['198.51.100.7', '2001:db8::7'] })
    expect(created).toMatchObject({ delegated: false, is_main: false, has_last_ns_record: false, related_ip_list: ['198.51.100.7', '2001:db8::7'] })
    const records = await recordsOf(created.id)
    expect(records.map((record) => record.type).sort()).toEqual(['A', 'AAAA', 'NS', 'NS', 'SOA'])
    expect(records.find((record) => record.type === 'SOA')?.value).toContain('admin.example.org')
    const event = await ws.next((message) => message.type === 'entity' && message.entity === 'dns_domain' && message.id === created.id)
    expect(event).toMatchObject({ action: 'created', project_id: project.id, data: { name: created.name } })
    await ws.next((message) => message.entity === 'dns_record' && message.action === 'created' && message.data.domain_id === created.id)
    ws.close()
    expect((await api.get(`/dns/domains/${created.id}`)).body).toMatchObject({ id: created.id, name: created.name })
  })

  it('001 §5: a domain name is unique across all clients (001 §8 "duplicate DNS domain or record")', async () => {
    const other = await emulator.signedIn(OTHER)
    const otherProject = await other.project()
    const answer = await other.post(`/projects/${otherProject.id}/dns/domains`, { name: 'demo-shop.example.com' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ path: 'name', message: 'This DNS domain or record already exists' }], code: 'dns_duplicate' })
    expect((await api.post(domains, { name: 'DEMO-SHOP.example.com.' })).body.code).toBe('dns_duplicate')
  })

  it('000 §5 domain: a name that is not a domain, or a related IP that is not an IP, is refused on its field', async () => {
    for (const name of ['localhost', 'bad_name.example.com', '-x.example.com', 'a..b.com']) {
      const answer = await api.post(domains, { name })
      expect(answer.status, name).toBe(400)
      expect(answer.body.errors[0].path, name).toBe('name')
    }
    const ips = await api.post(domains, { name: 'ips.example.org', related_ip_list: ['198.51.100.7', '300.1.1.1'] })
    expect(ips.status).toBe(400)
    expect(ips.body.errors[0]).toEqual({ path: 'related_ip_list', message: 'Not a valid IP address: 300.1.1.1' })
    expect((await api.post(domains, { name: 'x.example.org', admin_email: 'not an e-mail' })).body.errors[0].path).toBe('admin_email')
  })

  it('001 §4 DNS: the main DNS item (is_main) cannot be deleted; another domain goes with its records', async () => {
    const shop = await domainNamed('demo-shop.example.com')
    const refused = await api.delete(`/dns/domains/${shop.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('dns_domain_main')
    const created = await newDomain()
    const records = await recordsOf(created.id)
    expect((await api.delete(`/dns/domains/${created.id}`)).status).toBe(204)
    expect((await api.get(`/dns/domains/${created.id}`)).status).toBe(404)
    expect((await api.get(`/dns/records/${records[0]?.id}/detail`)).status).toBe(404)
  })

  it('GET /dns/domains/{id}/limits answers the DNS limits with used and max; the dns_domain limit holds (409 limit_reached)', async () => {
    const shop = await domainNamed('demo-shop.example.com')
    const limits = (await api.get(`/dns/domains/${shop.id}/limits`)).body.result as { name: string; used: number; max: number }[]
    expect(limits.map((limit) => limit.name).sort()).toEqual(['dns_domain', 'dns_record'])
    const domainLimit = limits.find((limit) => limit.name === 'dns_domain') as { used: number; max: number }
    expect(domainLimit.used).toBe((await api.get(domains)).body.count)
    const filled: { id: string }[] = []
    for (let used = domainLimit.used; used < domainLimit.max; used += 1) filled.push(await newDomain())
    const refused = await api.post(domains, { name: 'one-too-many.example.org' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 'dns_domain', max: domainLimit.max, requested: 1 }] })
    for (const domain of filled) await api.delete(`/dns/domains/${domain.id}`)
  })

  it('GET /forms/dns_domain and /forms/dns_record describe the forms: the fields of each record type and their ranges', async () => {
    expect((await api.get('/forms/dns_domain')).body.fields.map((field: { name: string }) => field.name)).toEqual(['name', 'admin_email', 'related_ip_list'])
    const form = (await api.get('/forms/dns_record')).body
    expect(form.types.SRV).toEqual(['priority', 'weight', 'port', 'value'])
    expect(form.types.SOA).toBeUndefined()
    expect(form.ttl).toEqual({ min: 0, max: 2_000_000_000 })
    expect(form.caa_flags).toEqual([0, 128])
  })

  it("another account's domain and record are not found", async () => {
    const other = await emulator.signedIn(OTHER)
    const shop = await domainNamed('demo-shop.example.com')
    const [record] = await recordsOf(shop.id)
    expect((await other.get(`/dns/domains/${shop.id}`)).status).toBe(404)
    expect((await other.get(`/dns/domains/${shop.id}/records`)).status).toBe(404)
    expect((await other.get(`/dns/records/${record?.id}/detail`)).status).toBe(404)
    expect((await other.delete(`/dns/records/${record?.id}`)).status).toBe(404)
  })
})

describe('the DNS service of a project', () => {
  it("POST /projects/{id}/dns/activate turns the service on once, and the project's services say so (000 §3 Project services)", async () => {
    const fresh = emulator.api()
    const email = 'dns-new@example.com'
    await fresh.post('/auth/signup', { email, captcha_token: 'captcha' })
    const [mail] = await fresh.mail(email)
    fresh.token = (await fresh.post('/auth/signup/password', { reg_key: mail.data.reg_key, password: 'Dns-new-user-1' })).body.access_token
    const own = await fresh.project()
    expect(own.services.dns).toEqual({ status: 'INACTIVE' })
    expect((await api.get(`/projects/${project.id}/services`)).body.dns).toEqual({ status: 'ACTIVE' })
    const ws = await Listener.open(emulator.url, fresh.token as string)
    const activated = await fresh.post(`/projects/${own.id}/dns/activate`)
    expect(activated.status).toBe(200)
    expect((await fresh.get(`/projects/${own.id}/services`)).body.dns).toEqual({ status: 'ACTIVE' })
    await ws.next((message) => message.entity === 'project' && message.data.services?.dns?.status === 'ACTIVE')
    ws.close()
    expect((await fresh.post(`/projects/${own.id}/dns/activate`)).body.reason).toBe('dns_service_active')
  })
})

describe('DNS records', () => {
  const valid: Readonly<globalThis.Record<string, (domain: string) => object>> = {
    A: (domain) => ({ type: 'A', name: `a.${domain}`, ttl: 300, ipv4: '198.51.100.1' }),
    AAAA: (domain) => ({ type: 'AAAA', name: `a.${domain}`, value: '2001:db8::1' }),
    NS: (domain) => ({ type: 'NS', name: `sub.${domain}`, value: 'ns.example.net' }),
    MX: (domain) => ({ type: 'MX', name: domain, priority: 20, value: 'mx.example.net' }),
    TXT: (domain) => ({ type: 'TXT', name: domain, value: 'hello "world"' }),
    SRV: (domain) => ({ type: 'SRV', name: `_xmpp._tcp.${domain}`, priority: 0, weight: 65535, port: 5222, value: 'xmpp.example.net' }),
    CNAME: (domain) => ({ type: 'CNAME', name: `c.${domain}`, value: `a.${domain}` }),
    DNAME: (domain) => ({ type: 'DNAME', name: `d.${domain}`, value: 'example.net' }),
    CAA: (domain) => ({ type: 'CAA', name: domain, flag: 128, tag: 'iodef', value: 'mailto:security@example.org' }),
  }

  it('POST /dns/domains/{id}/records adds a record of every type, announced, and nothing of another type is kept', async () => {
    const domain = await newDomain()
    const ws = await Listener.open(emulator.url, api.token as string)
    for (const [type, body] of Object.entries(valid)) {
      const created = await api.post(`/dns/domains/${domain.id}/records`, { ...body(domain.name), ...(type === 'A' ? {} : { ipv4: '198.51.100.9' }) })
      expect(created.status, `${type} ${JSON.stringify(created.body)}`).toBe(201)
      expect(validateDnsRecord(created.body)).toBe(true)
      expect(created.body).toMatchObject({ type, domain_id: domain.id })
      if (type !== 'A') expect(created.body.ipv4, type).toBeUndefined()
      await ws.next((message) => message.entity === 'dns_record' && message.action === 'created' && message.id === created.body.id)
    }
    ws.close()
    const a = (await recordsOf(domain.id)).find((record) => record.type === 'A' && record.name === `a.${domain.name}`)
    expect(a).toMatchObject({ ttl: 300, ipv4: '198.51.100.1', subdomain: 'a' })
  })

  // one bad value per type, refused on its field (000 §5 form rules; 001 §5 DNS)
  const bad: readonly [string, (domain: string) => object, string][] = [
    ['A: IPv4', (domain) => ({ type: 'A', name: domain, ipv4: '198.51.100.256' }), 'ipv4'],
    ['AAAA: IPv6', (domain) => ({ type: 'AAAA', name: domain, value: '2001:db8::g' }), 'value'],
    ['NS: a host name', (domain) => ({ type: 'NS', name: domain, value: 'ns_bad..example' }), 'value'],
    ['MX: priority 0 to 65535', (domain) => ({ type: 'MX', name: domain, priority: 65536, value: 'mx.example.net' }), 'priority'],
    ['TXT: printable ASCII without line breaks', (domain) => ({ type: 'TXT', name: domain, value: 'line\nbreak' }), 'value'],
    ['TXT: printable ASCII only', (domain) => ({ type: 'TXT', name: domain, value: 'привет' }), 'value'],
    ['SRV: port 0 to 65535', (domain) => ({ type: 'SRV', name: `_x._tcp.${domain}`, priority: 1, weight: 1, port: -1, value: 'x.example.net' }), 'port'],
    ['SRV: weight 0 to 65535', (domain) => ({ type: 'SRV', name: `_x._tcp.${domain}`, priority: 1, weight: 70000, port: 1, value: 'x.example.net' }), 'weight'],
    ['CNAME: a host name', (domain) => ({ type: 'CNAME', name: `c.${domain}`, value: 'not a host' }), 'value'],
    ['DNAME: a host name', (domain) => ({ type: 'DNAME', name: `d.${domain}`, value: '' }), 'value'],
    ['CAA: flag 0 or 128', (domain) => ({ type: 'CAA', name: domain, flag: 1, tag: 'issue', value: 'ca.example.net' }), 'flag'],
    ['CAA: tags issue, issuewild, iodef', (domain) => ({ type: 'CAA', name: domain, flag: 0, tag: 'issuer', value: 'ca.example.net' }), 'tag'],
    ['CAA: no http://', (domain) => ({ type: 'CAA', name: domain, flag: 0, tag: 'iodef', value: 'http://example.net/report' }), 'value'],
    ['CAA: no ;', (domain) => ({ type: 'CAA', name: domain, flag: 0, tag: 'issue', value: 'ca.example.net; account=1' }), 'value'],
    ['CAA: max length', (domain) => ({ type: 'CAA', name: domain, flag: 0, tag: 'issue', value: `${'a'.repeat(250)}.example.net` }), 'value'],
    ['TTL 0 to 2 billion', (domain) => ({ type: 'A', name: domain, ttl: 2_000_000_001, ipv4: '198.51.100.1' }), 'ttl'],
    ['TTL an integer', (domain) => ({ type: 'A', name: domain, ttl: 1.5, ipv4: '198.51.100.1' }), 'ttl'],
    ['name a subdomain of its domain', () => ({ type: 'A', name: 'www.example.net', ipv4: '198.51.100.1' }), 'name'],
    ['a type field is required', (domain) => ({ type: 'MX', name: domain, value: 'mx.example.net' }), 'priority'],
    ['SOA is not created', (domain) => ({ type: 'SOA', name: domain, value: 'x' }), 'type'],
  ]
  it.each(bad)('000 §5 / 001 §5 %s: refused with 400 on its field', async (_rule, body, field) => {
    const shop = await domainNamed('demo-shop.example.com')
    const answer = await api.post(`/dns/domains/${shop.id}/records`, body(shop.name))
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body.errors[0].path).toBe(field)
  })

  it('001 §8 "duplicate DNS domain or record": the same record twice is refused on name', async () => {
    const domain = await newDomain()
    const body = valid.A?.(domain.name)
    expect((await api.post(`/dns/domains/${domain.id}/records`, body)).status).toBe(201)
    expect((await api.post(`/dns/domains/${domain.id}/records`, body)).body).toMatchObject({ code: 'dns_duplicate', errors: [{ path: 'name' }] })
  })

  it('GET /dns/records/{id}/detail and PATCH /dns/records/{id}: a change is checked with the rules of its type', async () => {
    const domain = await newDomain()
    const created = (await api.post(`/dns/domains/${domain.id}/records`, valid.MX?.(domain.name))).body
    expect((await api.get(`/dns/records/${created.id}/detail`)).body).toMatchObject({ id: created.id, type: 'MX', priority: 20 })
    const changed = await api.patch(`/dns/records/${created.id}`, { priority: 5, ttl: 60 })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ priority: 5, ttl: 60, value: 'mx.example.net' })
    const refused = await api.patch(`/dns/records/${created.id}`, { value: 'bad value' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('value')
    expect((await api.patch(`/dns/records/${created.id}`, { type: 'A' })).body.errors[0]).toMatchObject({ path: 'type', message: 'Unknown field' })
  })

  it('001 §4 DNS: the SOA record and the last NS record cannot be deleted; another record can', async () => {
    const domain = await newDomain()
    const records = await recordsOf(domain.id)
    const soa = records.find((record) => record.type === 'SOA') as Record
    expect((await api.delete(`/dns/records/${soa.id}`)).body.reason).toBe('dns_record_soa')
    const [first, last] = records.filter((record) => record.type === 'NS') as [Record, Record]
    expect((await api.delete(`/dns/records/${first.id}`)).status).toBe(204)
    expect((await api.get(`/dns/domains/${domain.id}`)).body.has_last_ns_record).toBe(true)
    const refused = await api.delete(`/dns/records/${last.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('dns_record_last_ns')
  })
})
