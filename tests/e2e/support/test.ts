// The fixtures and helpers every browser test uses: baseURL from the global setup, the demo accounts,
// signing in through the form, reading the emulator's outbox and calling the API as the page would.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { EmulatorClockRequest } from '../../../generated/types'
import type { EmulatorOptions } from '../../../emulator/server'
import { cspGuarded as base } from './csp'
import { WATCHABLE_TIME_SCALE, startTestEmulator, type TestEmulator } from './emulator'
import { ru } from './texts'

export { expect } from '@playwright/test'
export { ru } from './texts'

export const DEMO = 'demo@example.com'
export const OTHER = 'other@example.com'
export const DEMO_PASSWORD = 'Demo-console-2026'
export const DASHBOARD_PATH = '/lk/project/dashboard'
export const SIGN_IN_PATH = '/sign/in'

/** A password the console and the emulator accept (000 §5: 10+ characters, digits, both cases, Latin). */
export const NEW_PASSWORD = 'E2e-Password-2026'

export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run e2e` (the global setup starts the emulator)')
    await use(url)
  },
})

/** An address nobody has used in this database yet. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A user of its own with a password set, through the sign-up calls and the outbox (tests that change an account). */
export async function createUser(request: APIRequestContext, email: string, password: string = NEW_PASSWORD): Promise<void> {
  expect((await request.post('/api/v1/auth/signup', { data: { email, captcha_token: 'e2e' } })).status()).toBe(201)
  const signup = await latestMail(request, email, 'signup')
  expect((await request.post('/api/v1/auth/signup/password', { data: { reg_key: signup.data.reg_key, password } })).status()).toBe(200)
}

/** Money as the console writes it in Russian, any amount: "5 000,00 ₽" (spaces may be no-break ones). */
export const MONEY = /-?\d[\d\s\u00a0\u202f]*,\d{2}\s?₽/

/** Signs in through the sign-in form and waits for the dashboard. */
export async function signIn(page: Page, email: string = DEMO, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto(SIGN_IN_PATH)
  await page.getByLabel(ru('app.field.email')).fill(email)
  await page.getByLabel(ru('app.field.password')).fill(password)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
}

/** The newest e-mail of the emulator's outbox to an address (GET /emulator/mail.json?to=), waiting for it. */
export async function latestMail(request: APIRequestContext, to: string, kind: 'signup' | 'restore' | 'phone_call'): Promise<{ data: Record<string, string> }> {
  let found: { data: Record<string, string> } | undefined
  await expect
    .poll(async () => {
      const answer = await request.get(`/emulator/mail.json?to=${encodeURIComponent(to)}`)
      const body = (await answer.json()) as { result: { kind: string; data: Record<string, string> }[] }
      found = body.result.find((mail) => mail.kind === kind)
      return found !== undefined
    })
    .toBe(true)
  return found as { data: Record<string, string> }
}

export interface PageAnswer {
  status: number
  body: any
}

/**
 * An API call made by the page itself (its fetch, its origin) as the signed-in user: an access token of its own
 * through the refresh cookie the console's session keeps (the console holds its tokens in memory only), taken
 * under the lock the console's tabs refresh under, so the rotating cookie is never spent twice.
 */
export async function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<PageAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const refresh = async (): Promise<string | undefined> => {
        const answer = await fetch('/api/v1/auth/refresh', { method: 'POST', headers: { 'x-session-transport': 'cookie' } })
        return answer.ok ? ((await answer.json()) as { access_token: string }).access_token : undefined
      }
      const token = await navigator.locks.request('console-refresh', refresh)
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
    },
    { method, path, body },
  )
}

/**
 * The emulator's clock (POST /emulator/clock, a private emulator's: it acts on everyone): `held` stops its
 * transitions where they are, so a processing status stays on screen however slow the machine; `advance_ms` runs
 * what falls due within that much emulator time. A test moves the emulator's time instead of waiting for it.
 */
export async function emulatorClock(request: APIRequestContext, clock: EmulatorClockRequest): Promise<void> {
  expect((await request.post('/emulator/clock', { data: clock })).status(), 'POST /emulator/clock').toBe(200)
}

/**
 * Resolves once the page's own timers due within `ms` from now have run and the page has painted what they did. A
 * check that something did NOT happen within a time the console counts (a dialog's 1 s close, 001 §9) waits on the
 * page's clock: a sleep of the runner's may end before a starved page has even run its timer, and pass unseen.
 */
export async function pageTimePassed(page: Page, ms: number): Promise<void> {
  await page.evaluate((wait) => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), wait)), ms)
}

/** Signs in through the API (no browser) and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string = DEMO, password: string = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } })
  expect(answer.status(), `login of ${email}`).toBe(200)
  return ((await answer.json()) as { access_token: string }).access_token
}

/**
 * For a test that needs an emulator of its own (it restarts it, or injects faults that would disturb the
 * other tests, or needs another clock): `privateTest` starts one for the test, on its own port and database,
 * and points baseURL at it. `privateTest.use({ emulatorOptions: { timeScale: WATCHABLE_TIME_SCALE } })` sets
 * its options.
 */
export const privateTest = base.extend<{ emulatorOptions: EmulatorOptions; emulator: TestEmulator }>({
  emulatorOptions: [{}, { option: true }],
  emulator: async ({ emulatorOptions }, use) => {
    const emulator = await startTestEmulator(emulatorOptions)
    await use(emulator)
    await emulator.close()
  },
  baseURL: async ({ emulator }, use) => {
    await use(emulator.url)
  },
})

/**
 * A private emulator on the watchable clock (support/emulator.ts WATCHABLE_TIME_SCALE): for tests that check a
 * processing status the page shows on the way (CREATING, ATTACHING, STOPPING, ...).
 */
export const watchableTest = privateTest.extend({
  emulatorOptions: async ({}, use) => {
    await use({ timeScale: WATCHABLE_TIME_SCALE })
  },
})
