// Pending status changes of the clock (emulator/clock.ts), kept so that a restart resumes them.
import type { Db } from './connection'
import { prepared } from './statements'

export interface TransitionRow {
  id: number
  kind: string
  entity_id: string
  due_at: number
  payload: string
}

export class TransitionsRepo {
  constructor(private readonly db: Db) {}

  insert(kind: string, entityId: string, dueAt: number, payload: object): number {
    const result = prepared(this.db, 'INSERT INTO transitions (kind, entity_id, due_at, payload) VALUES (?, ?, ?, ?)').run(kind, entityId, dueAt, JSON.stringify(payload))
    return Number(result.lastInsertRowid)
  }

  due(now: number): TransitionRow[] {
    return prepared(this.db, 'SELECT * FROM transitions WHERE due_at <= ? ORDER BY due_at, id').all(now) as TransitionRow[]
  }

  next(): TransitionRow | undefined {
    return prepared(this.db, 'SELECT * FROM transitions ORDER BY due_at, id LIMIT 1').get() as TransitionRow | undefined
  }

  pendingFor(entityId: string): TransitionRow[] {
    return prepared(this.db, 'SELECT * FROM transitions WHERE entity_id = ? ORDER BY due_at, id').all(entityId) as TransitionRow[]
  }

  remove(id: number): boolean {
    return prepared(this.db, 'DELETE FROM transitions WHERE id = ?').run(id).changes > 0
  }

  removeFor(entityId: string): void {
    prepared(this.db, 'DELETE FROM transitions WHERE entity_id = ?').run(entityId)
  }
}
