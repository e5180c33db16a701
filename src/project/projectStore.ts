// The stored choice of the current project (localStorage), apart from the hooks that load projects, so that
// signing out can clear it without loading them.

export const PROJECT_STORAGE_KEY = 'console-project'

const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

export function storedProjectId(): string | null {
  return storage()?.getItem(PROJECT_STORAGE_KEY) ?? null
}

export function setCurrentProjectId(id: string | null): void {
  const store = storage()
  if (id === null) store?.removeItem(PROJECT_STORAGE_KEY)
  else store?.setItem(PROJECT_STORAGE_KEY, id)
  for (const listener of [...listeners]) listener()
}

export function subscribeProject(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
