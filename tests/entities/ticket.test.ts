// 000 §4 Ticket: the archive rule, each side of it; 000 §2 support routes; 000 §3 Ticket: reply, rating, files.
import { describe, expect, it } from 'vitest'
import { TICKET } from '../../contract/constants'
import { evaluateAction, registry } from '../../entities/index'
import { entityRouteSpecs } from '../../src/router/entityRoutes'
import { ENTITY_PAGES } from '../../src/router/entityPages'
import { writeToSupportTarget } from '../../src/actions/writeToSupport'

const enabled = { visible: true, enabled: true }
const archive = (status: number) => evaluateAction('ticket', 'archive', { item: { id: 'ticket-1', status } })

describe('ticket', () => {
  it("000 §4 Ticket: 'archive allowed only if status < 5 and not 3'", () => {
    for (const status of [1, 2, 4]) expect(archive(status), `status ${status}`).toEqual(enabled)
    for (const status of [5, 6, 10]) expect(archive(status), `status ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.ticket.status_not_archivable' })
  })

  it("000 §4 Ticket: 'archive action not allowed for an active ticket' (active read as status 3)", () => {
    expect(archive(3)).toEqual({ visible: true, enabled: false, reason: 'reason.ticket.active' })
    expect(archive(4)).toEqual(enabled)
  })

  it("000 §2 support: 'redirects to tickets; support/main with tickets, tickets/{id}, archive; support/main/archive/{id}'", () => {
    expect(registry.defaultPageRoute('ticket')).toEqual({ name: 'ticket', path: '/lk/support/main/tickets/$id' })
    const pages = ENTITY_PAGES.find((set) => set.entity.kind === 'ticket')
    if (!pages) throw new Error('tickets have no pages')
    const routes = Object.fromEntries(entityRouteSpecs(pages).map((spec) => [spec.path, spec.role === 'redirect' ? `→ ${spec.target}` : spec.role]))
    expect(routes).toEqual({
      '/lk/support/main/tickets': 'list',
      '/lk/support/main/archive': 'list',
      '/lk/support/main/tickets/$id': 'details',
      '/lk/support/main/archive/$id': 'details',
      '/lk/support': '→ /lk/support/main/tickets',
      '/lk/support/main': '→ /lk/support/main/tickets',
    })
    // the archive lists the archived tickets (status 5 and above), the tickets route the rest
    expect(registry.get('ticket').list?.filters).toEqual({ tickets: { status__lt: TICKET.archive_below_status }, archive: { status__gte: TICKET.archive_below_status } })
  })

  it('000 §3 Ticket: reply is refused on an archived ticket (its conversation is closed)', () => {
    const reply = (status: number) => evaluateAction('ticket', 'reply', { item: { id: 'ticket-1', status } })
    for (const status of [1, 2, 3, 4]) expect(reply(status), `status ${status}`).toEqual(enabled)
    expect(reply(TICKET.statuses.archived)).toEqual({ visible: true, enabled: false, reason: 'reason.ticket.archived' })
  })

  it('000 §4 Ticket: a closed (solved, 4) or archived (5) ticket is reopened with a message; an open one is not', () => {
    const reopen = (status: number) => evaluateAction('ticket', 'reopen', { item: { id: 'ticket-1', status } })
    for (const status of [TICKET.statuses.solved, TICKET.statuses.archived]) expect(reopen(status), `status ${status}`).toEqual(enabled)
    for (const status of [1, 2, 3]) expect(reopen(status), `status ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.ticket.not_closed' })
    const fields = registry.get('ticket').actions['reopen']?.dialog?.fields
    expect(fields?.find((field) => field.name === 'message')?.required).toBe(true)
    expect(fields?.find((field) => field.kind === 'files')?.accept).toMatchObject({ max_files: TICKET.max_files })
  })

  it("000 §3 Ticket: rating rates support's answer, so it waits while the last message is the client's", () => {
    const rate = (author: string) => evaluateAction('ticket', 'rate', { item: { id: 'ticket-1', status: 2, messages_last: { id: 'm', author } } })
    expect(rate('support')).toEqual(enabled)
    expect(rate('client')).toEqual({ visible: true, enabled: false, reason: 'reason.ticket.not_answered' })
  })

  it('000 §3 Ticket: files (each with data and name): the create and reply dialogs take them with the limits both sides check', () => {
    for (const action of ['create', 'reply']) {
      const files = registry.get('ticket').actions[action]?.dialog?.fields.find((field) => field.kind === 'files')
      expect(files?.accept, action).toMatchObject({ max_files: TICKET.max_files, max_bytes: TICKET.max_file_bytes, extensions: TICKET.file_extensions })
    }
  })

  it("000 §2: 'alerts can offer a write-to-support link opening ticket creation' (001 §8: limit_reached prefilled)", () => {
    expect(writeToSupportTarget()).toEqual({ kind: 'ticket', action: 'create', fields: { subject: 'subject', text: 'message' } })
    const fields = registry.get('ticket').actions['create']?.dialog?.fields.map((field) => field.name)
    expect(fields).toEqual(expect.arrayContaining(['subject', 'message']))
  })

  it('000 §6: tickets are allowed in a support session and in a stopped project (account-level)', () => {
    const input = { item: { id: 'ticket-1', status: 1 }, account: { is_support_session: true }, project: { status: 'STOPPED' as const, stopping_reason: 'abuse' as const } }
    for (const action of ['archive', 'reply', 'rate']) expect(evaluateAction('ticket', action, input), action).toEqual(enabled)
    expect(evaluateAction('ticket', 'create', { ...input, item: {} })).toEqual(enabled)
  })
})
