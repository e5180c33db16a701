// DNS domains (001 §7 DNS): the project's list and create, one domain, its delete and its limits, the form
// description, and the activation of the project's DNS service.
import { Hono } from 'hono'
import { DNS } from '../../../contract/constants'
import { validateDnsDomainCreateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { limitsOf } from '../../limits'
import { dnsDomainResource } from './resource'
import { activateDns, createDomain, deleteDomain } from './rules'

export function dnsDomainRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: Parameters<typeof dnsDomainResource.present>[1]) => dnsDomainResource.present(ctx, row)

  routes.post('/projects/:id/dns/activate', (c) => c.json(activateDns(ctx, ownProject(ctx, c.get('auth').accountId, c.req.param('id')))))

  routes.get('/projects/:id/dns/domains', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, dnsDomainResource, project.id, c.req.queries()))
  })

  routes.post('/projects/:id/dns/domains', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateDnsDomainCreateRequest)
    return c.json(present(createDomain(ctx, project, request)), 201)
  })

  routes.get('/dns/domains/:id', (c) => c.json(present(ownInProject(ctx, dnsDomainResource, c.get('auth').accountId, c.req.param('id')).row)))

  routes.delete('/dns/domains/:id', (c) => {
    const { row, project } = ownInProject(ctx, dnsDomainResource, c.get('auth').accountId, c.req.param('id'))
    deleteDomain(ctx, project, row)
    return c.body(null, 204)
  })

  // the limits a domain's orders are held to: the project's DNS limits (001 §9 dns_domain, dns_record)
  routes.get('/dns/domains/:id/limits', (c) => {
    const { project } = ownInProject(ctx, dnsDomainResource, c.get('auth').accountId, c.req.param('id'))
    const result = limitsOf(ctx, project.id).filter((limit) => limit.name === 'dns_domain' || limit.name === 'dns_record')
    return c.json({ result, count: result.length })
  })

  // 001 §7 GET /forms/dns_domain: what the create form takes
  routes.get('/forms/dns_domain', (c) =>
    c.json({
      fields: [
        { name: 'name', type: 'domain', required: true },
        { name: 'admin_email', type: 'email' },
        { name: 'related_ip_list', type: 'ip_list' },
      ],
      undelegated_removed_after_hours: DNS.undelegated_removed_after_hours,
    }),
  )

  return routes
}
