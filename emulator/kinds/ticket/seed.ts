// The demo accounts' tickets: one support has answered (unread), one archived. Written straight into the tables:
// the agent's clock has nothing left to do for them.
import { TICKET } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { insertMessage, ticketResource } from './resource'

const HOUR = 60 * 60 * 1000

interface SeedTicket {
  subject: string
  status: number
  hoursAgo: number
  messages: readonly { author: 'client' | 'support'; message: string }[]
  service?: string
}

const TICKETS: readonly SeedTicket[] = [
  {
    subject: 'Как увеличить лимит серверов?',
    status: TICKET.statuses.answered,
    hoursAgo: 5,
    service: 'servers',
    messages: [
      { author: 'client', message: 'Здравствуйте! Нужно запустить ещё десять серверов, а лимит проекта не даёт. Как его увеличить?' },
      { author: 'support', message: 'Здравствуйте! Мы увеличили лимит серверов проекта до 20. Если понадобится больше, напишите нам.' },
    ],
  },
  {
    subject: 'Не приходит счёт на почту',
    status: TICKET.statuses.archived,
    hoursAgo: 72,
    messages: [
      { author: 'client', message: 'Счёт за прошлый месяц не пришёл на почту.' },
      { author: 'support', message: 'Отправили счёт повторно. Он также есть в разделе «Финансы».' },
    ],
  },
]

export function seedTickets(ctx: Ctx, accountId: string): void {
  for (const ticket of TICKETS) {
    const started = ctx.now() - ticket.hoursAgo * HOUR
    const id = newId()
    const last = isoAt(started + (ticket.messages.length - 1) * HOUR)
    const unread = ticket.status === TICKET.statuses.answered
    insertRow(ctx, ticketResource, {
      id,
      account_id: accountId,
      subject: ticket.subject,
      service: ticket.service ?? null,
      status: ticket.status,
      rating: null,
      ticket_read: unread ? 0 : 1,
      created_in: isoAt(started),
      updated_in: last,
    })
    ticket.messages.forEach((message, index) =>
      insertMessage(ctx, { id: newId(), ticket_id: id, author: message.author, message: message.message, files: '[]', created_in: isoAt(started + index * HOUR) }),
    )
  }
}
