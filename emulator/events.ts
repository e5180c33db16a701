// The websocket hub: every connection belongs to one account and hears only that account's events.
import { WebSocket } from 'ws'
import type { Balance } from '../generated/types/index.js'

/** websocket entity names (001 §7: entities plus address, heartbeat, dbaas_backup and balance) */
export type SpecEntityName =
  | 'volume'
  | 'server'
  | 'snapshot'
  | 'project'
  | 'keypair'
  | 'address'
  | 'api_token'
  | 'payment'
  | 's3_user'
  | 's3_bucket'
  | 'dbaas_cluster'
  | 'dbaas_database'
  | 'dbaas_backup'
  | 'loadbalancer'
  | 'loadbalancer_rule'
  | 'ticket'
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

/** who opened a socket: its sockets close when that session ends (sign-out, a new password, a deleted API token) */
export interface SocketOwner {
  accountId: string
  userId: string
  sessionId: string
  /** the hash of the access token it connected with: a pair revoked on its own (a reloaded tab's replay) ends it */
  tokenHash?: string
}

export class Hub {
  private readonly byAccount = new Map<string, Set<WebSocket>>()
  private readonly owners = new Map<WebSocket, SocketOwner>()
  private heartbeat: NodeJS.Timeout | undefined
  private readonly observers = new Set<(accountId: string, event: HubEvent) => void>()

  /** hears every event published (a server's console closes when its server stops); returns the unsubscribe */
  observe(observer: (accountId: string, event: HubEvent) => void): () => void {
    this.observers.add(observer)
    return () => this.observers.delete(observer)
  }

  /** a socket that hears its account's events */
  add(owner: SocketOwner, socket: WebSocket): void {
    const { accountId } = owner
    this.track(owner, socket)
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

  /** a socket that hears no events but ends with its session (a server's console) */
  track(owner: SocketOwner, socket: WebSocket): void {
    this.owners.set(socket, owner)
    socket.on('close', () => this.owners.delete(socket))
  }

  /** closes, with `code`, every socket whose owner matches: the session behind it has ended */
  endSessions(match: (owner: SocketOwner) => boolean, code: number, reason: string): void {
    for (const [socket, owner] of [...this.owners]) if (match(owner)) socket.close(code, reason)
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
