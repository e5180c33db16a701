// @vitest-environment jsdom
// Routes (000 §2): / → lk → dashboard, /lk needs a session, a catch-all 404, the title from the route name, the
// previous route remembered except when leaving a sign route; a refused refresh lands on sign-in (000 §4 Auth).
import { cleanup, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../../src/api/client'
import { setLanguage } from '../../src/i18n'
import { previousRoute, resetPreviousRoute } from '../../src/router/previousRoute'
import { sessionStore } from '../../src/session/instance'
import { API, renderApp, resetApp, tokens } from './harness'

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 1500, days_left_until_zero: 12 })),
  http.get(`${API}/projects`, () => HttpResponse.json({ result: [{ id: 'p1', name: 'Демо-проект', status: 'ACTIVE' }], count: 1 })),
  // the /lk layout's action runner reads the account (what actions are judged with)
  http.get(`${API}/account`, () => HttpResponse.json({ id: 'a1', phone_verified: true, has_identification: true })),
  http.get(`${API}/projects/:id/:list`, () => HttpResponse.json({ result: [], count: 2 })),
  // the dashboard's cards of kinds listed under a service (s3/users, dbaas/clusters)
  http.get(`${API}/projects/:id/:service/:list`, () => HttpResponse.json({ result: [], count: 0 })),
  // the shell asks whether the provider is in maintenance (000 §2 maintenance)
  http.get(`${API}/maintenance-mode`, () => HttpResponse.json({ enable: false })),
  ws.link(`${API.replace(/^http/, 'ws')}/ws`).addEventListener('connection', () => undefined),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(async () => {
  await resetApp()
  resetPreviousRoute()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

const signedIn = () => sessionStore.set({ ...tokens(), is_support_session: false })

describe('routes', () => {
  it('send the root to the dashboard of a signed-in user, titled by the route name', async () => {
    signedIn()
    const { router } = await renderApp('/')
    expect(router.state.location.pathname).toBe('/lk/project/dashboard')
    expect(await screen.findByRole('heading', { name: 'Демо-проект' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Главная — Облачная консоль'))
    await setLanguage('en')
    expect(document.title).toBe('Dashboard — Cloud console')
  })

  it('send a signed-out user from /lk to sign-in, keeping where they were going', async () => {
    const { router } = await renderApp('/lk')
    expect(router.state.location.pathname).toBe('/sign/in')
    expect(router.state.location.search).toEqual({ redirect: '/lk' })
    expect(await screen.findByRole('heading', { name: 'Вход в консоль' })).toBeTruthy()
  })

  it('take the keys of the e-mail links under /lk to their sign pages', async () => {
    const first = await renderApp('/lk/sign/up/reg_key?reg_key=abc&email=a%40b.c')
    expect(first.router.state.location.pathname).toBe('/sign/up/reg_key')
    expect(first.router.state.location.search).toEqual({ reg_key: 'abc', email: 'a@b.c' })
    cleanup()
    const second = await renderApp('/lk/sign/restore_password?key=k1')
    expect(second.router.state.location.pathname).toBe('/sign/restore_password')
    expect(second.router.state.location.search).toEqual({ key: 'k1' })
  })

  it('show a 404 page for any other path', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByText('404')).toBeTruthy()
  })

  it('remember the previous route, but not a sign route being left', async () => {
    const { router } = await renderApp('/sign/in')
    signedIn()
    await router.navigate({ to: '/lk/project/dashboard' })
    expect(previousRoute()).toBeUndefined()
    await router.navigate({ to: '/no/such/page' })
    expect(previousRoute()).toBe('/lk/project/dashboard')
  })

  it('land on sign-in with local state cleared when the refresh is refused', async () => {
    signedIn()
    const { router } = await renderApp('/lk/project/dashboard')
    server.use(
      http.get(`${API}/profile`, () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'expired' }] }, { status: 401 })),
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ errors: [{ path: 'refresh_token', message: 'used' }] }, { status: 401 })),
    )
    await expect(api.get('/profile')).rejects.toMatchObject({ status: 401 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/in'))
    expect(router.state.location.search).toEqual({ redirect: '/lk/project/dashboard' })
    expect(sessionStore.get()).toBeNull()
  })

  // 000 §2 names sections (project/volumes, dns, dbaas, profile, ...) whose children are the pages: the bare
  // section opens its default child instead of the 404
  it.each([
    ['/lk/project', '/lk/project/dashboard'],
    ['/lk/project/volumes', '/lk/project/volumes/all'],
    ['/lk/project/keypairs', '/lk/project/keypairs/all'],
    ['/lk/project/snapshots', '/lk/project/snapshots/all'],
    ['/lk/project/loadbalancers', '/lk/project/loadbalancers/all'],
    ['/lk/dns', '/lk/dns/domains'],
    ['/lk/dbaas', '/lk/dbaas/list'],
    ['/lk/dbaas/clusters', '/lk/dbaas/list'],
    ['/lk/profile', '/lk/profile/personal'],
    ['/lk/vrouters', '/lk/project/dashboard'],
  ])('open the section %s at its default page %s', async (section, page) => {
    signedIn()
    const { router } = await renderApp(section)
    await waitFor(() => expect(router.state.location.pathname).toBe(page))
  })

  // 000 §2 "kubernetes, database, monitoring | Further sections (content not shown)": a page each, not the 404
  it.each([
    ['/lk/kubernetes', 'Kubernetes скоро появится в консоли'],
    ['/lk/database', 'Раздел баз данных переехал'],
    ['/lk/monitoring', 'Мониторинг скоро появится в консоли'],
  ])('show the further section %s as a page of its own', async (path, heading) => {
    signedIn()
    await renderApp(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).toBeNull()
  })

  // 000 §2 sign/up (query ref_id = referrer): the referral link a site hands out stays as it was typed
  it('keep a numeric query value as typed in the address bar', async () => {
    const { router } = await renderApp('/sign/up?ref_id=12345')
    await screen.findByRole('heading', { name: 'Регистрация' })
    await waitFor(() => expect(router.state.location.searchStr).toBe('?ref_id=12345'))
    expect(router.state.matches.at(-1)?.search).toEqual({ ref_id: '12345' })
  })
})
