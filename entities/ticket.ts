// Support ticket (000 §3 Ticket, 000 §4 Ticket, 000 §2 support routes). Account-level: project stopping rules do not
// apply. Support (admin-key) sessions may use tickets: nothing here is a security or money action of the owner.
import { DEFAULT_LIST_ORDER, TICKET } from '../contract/constants'
import { cmp, defineEntity, dimension, is, rule } from '../engine/define'
import type { Ticket } from '../generated/types/index.js'

/*
 * 000 §4 Ticket: "archive allowed only if status < 5 and not 3; archive action not allowed for an active ticket".
 * The spec names no ticket status values. The only status it singles out below 5 is 3, so "active ticket" is read as
 * status 3 (TICKET.active_status): the ticket support is working on. Both sentences then state one rule; a wider
 * reading of "active" (any open ticket) would forbid archiving every archivable ticket, which contradicts the first
 * sentence. With no status values in the spec there are no status sets either: the rules compare the number.
 */

const ROUTES = {
  // 000 §2 support: redirects to tickets; support/main with tickets, tickets/{id}, archive; support/main/archive/{id}
  page: { name: 'ticket', path: '/lk/support/main/tickets/$id' },
  list: { name: 'tickets', path: '/lk/support/main/tickets' },
  archive: { name: 'archive', path: '/lk/support/main/archive' },
  archive_item: { name: 'archive_ticket', path: '/lk/support/main/archive/$id' },
} as const

export const ticket = defineEntity<Ticket>()({
  kind: 'ticket',
  spec: '000 §3 Ticket; 000 §4 Ticket',
  scope: 'account',
  service: 'support',
  parent: null,
  // 000 §3 names the field "subject/title"; subject is used.
  name_field: 'subject',
  ws_entity: 'ticket',
  icon: 'life-buoy',
  routes: ROUTES,
  inputs: [
    // The boundary values of the archive rule: 1..4 below 5 (3 among them), 5 and above.
    dimension('status', 'item.status', [1, 2, TICKET.active_status, 4, TICKET.archive_below_status, 6]),
  ],
  // 000 §4: ticket list query order, offset, limit, filter, is_read (1 or 0)
  list: { order: DEFAULT_LIST_ORDER, filters: { all: {}, unread: { is_read: 0 }, read: { is_read: 1 } } },
  actions: {
    create: {
      scope: 'collection',
      // Also opened by alerts' write-to-support link, by a limit_reached verification (001 §8) and by email_change.
      spec: '000 §4 Ticket; 000 §2: alerts can offer a write-to-support link opening ticket creation',
      after: { refetch: 'list' },
    },
    reply: {
      scope: 'item',
      spec: '000 §3 Ticket: message(s), files (each with data and name)',
      after: { refetch: 'details' },
    },
    rate: {
      scope: 'item',
      spec: '000 §3 Ticket: rating',
      after: { refetch: 'details' },
    },
    archive: {
      scope: 'item',
      spec: '000 §4 Ticket: archive',
      // "Allowed only if" / "not allowed" do not say hidden: blocked with a reason (STYLE: hide only where the spec says hidden).
      block: [
        rule(cmp('item.status', '>=', TICKET.archive_below_status), 'reason.ticket.status_not_archivable', '000 §4 Ticket: archive allowed only if status < 5 and not 3'),
        rule(is('item.status', TICKET.active_status), 'reason.ticket.active', '000 §4 Ticket: archive allowed only if status < 5 and not 3; archive action not allowed for an active ticket'),
      ],
      after: { refetch: 'list' },
    },
  },
})
