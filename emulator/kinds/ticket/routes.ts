// Support tickets. The spec shows no ticket call (001 §7 has none; 000 §4 names the list query: order, offset,
// limit, filter, is_read), so the paths are a product decision: GET and POST /tickets, GET /tickets/{id} (which
// reads the answer), POST /tickets/{id}/messages, /reopen, /archive and /rating. `filter` is open (status below 5) or archive;
// `is_read` 1 or 0 reads ticket_read.
import { Hono, type Context } from 'hono'
import { TICKET } from '../../../contract/constants'
import { validateTicketCreateRequest, validateTicketMessageCreateRequest, validateTicketRatingRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { badRequest } from '../../http/errors'
import type { Query } from '../../http/list-query'
import { body } from '../../http/validate'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { ticketResource } from './resource'
import { archiveTicket, createTicket, markRead, rateTicket, reopenTicket, replyToTicket } from './rules'

const FILTERS: Record<string, Query> = {
  open: { status__lt: [String(TICKET.archive_below_status)] },
  archive: { status__gte: [String(TICKET.archive_below_status)] },
}

/** the spec's query words onto the list's own filters */
function ticketQuery(query: Query): Query {
  const { filter, is_read: isRead, ...rest } = query
  const named = filter?.[0]
  if (named !== undefined && !FILTERS[named]) throw badRequest('filter', `Unknown filter ${named}: open or archive`)
  const read = isRead?.[0]
  if (read !== undefined && read !== '0' && read !== '1') throw badRequest('is_read', 'is_read is 1 or 0')
  return { ...rest, ...(named ? FILTERS[named] : {}), ...(read !== undefined ? { ticket_read: [read === '1' ? 'true' : 'false'] } : {}) }
}

export function ticketRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const own = (c: Context<AppEnv>) => ownInAccount(ctx, ticketResource, c.get('auth').accountId, c.req.param('id') ?? '')
  const answer = (c: Context<AppEnv>, row: Parameters<typeof ticketResource.present>[1], status: 200 | 201 = 200) => c.json(ticketResource.present(ctx, row), status)

  routes.get('/tickets', (c) => c.json(listOwned(ctx, ticketResource, c.get('auth').accountId, ticketQuery(c.req.queries()))))
  routes.post('/tickets', async (c) => answer(c, createTicket(ctx, c.get('auth').accountId, await body(c, validateTicketCreateRequest)), 201))
  routes.get('/tickets/:id', (c) => answer(c, markRead(ctx, own(c))))
  routes.post('/tickets/:id/messages', async (c) => {
    const row = own(c)
    return answer(c, replyToTicket(ctx, row, await body(c, validateTicketMessageCreateRequest)), 201)
  })
  routes.post('/tickets/:id/reopen', async (c) => {
    const row = own(c)
    return answer(c, reopenTicket(ctx, row, await body(c, validateTicketMessageCreateRequest)))
  })
  routes.post('/tickets/:id/archive', (c) => answer(c, archiveTicket(ctx, own(c))))
  routes.post('/tickets/:id/rating', async (c) => {
    const row = own(c)
    return answer(c, rateTicket(ctx, row, await body(c, validateTicketRatingRequest)))
  })
  return routes
}
