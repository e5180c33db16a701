// What the websocket carries (000 §4 Auth, 001 §7): entity updates, balance and heartbeat (emulator/events.ts).
// Other types the spec names (address, dbaas_backup) are passed on as they come and ignored by the table
// until a kind handles them.
import type { Balance } from '../../generated/types/index.js'

export type EntityAction = 'created' | 'updated' | 'deleted'

export interface EntityEvent {
  type: 'entity'
  /** the websocket entity name (registry.kindOfWsEntity) */
  entity: string
  action: EntityAction
  id: string
  project_id: string
  /** the entity as GET answers it; for a deleted one, its last state */
  data: Record<string, unknown>
}

export interface BalanceEvent {
  type: 'balance'
  data: Balance
}

export interface HeartbeatEvent {
  type: 'heartbeat'
}

export type LiveEvent = EntityEvent | BalanceEvent | HeartbeatEvent

const ACTIONS: readonly string[] = ['created', 'updated', 'deleted']

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A message of the socket as a LiveEvent, or undefined when it is not one. */
export function parseLiveEvent(raw: unknown): LiveEvent | undefined {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  if (!isRecord(value)) return undefined
  if (value.type === 'heartbeat') return { type: 'heartbeat' }
  if (value.type === 'balance' && isRecord(value.data) && typeof value.data.balance === 'number') return { type: 'balance', data: value.data as Balance }
  if (value.type === 'entity' && typeof value.entity === 'string' && typeof value.action === 'string' && ACTIONS.includes(value.action)) {
    const data = isRecord(value.data) ? value.data : {}
    const id = typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : typeof data.id === 'string' ? data.id : undefined
    if (id === undefined) return undefined
    return {
      type: 'entity',
      entity: value.entity,
      action: value.action as EntityAction,
      id,
      project_id: typeof value.project_id === 'string' ? value.project_id : '',
      data,
    }
  }
  return undefined
}
