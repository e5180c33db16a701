// Errors of calls made outside a form are shown one way everywhere: as notices the shell lists (001 §8: the
// catalogue decides the text). A tiny store, so code outside React can report too.
import { useSyncExternalStore } from 'react'

export interface Notice {
  id: number
  /** i18n key of the message */
  message_key: string
  /** the API's own text, when there is one */
  message?: string
}

type Listener = () => void

const listeners = new Set<Listener>()
let notices: readonly Notice[] = []
let nextId = 1

function emit(): void {
  for (const listener of [...listeners]) listener()
}

export function pushNotice(notice: Omit<Notice, 'id'>): number {
  const id = nextId++
  notices = [...notices, { ...notice, id }]
  emit()
  return id
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id)
  emit()
}

export function clearNotices(): void {
  notices = []
  emit()
}

export function currentNotices(): readonly Notice[] {
  return notices
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, currentNotices, currentNotices)
}
