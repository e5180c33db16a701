// 000 §4 Auth, 001 §7: "A tab broadcast tells other tabs to reload 100 ms later when the access token changes."
// Only changes made in this tab are broadcast (the store notifies its own tab), so reloads never echo back.
import { TIMINGS } from '../../contract/signInConstants'
import type { SessionStore } from './types'

export const SESSION_CHANNEL = 'console-session'

interface ChannelLike {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

export interface TabSyncOptions {
  store: SessionStore
  channel?: ChannelLike
  reload?: () => void
  delayMs?: number
}

interface TokenChanged {
  type: 'access_token_changed'
}

function isTokenChanged(data: unknown): data is TokenChanged {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'access_token_changed'
}

/** Starts the broadcast between tabs; returns the stop function. */
export function startTabSync({ store, channel, reload, delayMs = TIMINGS.tab_reload_ms }: TabSyncOptions): () => void {
  const bus: ChannelLike | undefined = channel ?? (typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL))
  if (!bus) return () => undefined
  const doReload = reload ?? (() => window.location.reload())
  let lastToken = store.get()?.access_token
  let pending: ReturnType<typeof setTimeout> | undefined

  const unsubscribe = store.subscribe((session) => {
    const token = session?.access_token
    if (token === lastToken) return
    lastToken = token
    bus.postMessage({ type: 'access_token_changed' } satisfies TokenChanged)
  })
  bus.onmessage = (event) => {
    if (!isTokenChanged(event.data) || pending !== undefined) return
    pending = setTimeout(() => {
      pending = undefined
      doReload()
    }, delayMs)
  }
  return () => {
    unsubscribe()
    if (pending !== undefined) clearTimeout(pending)
    bus.onmessage = null
    bus.close()
  }
}
