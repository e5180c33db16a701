// The rules of DNS domains (000 §4 DNS, 001 §4 DNS rules, 001 §5, 001 §8): the project's DNS service must be
// active, a name is unique across all clients, the dns_domain limit holds, a new domain comes with its SOA and NS
// records (and an A or AAAA record per related IP), the main item cannot be deleted, and an undelegated domain
// is removed after 48 hours.
import { isIPv4, isIPv6 } from 'node:net'
import { DNS } from '../../../contract/constants'
import type { DnsDomainCreateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { prepared } from '../../db/statements'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { HOUR_MS } from '../../domain/statuses'
import { badRequest, catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow } from '../../kit/rows'
import { stepName } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { projectResource } from '../project'
import { dnsRecordResource, type DnsRecordRow } from '../dns_record/resource'
import { isDomainName } from '../dns_record/validate'
import { dnsDomainResource, dnsServiceActive, removeDomain, type DnsDomainRow } from './resource'

/** the provider's name servers, which every new domain is delegated to (its NS records) */
export const NAME_SERVERS = ['ns1.cloud-dns.example', 'ns2.cloud-dns.example'] as const

/** 001 §8 "DNS service blocked": DNS calls of a project whose service is not active are refused */
export function requireDnsActive(ctx: Ctx, project: ProjectRow): void {
  if (!dnsServiceActive(ctx, project.id)) throw conflict('The DNS service of the project is not active', 'dns_service_inactive')
}

/** 001 §7 POST /projects/{id}/dns/activate: turns the project's DNS service on (once) */
export function activateDns(ctx: Ctx, project: ProjectRow): { status: 'ACTIVE' } {
  return ctx.tx(() => {
    // turning a free service on creates nothing: an account not yet verified may do it
    requireProjectAllows(ctx, project, { paid: false })
    if (dnsServiceActive(ctx, project.id)) throw conflict('The DNS service of the project is already active', 'dns_service_active')
    prepared(ctx.repos.db, "INSERT INTO dns_services (project_id, status, activated_in) VALUES (?, 'ACTIVE', ?)").run(project.id, isoAt(ctx.now()))
    // the project's services changed (000 §3 Project services): its answer is announced anew
    announce(ctx, projectResource, project)
    return { status: 'ACTIVE' }
  })
}

/** a record the provider writes itself (SOA, NS, the related IPs' A and AAAA) */
export function insertRecord(ctx: Ctx, domain: DnsDomainRow, record: Pick<DnsRecordRow, 'type' | 'name'> & Partial<DnsRecordRow>, at: string): DnsRecordRow {
  const row: DnsRecordRow = {
    id: newId(),
    project_id: domain.project_id,
    domain_id: domain.id,
    ttl: DNS.default_ttl,
    ipv4: null,
    priority: null,
    weight: null,
    port: null,
    flag: null,
    tag: null,
    value: null,
    created_in: at,
    ...record,
  }
  insertRow(ctx, dnsRecordResource, row)
  announce(ctx, dnsRecordResource, row, 'created')
  return row
}

function soaValue(domain: string, adminEmail: string | null, at: number): string {
  const admin = (adminEmail ?? `hostmaster@${domain}`).replace('@', '.')
  const serial = new Date(at).toISOString().slice(0, 10).replace(/-/g, '') + '01'
  return `${NAME_SERVERS[0]} ${admin} ${serial} 10800 3600 604800 3600`
}

/** 001 §5: a related IP is an IPv4 or IPv6 address (000 §5 "IP list comma-separated") */
function relatedIps(list: readonly string[]): string[] {
  const ips = list.map((ip) => ip.trim())
  const bad = ips.findIndex((ip) => !isIPv4(ip) && !isIPv6(ip))
  if (bad >= 0) throw badRequest('related_ip_list', `Not a valid IP address: ${ips[bad] ?? ''}`)
  return [...new Set(ips)]
}

export interface DomainSeed {
  name: string
  admin_email?: string | null
  related_ip_list?: readonly string[]
  delegated?: boolean
  is_main?: boolean
}

/** the domain with its SOA, its two NS records and an A or AAAA record per related IP */
export function insertDomain(ctx: Ctx, projectId: string, seed: DomainSeed, at: number): DnsDomainRow {
  const ips = seed.related_ip_list ?? []
  const row: DnsDomainRow = {
    id: newId(),
    project_id: projectId,
    name: seed.name,
    admin_email: seed.admin_email ?? null,
    delegated: seed.delegated ? 1 : 0,
    is_main: seed.is_main ? 1 : 0,
    related_ip_list: JSON.stringify(ips),
    created_in: isoAt(at),
  }
  insertRow(ctx, dnsDomainResource, row)
  const created = isoAt(at)
  insertRecord(ctx, row, { type: 'SOA', name: row.name, value: soaValue(row.name, row.admin_email, at) }, created)
  for (const server of NAME_SERVERS) insertRecord(ctx, row, { type: 'NS', name: row.name, value: server }, created)
  for (const ip of ips) insertRecord(ctx, row, isIPv4(ip) ? { type: 'A', name: row.name, ipv4: ip } : { type: 'AAAA', name: row.name, value: ip }, created)
  announce(ctx, dnsDomainResource, row, 'created')
  if (!seed.delegated) ctx.clock.schedule(stepName(dnsDomainResource, 'undelegated'), row.id, DNS.undelegated_removed_after_hours * HOUR_MS)
  return row
}

/** 001 §7 POST /projects/{id}/dns/domains (name, admin_email, related_ip_list) */
export function createDomain(ctx: Ctx, project: ProjectRow, request: DnsDomainCreateRequest): DnsDomainRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    requireDnsActive(ctx, project)
    const name = request.name.trim().toLowerCase().replace(/\.$/, '')
    if (!isDomainName(name)) throw badRequest('name', 'Not a valid domain name')
    const ips = relatedIps(request.related_ip_list ?? [])
    // 001 §5: domain names are unique across clients; 001 §8 "duplicate DNS domain or record"
    const taken = prepared(ctx.repos.db, 'SELECT COUNT(*) FROM dns_domains WHERE name = ?').pluck().get(name) as number
    if (taken > 0) throw catalogueBadRequest('name', 'dns_duplicate')
    requireLimits(ctx, project.id, [{ name: 'dns_domain', amount: 1 }])
    return insertDomain(ctx, project.id, { name, admin_email: request.admin_email ?? null, related_ip_list: ips }, ctx.now())
  })
}

/** 001 §4 DNS: the main DNS item (is_main) cannot be deleted; its records go with it */
export function deleteDomain(ctx: Ctx, project: ProjectRow, row: DnsDomainRow): void {
  ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (row.is_main === 1) throw conflict('The main domain cannot be deleted', 'dns_domain_main')
    removeDomain(ctx, row)
  })
}
