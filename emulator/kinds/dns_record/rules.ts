// The rules of DNS records (000 §4 DNS record, 001 §4 DNS rules, 001 §5, 001 §8): the fields of each type and
// their rules (validate.ts), no duplicate record, the dns_record limit, and the SOA record and the last NS record
// of a domain never deleted. A record's change re-announces its domain (has_last_ns_record).
import { DNS } from '../../../contract/constants'
import type { DnsRecordCreateRequest, DnsRecordUpdateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { prepared } from '../../db/statements'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { dnsDomainResource, nsCount, type DnsDomainRow } from '../dns_domain/resource'
import { requireDnsActive } from '../dns_domain/rules'
import { dnsRecordResource, type DnsRecordRow } from './resource'
import { checkedFields, type RecordFields } from './validate'

/** 001 §8 "duplicate DNS domain or record": the same type, name and data in one domain */
function requireUnique(ctx: Ctx, domainId: string, type: string, fields: RecordFields, except = ''): void {
  const same = prepared(
    ctx.repos.db,
    'SELECT COUNT(*) FROM dns_records WHERE domain_id = ? AND type = ? AND name = ? AND ipv4 IS ? AND value IS ? AND priority IS ? AND port IS ? AND tag IS ? AND id != ?',
  )
    .pluck()
    .get(domainId, type, fields.name, fields.ipv4, fields.value, fields.priority, fields.port, fields.tag, except) as number
  if (same > 0) throw catalogueBadRequest('name', 'dns_duplicate')
}

const domainChanged = (ctx: Ctx, domainId: string): void => {
  const domain = rowOf(ctx, dnsDomainResource, domainId)
  if (domain) announce(ctx, dnsDomainResource, domain)
}

/** 001 §7 POST /dns/domains/{id}/records */
export function createRecord(ctx: Ctx, project: ProjectRow, domain: DnsDomainRow, request: DnsRecordCreateRequest): DnsRecordRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    requireDnsActive(ctx, project)
    const given: RecordFields = {
      name: request.name,
      ttl: request.ttl ?? DNS.default_ttl,
      ipv4: request.ipv4 ?? null,
      priority: request.priority ?? null,
      weight: request.weight ?? null,
      port: request.port ?? null,
      flag: request.flag ?? null,
      tag: request.tag ?? null,
      value: request.value ?? null,
    }
    const fields = checkedFields(request.type, domain.name, given)
    requireUnique(ctx, domain.id, request.type, fields)
    requireLimits(ctx, project.id, [{ name: 'dns_record', amount: 1 }])
    const row: DnsRecordRow = { id: newId(), project_id: project.id, domain_id: domain.id, type: request.type, ...fields, created_in: isoAt(ctx.now()) }
    insertRow(ctx, dnsRecordResource, row)
    announce(ctx, dnsRecordResource, row, 'created')
    domainChanged(ctx, domain.id)
    return row
  })
}

/** 001 §7 PATCH /dns/records/{id}: the fields given replace the record's, checked with the rules of its type */
export function updateRecord(ctx: Ctx, project: ProjectRow, row: DnsRecordRow, request: DnsRecordUpdateRequest): DnsRecordRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    const domain = rowOf(ctx, dnsDomainResource, row.domain_id) as DnsDomainRow
    const fields = checkedFields(row.type, domain.name, { ...row, ...request })
    requireUnique(ctx, domain.id, row.type, fields, row.id)
    const updated = updateRow(ctx, dnsRecordResource, row.id, fields) as DnsRecordRow
    announce(ctx, dnsRecordResource, updated)
    return updated
  })
}

/** 001 §4 DNS: the SOA record and the last NS record of a domain cannot be deleted */
export function deleteRecord(ctx: Ctx, project: ProjectRow, row: DnsRecordRow): void {
  ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (row.type === 'SOA') throw conflict('The SOA record cannot be deleted', 'dns_record_soa')
    if (row.type === 'NS' && nsCount(ctx, row.domain_id) <= 1) throw conflict('The last NS record of a domain cannot be deleted', 'dns_record_last_ns')
    removeNow(ctx, dnsRecordResource, row)
    domainChanged(ctx, row.domain_id)
  })
}
