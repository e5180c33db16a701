// Support tickets (000 §3 Ticket, 000 §4 Ticket) as a resource of the kit: an account's own, the newest
// conversation first. A ticket's messages live in their own table (000 §3: message, parent ticket) and are
// answered inside the ticket, oldest first; a message's files (name and base64 data) are kept as JSON.
import type { Message, Ticket } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { agentAnswers, agentTakes } from './agent'

export interface TicketRow {
  id: string
  account_id: string
  subject: string
  service: string | null
  status: number
  rating: number | null
  /** 0 while the client has not opened the agent's last answer */
  ticket_read: number
  created_in: string
  updated_in: string
}

export interface MessageRow {
  id: string
  ticket_id: string
  author: 'client' | 'support'
  message: string
  /** JSON of [{ name, data }] */
  files: string
  created_in: string
}

const MIGRATION = `
CREATE TABLE tickets (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  service TEXT,
  status INTEGER NOT NULL,
  rating INTEGER,
  ticket_read INTEGER NOT NULL DEFAULT 1,
  created_in TEXT NOT NULL,
  updated_in TEXT NOT NULL
);
CREATE INDEX tickets_account_updated ON tickets(account_id, updated_in DESC, id);
CREATE TABLE ticket_messages (
  id TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('client', 'support')),
  message TEXT NOT NULL,
  files TEXT NOT NULL DEFAULT '[]',
  created_in TEXT NOT NULL
);
CREATE INDEX ticket_messages_ticket ON ticket_messages(ticket_id, created_in, id);
`

export function messagesOf(ctx: Ctx, ticketId: string): MessageRow[] {
  return prepared(ctx.repos.db, 'SELECT * FROM ticket_messages WHERE ticket_id = ? ORDER BY created_in, rowid').all(ticketId) as MessageRow[]
}

export function insertMessage(ctx: Ctx, row: MessageRow): void {
  prepared(ctx.repos.db, 'INSERT INTO ticket_messages (id, ticket_id, author, message, files, created_in) VALUES (@id, @ticket_id, @author, @message, @files, @created_in)').run(row)
}

const presentMessage = (row: MessageRow): Message => ({
  id: row.id,
  author: row.author,
  message: row.message,
  files: JSON.parse(row.files) as NonNullable<Message['files']>,
  created_in: row.created_in,
})

function presentTicket(ctx: Ctx, row: TicketRow): Ticket {
  const messages = messagesOf(ctx, row.id).map(presentMessage)
  const first = messages[0]
  const last = messages.at(-1)
  return {
    id: row.id,
    status: row.status,
    subject: row.subject,
    title: row.subject,
    ...(row.service ? { service: row.service } : {}),
    ...(row.rating !== null ? { rating: row.rating } : {}),
    ticket_read: row.ticket_read === 1,
    ...(first ? { message: first.message, files: first.files ?? [] } : {}),
    messages,
    ...(last ? { messages_last: last } : {}),
    created_in: row.created_in,
    updated_in: row.updated_in,
  }
}

export const ticketResource = defineResource<TicketRow, Ticket>({
  kind: 'ticket',
  what: 'Ticket',
  table: 'tickets',
  columns: ['id', 'account_id', 'subject', 'service', 'status', 'rating', 'ticket_read', 'created_in', 'updated_in'],
  scope: 'account',
  migrations: [{ version: 20, name: 'support tickets and their messages', sql: MIGRATION }],
  list: {
    table: 'tickets t',
    joins: {},
    columns: 't.*',
    id: 't.id',
    shape: {
      fields: {
        id: textField('t.id'),
        status: integerField('t.status'),
        subject: { ...textField('t.subject'), freeText: true },
        title: { ...textField('t.subject'), freeText: true },
        service: { ...textField('t.service'), nullable: true },
        rating: { ...integerField('t.rating'), nullable: true },
        ticket_read: { sql: 't.ticket_read', type: 'boolean' },
        message: 'memory',
        files: 'memory',
        messages: 'memory',
        messages_last: 'memory',
        created_in: textField('t.created_in'),
        updated_in: textField('t.updated_in'),
      },
    },
    // the conversation last written to first (001 §9's default -created_in would bury an answered old ticket)
    order: '-updated_in',
  },
  present: presentTicket,
  entity: 'ticket',
  eventProject: () => undefined,
  // the support agent's side, on the emulator's clock (agent.ts)
  transitions: { take: { run: (ctx, row) => agentTakes(ctx, row) }, answer: { run: (ctx, row) => agentAnswers(ctx, row) } },
})
