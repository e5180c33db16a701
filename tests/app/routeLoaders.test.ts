// @vitest-environment jsdom
// A list page's route loader starts the list's calls in the task of the navigation (issue 13: the first row after
// a click in the menu). A call that waits a tick for its module, the projects or the token goes out after the
// navigation's first render, which React runs in a microtask, and the first row waits the length of that render.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { withLoaders } from '../../src/entities/withLoaders'
import { ENDPOINTS, apiKey } from '../../src/query/apiQuery'
import { createQueryClient } from '../../src/query/queryClient'
import { sessionStore } from '../../src/session/instance'

const fetched: string[] = []

beforeEach(() => {
  sessionStore.set({ access_token: 'access-1', refresh_token: 'refresh-1', expires_at: new Date(Date.now() + 3_600_000).toISOString(), is_support_session: false })
  // never answers: only when each call goes out is asked
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(new URL(url, window.location.origin).pathname)
    return new Promise(() => undefined)
  })
})

afterEach(() => {
  fetched.length = 0
  vi.unstubAllGlobals()
  sessionStore.clear()
})

it('once the loaders have loaded, the volume list loader sends its calls before it returns', async () => {
  await new Promise<void>((loaded) => withLoaders(() => loaded()))
  const queryClient = createQueryClient()
  queryClient.setQueryData(apiKey(ENDPOINTS.projects), { result: [{ id: 'p1', name: 'Демо', status: 'ACTIVE' }], count: 1 })

  withLoaders((module) => module.prefetchEntityList('volume', { queryClient, params: {}, filter: 'all' }))

  // no await between the loader and this line: the calls are out
  expect(fetched).toEqual(expect.arrayContaining(['/api/v1/projects/p1/volumes', '/api/v1/projects/p1/local-disks']))
})
