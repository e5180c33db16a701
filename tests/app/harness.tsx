// The whole app as main.tsx builds it, on a memory history, with the app's singletons reset between tests.
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { App } from '../../src/app/App'
import { wireApp } from '../../src/app/wireApp'
import { setLanguage } from '../../src/i18n'
import { clearNotices } from '../../src/query/notices'
import { queryClient } from '../../src/query/queryClient'
import { createAppRouter } from '../../src/router/router'
import { sessionStore } from '../../src/session/instance'
import '../ui/jsdom-polyfills'

export const API = `${window.location.origin}/api/v1`

export async function renderApp(path: string) {
  const router = createAppRouter({ session: sessionStore, history: createMemoryHistory({ initialEntries: [path] }) })
  const unwire = wireApp(router)
  // the wiring's tab broadcast outlives the test otherwise: a later test's new token reaches it, and its reload
  // fires after the test's window is gone
  onTestFinished(unwire)
  await router.load()
  const view = render(<App router={router} />)
  return { router, view, unwire }
}

export async function resetApp() {
  sessionStore.clear()
  queryClient.clear()
  clearNotices()
  window.sessionStorage.clear()
  await setLanguage('ru')
}

export const tokens = (access = 'access-1') => ({
  access_token: access,
  refresh_token: `refresh-of-${access}`,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
})
