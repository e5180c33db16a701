// The actions as a page renders them: the app's query layer, i18n (Russian) and theme, a router to navigate
// with (any path other than / lands on a stub page; `pages` adds named routes such as finance), the current
// project and account seeded in the cache, and the runner's calls answered by msw. The runner's client makes no retries, so a failing call fails once.
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { ENDPOINTS } from '../../support/endpoints'
import { createApiClient } from '../../../src/api/client'
import { ActionRunnerProvider } from '../../../src/actions'
import * as i18nModule from '../../../src/i18n'
import { PROJECT_STORAGE_KEY } from '../../../src/project/projectStore'
import { apiKey } from '../../../src/query/apiQuery'
import { createQueryClient } from '../../../src/query/queryClient'
import { sessionStore } from '../../../src/session/instance'
import { ThemeProvider } from '../../../ui/theme/ThemeProvider'
import '../../ui/jsdom-polyfills'
import { budget } from '../../setup/budget'

// the dialog shows "Готово" and closes 1 s later (000 §4): waits need more than the default second, and more again
// on a loaded machine (tests/setup/budget.ts)
configure({ asyncUtilTimeout: budget(4000) })

export const API = `${window.location.origin}/api/v1`

/** Disk space costs 0.5 ₽ per GB per hour (360 per month): a 100 GB volume 50 ₽ an hour. */
export const PRICES = [
  { group: 'volume', name: 'disk-space', cost: { hour: 0.5, month: 360 } },
  { group: 'server', name: 'small', cost: { hour: 2, month: 1440 } },
  { group: 'address', name: 'ipv4', cost: { hour: 0.25, month: 180 } },
  { group: 'address', name: 'ddos_protection', cost: { hour: 0.1, month: 72 } },
]

export const LIMITS = [
  { name: 'volumes', used: 1, max: 10 },
  { name: 'disk-space', used: 100, max: 1000 },
  { name: 'servers', used: 1, max: 10 },
  { name: 'addresses', used: 1, max: 10 },
]

export const project = { id: 'p1', name: 'Демо', status: 'ACTIVE', stopping_reason: null, limits: LIMITS, prices: PRICES }
export const account = { id: 'a1', phone_verified: true, has_identification: true }

export interface Rendered {
  /** where the app is (after.navigate, redirects) */
  router: { state: { location: { pathname: string; searchStr: string; state?: unknown } } }
  queryClient: ReturnType<typeof createQueryClient>
}

export interface Seed {
  project?: Record<string, unknown>
  cache?: [key: readonly unknown[], data: unknown][]
  /** routes the router has by their spec name (finance, support), each a stub page */
  pages?: { name: string; path: string }[]
  /** a layout around every page (the /lk layout): its action runner instead of the harness's */
  shell?: () => ReactNode
}

export async function renderActions(ui: ReactNode, seed: Seed = {}): Promise<Rendered> {
  await i18nModule.setLanguage('ru')
  // the runner's host loads with the first action run (a chunk of its own in the app): here before the test's clock
  await import('../../../src/actions/ActionRunnerHost')
  // the texts of every namespace (the app's /lk layout loads them before its pages render)
  const load = (i18nModule as { loadNamespaces?: () => Promise<void> }).loadNamespaces
  if (load) await load()
  sessionStore.set({ access_token: 'access-1', refresh_token: 'refresh-1', expires_at: new Date(Date.now() + 3_600_000).toISOString(), is_support_session: false })
  window.localStorage.removeItem(PROJECT_STORAGE_KEY)
  const queryClient = createQueryClient()
  queryClient.setQueryData(apiKey(ENDPOINTS.projects), { result: [seed.project ?? project], count: 1 })
  queryClient.setQueryData(apiKey(ENDPOINTS.account), account)
  for (const [key, data] of seed.cache ?? []) queryClient.setQueryData(key, data)

  const api = createApiClient({ baseUrl: API, session: sessionStore, retries: 0 })
  const rootRoute = createRootRoute({ component: seed.shell ?? Outlet })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => (seed.shell ? <>{ui}</> : <ActionRunnerProvider api={api}>{ui}</ActionRunnerProvider>) })
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Другая страница</p> })
  const pages = (seed.pages ?? []).map(({ name, path }) => createRoute({ getParentRoute: () => rootRoute, path, staticData: { name }, component: () => <p>{name}</p> }))
  const router = createRouter({ routeTree: rootRoute.addChildren([home, elsewhere, ...pages]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  render(
    <ThemeProvider defaultColorMode="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </ThemeProvider>,
  )
  await screen.findAllByRole('button')
  return { router, queryClient }
}

export async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

export function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
}

/** Opens an action by its button (EntityActions variant buttons, CollectionAction) and returns its dialog. */
export async function openDialog(button: string, title = button): Promise<HTMLElement> {
  await click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: title })
  // the form is there once preparing is over
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Отмена' })).not.toBeNull())
  return dialog
}

/** Submits the dialog with its OK button (labelled as the action). */
export async function submit(dialog: HTMLElement, label: string) {
  const ok = within(dialog)
    .getAllByRole('button', { name: label })
    .find((button) => button.getAttribute('type') === 'submit')
  if (!ok) throw new Error(`no submit button ${label}`)
  await waitFor(() => expect(ok.hasAttribute('disabled')).toBe(false))
  await click(ok)
}

/** The message a field is invalid with (aria-errormessage, as Chakra's Field wires it). */
export function errorOf(input: HTMLElement): string | undefined {
  if (input.getAttribute('aria-invalid') !== 'true') return undefined
  return document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent ?? undefined
}

/** The dialog is gone (closed 1 s after "Готово"). */
export async function closed(title: string) {
  await waitFor(() => {
    const dialog = screen.queryByRole('dialog', { name: title })
    expect(dialog === null || dialog.getAttribute('data-state') === 'closed').toBe(true)
  })
}
