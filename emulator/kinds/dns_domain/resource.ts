// DNS domains (000 §3 DNS, 001 §3, 001 §7 DNS) as a resource of the kit: a project's, unique by name across
// every client (001 §5), with the DNS service state of each project beside them (POST /projects/{id}/dns/activate).
// The migration also creates the records' table (kinds/dns_record) so the DNS tables have one number.
import type { DnsDomain } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { countOf, rowsOf } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { defineResource, type Resource } from '../../kit/resource'
import { textField } from '../../lists/shape'
import { dnsRecordResource } from '../dns_record/resource'

export interface DnsDomainRow {
  id: string
  project_id: string
  name: string
  admin_email: string | null
  delegated: number
  is_main: number
  /** JSON array of the IPs given on create */
  related_ip_list: string
  created_in: string
}

const MIGRATION = `
CREATE TABLE dns_services (
  project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  activated_in TEXT NOT NULL
);
CREATE TABLE dns_domains (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL UNIQUE,
  admin_email TEXT,
  delegated INTEGER NOT NULL DEFAULT 0,
  is_main INTEGER NOT NULL DEFAULT 0,
  related_ip_list TEXT NOT NULL DEFAULT '[]',
  created_in TEXT NOT NULL
);
CREATE INDEX dns_domains_project_created ON dns_domains(project_id, created_in DESC, id);
CREATE TABLE dns_records (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  domain_id TEXT NOT NULL REFERENCES dns_domains(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  ttl INTEGER NOT NULL,
  ipv4 TEXT,
  priority INTEGER,
  weight INTEGER,
  port INTEGER,
  flag INTEGER,
  tag TEXT,
  value TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX dns_records_domain_created ON dns_records(domain_id, created_in DESC, id);
`

/** 000 §4 DNS: the last NS record of a domain cannot be deleted */
export function nsCount(ctx: Ctx, domainId: string): number {
  return prepared(ctx.repos.db, "SELECT COUNT(*) FROM dns_records WHERE domain_id = ? AND type = 'NS'").pluck().get(domainId) as number
}

/** 001 §7 POST /projects/{id}/dns/activate: whether the project's DNS service is on */
export function dnsServiceActive(ctx: Ctx, projectId: string): boolean {
  return prepared(ctx.repos.db, "SELECT COUNT(*) FROM dns_services WHERE project_id = ? AND status = 'ACTIVE'").pluck().get(projectId) === 1
}

/** removes the domain and its records, each announced */
export function removeDomain(ctx: Ctx, row: DnsDomainRow): void {
  for (const record of rowsOf(ctx, dnsRecordResource, row.project_id)) if (record.domain_id === row.id) removeNow(ctx, dnsRecordResource, record)
  removeNow(ctx, dnsDomainResource, row)
}

function presentDomain(ctx: Ctx, row: DnsDomainRow): DnsDomain {
  return {
    id: row.id,
    name: row.name,
    ...(row.admin_email ? { admin_email: row.admin_email } : {}),
    delegated: row.delegated === 1,
    is_main: row.is_main === 1,
    has_last_ns_record: nsCount(ctx, row.id) <= 1,
    related_ip_list: JSON.parse(row.related_ip_list) as string[],
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

export const dnsDomainResource: Resource<DnsDomainRow, DnsDomain> = defineResource<DnsDomainRow, DnsDomain>({
  kind: 'dns_domain',
  what: 'DNS domain',
  table: 'dns_domains',
  columns: ['id', 'project_id', 'name', 'admin_email', 'delegated', 'is_main', 'related_ip_list', 'created_in'],
  scope: 'project',
  migrations: [{ version: 19, name: 'DNS domains, records and service', sql: MIGRATION }],
  list: {
    table: 'dns_domains d',
    joins: {},
    columns: 'd.*',
    id: 'd.id',
    shape: {
      fields: {
        id: textField('d.id'),
        name: textField('d.name'),
        admin_email: { sql: 'd.admin_email', type: 'text', nullable: true },
        delegated: { sql: '(d.delegated = 1)', type: 'boolean' },
        is_main: { sql: '(d.is_main = 1)', type: 'boolean' },
        has_last_ns_record: { sql: "((SELECT COUNT(*) FROM dns_records r WHERE r.domain_id = d.id AND r.type = 'NS') <= 1)", type: 'boolean' },
        related_ip_list: 'memory',
        created_in: textField('d.created_in'),
        project_id: textField('d.project_id'),
      },
    },
  },
  present: presentDomain,
  entity: 'dns_domain',
  // 001 §4: "Undelegated domains are removed after 48 hours"
  transitions: { undelegated: { run: (ctx, row) => ctx.tx(() => removeDomain(ctx, row)) } },
  used: (ctx, projectId) => ({ dns_domain: countOf(ctx, dnsDomainResource, 'project_id = ?', projectId) }),
  services: (ctx, projectId) => ({ dns: { status: dnsServiceActive(ctx, projectId) ? 'ACTIVE' : 'INACTIVE' } }),
})
