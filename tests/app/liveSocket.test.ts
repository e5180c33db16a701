// The websocket client (000 §4 Auth, 001 §7, §9): 3 reconnection attempts 3000 ms apart, then the lost state the
// banner shows; reconnecting refetches what may have been missed; a heartbeat keeps the connection alive.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../../contract/constants'
import { SESSION_ENDED_CLOSE, TOKEN_EXPIRED_CLOSE } from '../../contract/live'
import { ENDPOINTS } from '../support/endpoints'
import { refetchAfterReconnect } from '../../src/live/applyEvent'
import type { LiveEvent } from '../../src/live/events'
import { createLiveSocket, LIVENESS_MS, type LiveState, type SocketLike } from '../../src/live/socket'
import { apiKey } from '../../src/query/apiQuery'

class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  closed = false
  constructor(readonly url: string) {}
  open() {
    this.onopen?.({} as Event)
  }
  fail(code = 1006) {
    this.onerror?.({} as Event)
    this.onclose?.({ code } as CloseEvent)
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent)
  }
  close() {
    this.closed = true
  }
}

function setup() {
  const sockets: FakeSocket[] = []
  const events: LiveEvent[] = []
  const states: LiveState[] = []
  const onReconnected = vi.fn()
  const onSessionEnded = vi.fn()
  const live = createLiveSocket({
    onSessionEnded,
    url: () => Promise.resolve('ws://api.test/api/v1/ws?token=t'),
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    onEvent: (event) => events.push(event),
    onReconnected,
  })
  live.subscribe((state) => states.push(state))
  const last = () => sockets.at(-1) as FakeSocket
  return { live, sockets, events, states, onReconnected, onSessionEnded, last }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the live connection', () => {
  it('connects with the token and hands entity and balance events on, not heartbeats', async () => {
    const { live, sockets, events, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    expect(sockets).toHaveLength(1)
    expect(last().url).toContain('token=t')
    last().open()
    expect(live.state()).toBe('open')
    last().send({ type: 'heartbeat' })
    last().send({ type: 'balance', data: { balance: 12.5 } })
    last().send({ type: 'entity', entity: 'volume', action: 'updated', id: 'v1', project_id: 'p1', data: { id: 'v1', status: 'IN_USE' } })
    expect(events.map((event) => event.type)).toEqual(['balance', 'entity'])
  })

  it('makes 3 attempts 3000 ms apart after a drop, then shows the lost state; the button reconnects and refetches', async () => {
    const { live, sockets, states, onReconnected, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()

    last().fail()
    expect(live.state()).toBe('reconnecting')
    for (let attempt = 1; attempt <= TIMINGS.websocket_attempts; attempt += 1) {
      await vi.advanceTimersByTimeAsync(TIMINGS.websocket_retry_ms - 1)
      expect(sockets).toHaveLength(attempt) // not yet
      await vi.advanceTimersByTimeAsync(1)
      expect(sockets).toHaveLength(attempt + 1)
      last().fail()
    }
    expect(live.state()).toBe('lost')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets).toHaveLength(1 + TIMINGS.websocket_attempts) // no more attempts on its own
    expect(onReconnected).not.toHaveBeenCalled()

    live.reconnect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    expect(live.state()).toBe('open')
    expect(onReconnected).toHaveBeenCalledTimes(1)
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'lost', 'connecting', 'open'])
  })

  it('refetches after a reconnection that one of the attempts made', async () => {
    const { live, onReconnected, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    expect(onReconnected).not.toHaveBeenCalled() // the first connection has nothing to catch up on
    last().fail()
    await vi.advanceTimersByTimeAsync(TIMINGS.websocket_retry_ms)
    last().open()
    expect(onReconnected).toHaveBeenCalledTimes(1)
    expect(live.state()).toBe('open')
  })

  it('counts silence past the liveness timer as a drop; heartbeats reset it', async () => {
    const { live, sockets, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    await vi.advanceTimersByTimeAsync(LIVENESS_MS - 1000)
    last().send({ type: 'heartbeat' })
    await vi.advanceTimersByTimeAsync(LIVENESS_MS - 1000)
    expect(live.state()).toBe('open')
    await vi.advanceTimersByTimeAsync(1000)
    expect(live.state()).toBe('reconnecting')
    expect(sockets[0]?.closed).toBe(true)
  })

  it('stops for good on close (sign-out)', async () => {
    const { live, sockets, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    live.close()
    expect(live.state()).toBe('idle')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sockets).toHaveLength(1)
  })
})

describe('after reconnecting', () => {
  it('marks every cached entity list and detail and the balance stale so they refetch', async () => {
    const queryClient = new QueryClient()
    const keys = [apiKey(ENDPOINTS.volumes, { project_id: 'p1' }), apiKey(ENDPOINTS.server, { id: 's1' }), apiKey(ENDPOINTS.balance), apiKey(ENDPOINTS.account)]
    for (const key of keys) queryClient.setQueryData(key, {})
    await refetchAfterReconnect(queryClient)
    const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)
    expect(stale).toEqual([true, true, true, false])
  })

  it('stops without reconnecting when the server ends the socket with its session, and says so once', async () => {
    const { live, sockets, onSessionEnded, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    last().fail(SESSION_ENDED_CLOSE)
    expect(live.state()).toBe('idle')
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(TIMINGS.websocket_retry_ms * (TIMINGS.websocket_attempts + 1))
    expect(sockets).toHaveLength(1)
  })

  it('treats any other close as a drop: it reconnects and does not report a session end', async () => {
    const { live, sockets, onSessionEnded, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    last().fail(1001)
    expect(live.state()).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(TIMINGS.websocket_retry_ms)
    expect(sockets).toHaveLength(2)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('reconnects at once with a fresh token when the server closes for an expired token, then refetches', async () => {
    const { live, sockets, onReconnected, onSessionEnded, last } = setup()
    live.connect()
    await vi.advanceTimersByTimeAsync(0)
    last().open()
    last().fail(TOKEN_EXPIRED_CLOSE)
    await vi.advanceTimersByTimeAsync(0)
    expect(sockets).toHaveLength(2)
    last().open()
    expect(live.state()).toBe('open')
    expect(onReconnected).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })
})
