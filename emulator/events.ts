// The websocket hub: every connection belongs to one account and hears only that account's events.
import { WebSocket } from 'ws'
import type { Balance } from '../generated/types/index.js'

/** websocket entity names (001 §7: entities plus address, heartbeat, dbaas_backup and balance) */
export type SpecEntityName = 'volume' | 'server' | 'snapshot' | 'project' | 'keypair' | 'address' | 'api_token' | 'payment' | 'ticket'
/** a spec name, or the name an extra kind (kit/extra.ts) gives its own events */
export type EntityName = SpecEntityName | (string & {})
export type EntityAction = 'created' | 'updated' | 'deleted'

export interface EntityEvent {
  type: 'entity'
  entity: EntityName
  action: EntityAction
  id: string
  /** the project of the entity; absent for an account's own (an API token) */
  project_id?: string
  /** the entity as GET answers it; for a deleted one, its last state */
  data: object
}

export interface BalanceEvent {
  type: 'balance'
  data: Balance
}

export interface HeartbeatEvent {
  type: 'heartbeat'
}

export type HubEvent = EntityEvent | BalanceEvent | HeartbeatEvent

export class Hub {
  private readonly byAccount = new Map<string, Set<WebSocket>>()
  private heartbeat: NodeJS.Timeout | undefined
  private readonly observers = new Set<(accountId: string, event: HubEvent) => void>()

  /** hears every event published (a server's console closes when its server stops); returns the unsubscribe */
  observe(observer: (accountId: string, event: HubEvent) => void): () => void {
    this.observers.add(observer)
    return () => this.observers.delete(observer)
  }

  add(accountId: string, socket: WebSocket): void {
    let sockets = this.byAccount.get(accountId)
    if (!sockets) {
      sockets = new Set()
      this.byAccount.set(accountId, sockets)
    }
    sockets.add(socket)
    socket.on('close', () => {
      sockets.delete(socket)
      if (sockets.size === 0 && this.byAccount.get(accountId) === sockets) this.byAccount.delete(accountId)
    })
  }

  publish(accountId: string, event: HubEvent): void {
    for (const observer of [...this.observers]) observer(accountId, event)
    const sockets = this.byAccount.get(accountId)
    if (!sockets) return
    const message = JSON.stringify(event)
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(message)
  }

  connections(): number {
    let total = 0
    for (const sockets of this.byAccount.values()) total += sockets.size
    return total
  }

  /** `{type:'heartbeat'}` to every connection, every intervalMs */
  startHeartbeat(intervalMs: number): void {
    this.stopHeartbeat()
    this.heartbeat = setInterval(() => {
      for (const accountId of this.byAccount.keys()) this.publish(accountId, { type: 'heartbeat' })
    }, intervalMs)
    this.heartbeat.unref()
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = undefined
  }

  /** fault injection: cut every connection without a closing handshake, as a network failure would */
  dropAll(): void {
    for (const sockets of this.byAccount.values()) for (const socket of sockets) socket.terminate()
  }

  closeAll(): void {
    this.stopHeartbeat()
    for (const sockets of this.byAccount.values()) for (const socket of sockets) socket.close(1001, 'emulator stopping')
  }
}
