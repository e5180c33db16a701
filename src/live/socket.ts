// The websocket client (000 §4 Auth, 001 §7, §9): connected by the app after sign-in with the access token;
// when the connection drops, 3 attempts 3000 ms apart, then the state `lost` (the shell shows a banner with a
// reconnect button). After any reconnection the caller refetches, since events may have been missed.
// A heartbeat (or any message) resets a liveness timer; silence past it counts as a drop. The emulator closes a
// socket whose access token expired (reopened at once with a fresh one) or whose session ended (contract/live.ts).
import { TIMINGS } from '../../contract/constants'
import { SESSION_ENDED_CLOSE, TOKEN_EXPIRED_CLOSE } from '../../contract/live'
import { parseLiveEvent, type LiveEvent } from './events'

export type LiveState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'lost'

/** The part of the browser's WebSocket the client uses (tests give a fake). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
  close(code?: number, reason?: string): void
}

export type SocketFactory = (url: string) => SocketLike

/**
 * The emulator sends a heartbeat every 30 s (emulator/server.ts); the spec names no number. Three missed
 * heartbeats and a margin count as a dead connection.
 */
export const LIVENESS_MS = 95_000

export interface LiveSocketOptions {
  /** the URL with a fresh access token; rejects when there is no session */
  url: () => Promise<string>
  onEvent: (event: LiveEvent) => void
  /** connected again after a drop or a failed start */
  onReconnected: () => void
  /** the server closed the socket because its session ended (signed out elsewhere, a new password) */
  onSessionEnded?: () => void
  createSocket?: SocketFactory
  attempts?: number
  retryMs?: number
  livenessMs?: number
}

export interface LiveSocket {
  /** connects (after sign-in); no-op when already connected or connecting */
  connect: () => void
  /** the banner's button: a fresh round of attempts, the first one now */
  reconnect: () => void
  /** stops for good (sign-out) */
  close: () => void
  state: () => LiveState
  subscribe: (listener: (state: LiveState) => void) => () => void
}

const browserSocket: SocketFactory = (url) => new WebSocket(url)

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket = options.createSocket ?? browserSocket
  const attempts = options.attempts ?? TIMINGS.websocket_attempts
  const retryMs = options.retryMs ?? TIMINGS.websocket_retry_ms
  const livenessMs = options.livenessMs ?? LIVENESS_MS
  const listeners = new Set<(state: LiveState) => void>()

  let state: LiveState = 'idle'
  let socket: SocketLike | undefined
  let attemptsUsed = 0
  let missedEvents = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let livenessTimer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  const setState = (next: LiveState): void => {
    if (next === state) return
    state = next
    for (const listener of [...listeners]) listener(next)
  }
  const clearTimers = (): void => {
    if (retryTimer !== undefined) clearTimeout(retryTimer)
    if (livenessTimer !== undefined) clearTimeout(livenessTimer)
    retryTimer = undefined
    livenessTimer = undefined
  }
  const drop = (current: SocketLike): void => {
    current.onopen = current.onmessage = current.onclose = current.onerror = null
    try {
      current.close()
    } catch {
      // already closed
    }
  }

  function disconnected(current: SocketLike): void {
    if (current !== socket) return
    socket = undefined
    drop(current)
    clearTimers()
    missedEvents = true
    if (attemptsUsed >= attempts) {
      setState('lost')
      return
    }
    attemptsUsed += 1
    setState('reconnecting')
    const round = generation
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      if (round === generation) open()
    }, retryMs)
  }

  function armLiveness(current: SocketLike): void {
    if (livenessTimer !== undefined) clearTimeout(livenessTimer)
    livenessTimer = setTimeout(() => disconnected(current), livenessMs)
  }

  function open(): void {
    const round = generation
    options.url().then(
      (url) => {
        if (round !== generation) return
        const current = createSocket(url)
        socket = current
        current.onopen = () => {
          if (current !== socket) return
          attemptsUsed = 0
          setState('open')
          armLiveness(current)
          if (missedEvents) {
            missedEvents = false
            options.onReconnected()
          }
        }
        current.onmessage = (message) => {
          if (current !== socket) return
          armLiveness(current)
          const event = parseLiveEvent(message.data)
          if (event && event.type !== 'heartbeat') options.onEvent(event)
        }
        current.onclose = (event) => {
          if (current !== socket) return
          if (event.code === TOKEN_EXPIRED_CLOSE) return reopenNow()
          if (event.code !== SESSION_ENDED_CLOSE) return disconnected(current)
          // reconnecting would be refused: stop, and let the caller find the session gone
          restart()
          setState('idle')
          options.onSessionEnded?.()
        }
        current.onerror = () => undefined // a close follows
      },
      () => {
        // no session any more: nothing to connect with
        if (round === generation) setState('idle')
      },
    )
  }

  /** a fresh round now (the banner's button, or the token the socket used expired); the gap's events are refetched */
  function reopenNow(): void {
    restart()
    missedEvents = true
    setState('connecting')
    open()
  }

  function restart(): void {
    generation += 1
    clearTimers()
    if (socket) drop(socket)
    socket = undefined
    attemptsUsed = 0
  }

  return {
    connect() {
      if (state === 'open' || state === 'connecting' || state === 'reconnecting') return
      restart()
      setState('connecting')
      open()
    },
    reconnect: reopenNow,
    close() {
      restart()
      missedEvents = false
      setState('idle')
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
