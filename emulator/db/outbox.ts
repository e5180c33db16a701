// E-mails the emulator sends land here (shown at /emulator/mail).
import type { Db } from './connection'
import { prepared } from './statements'

export interface MailRow {
  id: number
  to_email: string
  subject: string
  text: string
  kind: string
  data: string
  created_in: string
}

export class OutboxRepo {
  constructor(private readonly db: Db) {}

  insert(mail: Omit<MailRow, 'id'>): number {
    const result = prepared(this.db, 'INSERT INTO outbox (to_email, subject, text, kind, data, created_in) VALUES (@to_email, @subject, @text, @kind, @data, @created_in)').run(mail)
    return Number(result.lastInsertRowid)
  }

  list(to?: string): MailRow[] {
    if (to === undefined) return prepared(this.db, 'SELECT * FROM outbox ORDER BY id DESC').all() as MailRow[]
    return prepared(this.db, 'SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC').all(to) as MailRow[]
  }
}
