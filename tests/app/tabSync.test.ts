// 000 §4 Auth, 001 §7: other tabs reload 100 ms after the access token changes in one tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../../contract/constants'
import { createSessionStore } from '../../src/session/store'
import { startTabSync } from '../../src/session/tabSync'

/** BroadcastChannel's behaviour: a message reaches every other channel of the same bus, not the sender. */
function createBus() {
  const channels = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>()
  return () => {
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(message: unknown) {
        for (const other of channels) if (other !== channel) other.onmessage?.({ data: message } as MessageEvent)
      },
      close() {
        channels.delete(channel)
      },
    }
    channels.add(channel)
    return channel
  }
}

const tokens = (access: string) => ({ access_token: access, refresh_token: 'r', expires_at: new Date(Date.now() + 60_000).toISOString(), is_support_session: false })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the session broadcast between tabs', () => {
  it('reloads the other tab 100 ms after this tab changes the access token, and not this one', () => {
    const channel = createBus()
    const storeA = createSessionStore(undefined)
    const storeB = createSessionStore(undefined)
    const reloadA = vi.fn()
    const reloadB = vi.fn()
    startTabSync({ store: storeA, channel: channel(), reload: reloadA })
    startTabSync({ store: storeB, channel: channel(), reload: reloadB })

    storeA.set(tokens('a-1'))
    vi.advanceTimersByTime(TIMINGS.tab_reload_ms - 1)
    expect(reloadB).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reloadB).toHaveBeenCalledTimes(1)
    expect(reloadA).not.toHaveBeenCalled()
    expect(TIMINGS.tab_reload_ms).toBe(100)
  })

  it('broadcasts a sign-out, and nothing when the token stays the same', () => {
    const channel = createBus()
    const storeA = createSessionStore(undefined)
    storeA.set(tokens('a-1'))
    const reloadB = vi.fn()
    startTabSync({ store: storeA, channel: channel(), reload: vi.fn() })
    startTabSync({ store: createSessionStore(undefined), channel: channel(), reload: reloadB })

    storeA.set({ ...tokens('a-1'), is_support_session: false })
    vi.advanceTimersByTime(500)
    expect(reloadB).not.toHaveBeenCalled()

    storeA.clear()
    vi.advanceTimersByTime(100)
    expect(reloadB).toHaveBeenCalledTimes(1)
  })

  it('stops listening once stopped', () => {
    const channel = createBus()
    const storeA = createSessionStore(undefined)
    const reloadB = vi.fn()
    startTabSync({ store: storeA, channel: channel(), reload: vi.fn() })
    const stop = startTabSync({ store: createSessionStore(undefined), channel: channel(), reload: reloadB })
    stop()
    storeA.set(tokens('a-2'))
    vi.advanceTimersByTime(1000)
    expect(reloadB).not.toHaveBeenCalled()
  })
})
