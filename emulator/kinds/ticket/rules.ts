// A ticket's own rules (000 §4 Ticket): create with the first message, reply, archive only if status < 5 and not 3,
// rate, and the read mark; files (000 §3: each with data and name) of the allowed types and sizes.
import { TICKET } from '../../../contract/constants'
import type { TicketCreateRequest, TicketMessageCreateRequest, TicketRatingRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { ApiError, conflict, type ErrorEntry } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, updateRow } from '../../kit/rows'
import { scheduleAgent } from './agent'
import { insertMessage, messagesOf, ticketResource, type TicketRow } from './resource'

type Files = NonNullable<TicketCreateRequest['files']>

const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '')

/** decoded size of base64 text (the schema already checked its alphabet) */
const bytesOf = (data: string): number => Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)

/** every file of a wrong type or too large, each answered on its own path (a 400 the form shows on the field) */
export function checkFiles(files: Files): void {
  const problems: ErrorEntry[] = []
  files.forEach((file, index) => {
    if (!(TICKET.file_extensions as readonly string[]).includes(extensionOf(file.name)))
      problems.push({
        path: `files.${index}.name`,
        message: `The file type is not accepted: ${file.name} (accepted: ${TICKET.file_extensions.join(', ')})`,
        code: 'file_type_not_accepted',
        params: { name: file.name, extensions: TICKET.file_extensions.join(', ') },
      })
    else if (bytesOf(file.data) > TICKET.max_file_bytes)
      problems.push({
        path: `files.${index}.data`,
        message: `The file is larger than ${TICKET.max_file_bytes / 1024} KB: ${file.name}`,
        code: 'file_too_large',
        params: { name: file.name, max_kb: TICKET.max_file_bytes / 1024 },
      })
  })
  if (problems.length > 0) throw new ApiError(400, problems, { code: 'ticket_file_rejected' })
}

export function createTicket(ctx: Ctx, accountId: string, request: TicketCreateRequest): TicketRow {
  checkFiles(request.files ?? [])
  return ctx.tx(() => {
    const at = isoAt(ctx.now())
    const row: TicketRow = {
      id: newId(),
      account_id: accountId,
      subject: request.subject.trim(),
      service: request.service ?? null,
      status: TICKET.statuses.open,
      rating: null,
      ticket_read: 1,
      created_in: at,
      updated_in: at,
    }
    insertRow(ctx, ticketResource, row)
    insertMessage(ctx, { id: newId(), ticket_id: row.id, author: 'client', message: request.message, files: JSON.stringify(request.files ?? []), created_in: at })
    announce(ctx, ticketResource, row, 'created')
    scheduleAgent(ctx, row.id)
    return row
  })
}

/** product decision: an archived conversation takes no reply until it is reopened */
export function replyToTicket(ctx: Ctx, row: TicketRow, request: TicketMessageCreateRequest): TicketRow {
  if (row.status >= TICKET.archive_below_status) throw conflict('The ticket is archived: reopen it to write again', 'ticket_archived')
  checkFiles(request.files ?? [])
  return ctx.tx(() => {
    const at = isoAt(ctx.now())
    insertMessage(ctx, { id: newId(), ticket_id: row.id, author: 'client', message: request.message, files: JSON.stringify(request.files ?? []), created_in: at })
    const changed = updateRow(ctx, ticketResource, row.id, { status: TICKET.statuses.open, updated_in: at }) as TicketRow
    announce(ctx, ticketResource, changed)
    scheduleAgent(ctx, row.id)
    return changed
  })
}

/**
 * Reopening (issue 10; the spec names the archived and the solved, closed, states and no way back from them): a closed
 * (solved) or archived ticket takes the client's new message and waits for support again, instead of the question
 * starting over in a new ticket. A ticket still open is answered with a reply.
 */
export function reopenTicket(ctx: Ctx, row: TicketRow, request: TicketMessageCreateRequest): TicketRow {
  if (row.status < TICKET.statuses.solved) throw conflict('The ticket is still open: reply to it instead', 'ticket_not_closed')
  checkFiles(request.files ?? [])
  return ctx.tx(() => {
    const at = isoAt(ctx.now())
    insertMessage(ctx, { id: newId(), ticket_id: row.id, author: 'client', message: request.message, files: JSON.stringify(request.files ?? []), created_in: at })
    const changed = updateRow(ctx, ticketResource, row.id, { status: TICKET.statuses.open, ticket_read: 1, updated_in: at }) as TicketRow
    announce(ctx, ticketResource, changed)
    scheduleAgent(ctx, row.id)
    return changed
  })
}

/** 000 §4 Ticket: "archive allowed only if status < 5 and not 3; archive action not allowed for an active ticket" */
export function archiveTicket(ctx: Ctx, row: TicketRow): TicketRow {
  if (row.status >= TICKET.archive_below_status) throw conflict('The ticket is already archived', 'ticket_not_archivable')
  if (row.status === TICKET.active_status) throw conflict('Support is working on the ticket: it cannot be archived now', 'ticket_active')
  return ctx.tx(() => {
    ctx.clock.cancel(row.id)
    const changed = updateRow(ctx, ticketResource, row.id, { status: TICKET.statuses.archived, ticket_read: 1 }) as TicketRow
    announce(ctx, ticketResource, changed)
    return changed
  })
}

/** product decision: a rating rates the answer, so the last message must be support's */
export function rateTicket(ctx: Ctx, row: TicketRow, request: TicketRatingRequest): TicketRow {
  if (messagesOf(ctx, row.id).at(-1)?.author !== 'support') throw conflict('Support has not answered the last message yet', 'ticket_not_answered')
  return ctx.tx(() => {
    const changed = updateRow(ctx, ticketResource, row.id, { rating: request.rating }) as TicketRow
    announce(ctx, ticketResource, changed)
    return changed
  })
}

/** opening a ticket reads the agent's answer: the lists lose the unread mark */
export function markRead(ctx: Ctx, row: TicketRow): TicketRow {
  if (row.ticket_read === 1) return row
  return ctx.tx(() => {
    const changed = updateRow(ctx, ticketResource, row.id, { ticket_read: 1 }) as TicketRow
    announce(ctx, ticketResource, changed)
    return changed
  })
}
