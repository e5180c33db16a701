// The support agent the emulator plays, so that a demo shows a reply (issue 10): a while after the client writes,
// the agent takes the ticket (status 3, the active ticket: 000 §4 forbids archiving it), and a while later answers
// (status 2, unread for the client). Both steps are the clock's, so a restart resumes them. The answer is in the
// language the client wrote in.
import { TICKET } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { announce } from '../../kit/announce'
import { updateRow } from '../../kit/rows'
import { stepName } from '../../kit/steps'
import { insertMessage, messagesOf, ticketResource, type TicketRow } from './resource'

/** simulated ms (scaled by EMULATOR_TIME_SCALE): from the client's message to the agent taking it, then answering */
export const AGENT_DELAYS = { take: 3_000, answer: 5_000 } as const

const ANSWERS = {
  ru: 'Здравствуйте! Спасибо за обращение. Мы посмотрели ваш вопрос: всё работает штатно, подробности отправили выше. Если вопрос остался, ответьте в этом тикете.',
  en: 'Hello! Thank you for writing. We have looked into your question: everything works as it should. If anything is still unclear, reply in this ticket.',
} as const

/** after a client's message: the agent will take the ticket (any step still pending for it is replaced) */
export function scheduleAgent(ctx: Ctx, ticketId: string): void {
  ctx.clock.cancel(ticketId)
  ctx.clock.schedule(stepName(ticketResource, 'take'), ticketId, AGENT_DELAYS.take)
}

export function agentTakes(ctx: Ctx, row: TicketRow): void {
  if (row.status !== TICKET.statuses.open) return
  ctx.tx(() => {
    announce(ctx, ticketResource, updateRow(ctx, ticketResource, row.id, { status: TICKET.statuses.active }) as TicketRow)
    ctx.clock.schedule(stepName(ticketResource, 'answer'), row.id, AGENT_DELAYS.answer)
  })
}

export function agentAnswers(ctx: Ctx, row: TicketRow): void {
  if (row.status !== TICKET.statuses.active) return
  const lastClient = messagesOf(ctx, row.id)
    .filter((message) => message.author === 'client')
    .at(-1)
  const language = /[а-яё]/i.test(`${row.subject} ${lastClient?.message ?? ''}`) ? 'ru' : 'en'
  ctx.tx(() => {
    const at = isoAt(ctx.now())
    insertMessage(ctx, { id: newId(), ticket_id: row.id, author: 'support', message: ANSWERS[language], files: '[]', created_in: at })
    announce(ctx, ticketResource, updateRow(ctx, ticketResource, row.id, { status: TICKET.statuses.answered, ticket_read: 0, updated_in: at }) as TicketRow)
  })
}
