// 000 §4 Ticket: the archive rule, each side of it.
import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities/index'

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

  it("000 §2 support: 'support/main with tickets, tickets/{id}, archive'; 000 §4: ticket list query is_read (1 or 0)", () => {
    expect(registry.defaultPageRoute('ticket')).toEqual({ name: 'ticket', path: '/lk/support/main/tickets/$id' })
    expect(registry.get('ticket').list?.filters?.unread).toEqual({ is_read: 0 })
  })

  it('000 §6: tickets are allowed in a support session and in a stopped project (account-level)', () => {
    const input = { item: { id: 'ticket-1', status: 1 }, account: { is_support_session: true }, project: { status: 'STOPPED' as const, stopping_reason: 'abuse' as const } }
    for (const action of ['archive', 'reply', 'rate']) expect(evaluateAction('ticket', action, input), action).toEqual(enabled)
    expect(evaluateAction('ticket', 'create', { ...input, item: {} })).toEqual(enabled)
  })
})
