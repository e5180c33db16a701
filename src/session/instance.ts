// The app's one session store: tokens in memory, its hint in localStorage.
import { createSessionStore } from './store'

function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined // storage disabled: the session lives as long as the page
  }
}

export const sessionStore = createSessionStore(browserStorage())
