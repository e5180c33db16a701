// DNS records (001 §7 DNS): a domain's list and create, one record, its change and its delete, the form description.
import { Hono } from 'hono'
import { DNS } from '../../../contract/constants'
import { validateDnsRecordCreateRequest, validateDnsRecordUpdateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { dnsDomainResource } from '../dns_domain/resource'
import { dnsRecordResource } from './resource'
import { createRecord, deleteRecord, updateRecord } from './rules'
import { TYPE_FIELDS } from './validate'

export function dnsRecordRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: Parameters<typeof dnsRecordResource.present>[1]) => dnsRecordResource.present(ctx, row)
  const own = (accountId: string, id: string) => ownInProject(ctx, dnsRecordResource, accountId, id)

  routes.get('/dns/domains/:id/records', (c) => {
    const { row, project } = ownInProject(ctx, dnsDomainResource, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, dnsRecordResource, project.id, c.req.queries(), [{ sql: 'r.domain_id = ?', params: [row.id] }]))
  })

  routes.post('/dns/domains/:id/records', async (c) => {
    const { row, project } = ownInProject(ctx, dnsDomainResource, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateDnsRecordCreateRequest)
    return c.json(present(createRecord(ctx, project, row, request)), 201)
  })

  routes.get('/dns/records/:id/detail', (c) => c.json(present(own(c.get('auth').accountId, c.req.param('id')).row)))

  routes.patch('/dns/records/:id', async (c) => {
    const { row, project } = own(c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateDnsRecordUpdateRequest)
    return c.json(present(updateRecord(ctx, project, row, request)))
  })

  routes.delete('/dns/records/:id', (c) => {
    const { row, project } = own(c.get('auth').accountId, c.req.param('id'))
    deleteRecord(ctx, project, row)
    return c.body(null, 204)
  })

  // 001 §7 GET /forms/dns_record: the fields each type takes and their ranges (000 §5, 001 §5)
  routes.get('/forms/dns_record', (c) =>
    c.json({
      types: Object.fromEntries(Object.entries(TYPE_FIELDS).filter(([type]) => type !== 'SOA')),
      ttl: DNS.ttl,
      port_weight_priority: DNS.port_weight_priority,
      caa_flags: Object.values(DNS.caa_flags),
      caa_tags: DNS.caa_tags,
      default_ttl: DNS.default_ttl,
    }),
  )

  return routes
}
