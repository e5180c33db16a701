// DNS records (000 §3 DNS, 001 §3, 001 §7 DNS) as a resource of the kit: a project's, each in one domain (its
// table is created by the domains' migration, kinds/dns_domain/resource.ts). Displayed by subdomain (000 §3):
// the part of the name before its domain, '@' for the domain itself.
import type { DnsRecord } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { countOf, rowOf } from '../../kit/rows'
import { defineResource, type Resource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { dnsDomainResource } from '../dns_domain/resource'

export interface DnsRecordRow {
  id: string
  project_id: string
  domain_id: string
  type: DnsRecord['type']
  name: string
  ttl: number
  ipv4: string | null
  priority: number | null
  weight: number | null
  port: number | null
  flag: 0 | 128 | null
  tag: 'issue' | 'issuewild' | 'iodef' | null
  value: string | null
  created_in: string
}

/** the record's name without its domain: `www` of www.example.com, '@' for example.com itself */
export function subdomainOf(name: string, domain: string): string {
  return name === domain ? '@' : name.endsWith(`.${domain}`) ? name.slice(0, -domain.length - 1) : name
}

const OPTIONAL = ['ipv4', 'priority', 'weight', 'port', 'flag', 'tag', 'value'] as const

function presentRecord(ctx: Ctx, row: DnsRecordRow): DnsRecord {
  const domain = rowOf(ctx, dnsDomainResource, row.domain_id)
  const optional = Object.fromEntries(OPTIONAL.filter((key) => row[key] !== null).map((key) => [key, row[key]]))
  return {
    id: row.id,
    domain_id: row.domain_id,
    type: row.type,
    name: row.name,
    subdomain: subdomainOf(row.name, domain?.name ?? ''),
    ttl: row.ttl,
    ...optional,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

const nullableText = (sql: string) => ({ sql, type: 'text' as const, nullable: true })
const nullableInteger = (sql: string) => ({ sql, type: 'integer' as const, nullable: true })

export const dnsRecordResource: Resource<DnsRecordRow, DnsRecord> = defineResource<DnsRecordRow, DnsRecord>({
  kind: 'dns_record',
  what: 'DNS record',
  table: 'dns_records',
  columns: ['id', 'project_id', 'domain_id', 'type', 'name', 'ttl', 'ipv4', 'priority', 'weight', 'port', 'flag', 'tag', 'value', 'created_in'],
  scope: 'project',
  list: {
    table: 'dns_records r',
    joins: {},
    columns: 'r.*',
    id: 'r.id',
    shape: {
      fields: {
        id: textField('r.id'),
        domain_id: textField('r.domain_id'),
        type: textField('r.type'),
        name: textField('r.name'),
        subdomain: 'memory',
        ttl: integerField('r.ttl'),
        ipv4: nullableText('r.ipv4'),
        priority: nullableInteger('r.priority'),
        weight: nullableInteger('r.weight'),
        port: nullableInteger('r.port'),
        flag: nullableInteger('r.flag'),
        tag: nullableText('r.tag'),
        value: { ...nullableText('r.value'), freeText: true },
        created_in: textField('r.created_in'),
        project_id: textField('r.project_id'),
      },
    },
  },
  present: presentRecord,
  entity: 'dns_record',
  used: (ctx, projectId) => ({ dns_record: countOf(ctx, dnsRecordResource, 'project_id = ?', projectId) }),
})
