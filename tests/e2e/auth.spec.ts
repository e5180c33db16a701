// Signing in and out (000 §2 sign/in, 000 §4 Auth).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DASHBOARD_PATH, DEMO, MONEY, SIGN_IN_PATH, expect, ru, signIn, test } from './support/test'

const ARTIFACTS = join(import.meta.dirname, 'artifacts')

test('demo signs in and lands on the dashboard with the balance shown', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()
  // the header's balance and the dashboard's balance card
  await expect(page.getByRole('group', { name: ru('console.balance.label') })).toContainText(MONEY)
  await expect(page.getByRole('main')).toContainText(ru('console.dashboard.balance'))
  await expect(page.getByRole('main').getByText(MONEY).first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: ru('ui.shell.navigation') }).getByRole('link', { name: ru('console.menu.dashboard') })).toBeVisible()
  // a card per section with the project's count, each opening its list (local disks: the volumes list, local ones alone)
  const main = page.getByRole('main')
  for (const [label, path] of [
    [ru('server.plural'), '/lk/project/servers/all'],
    [ru('volume.plural'), '/lk/project/volumes/all'],
    [ru('console.dashboard.local_disks'), '/lk/project/volumes/all?source=1'],
    [ru('snapshot.plural'), '/lk/project/snapshots/all'],
  ] as const) {
    await expect(main.getByRole('link', { name: ru('console.dashboard.open_section', { section: label }) })).toHaveAttribute('href', path)
  }

  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, 'dashboard.png'), fullPage: true })
})

test('a wrong password shows an error on the form and keeps the e-mail typed', async ({ page }) => {
  await page.goto(SIGN_IN_PATH)
  const form = page.getByRole('form', { name: ru('app.sign.in.title') })
  await form.getByLabel(ru('app.field.email')).fill(DEMO)
  await form.getByLabel(ru('app.field.password')).fill('Wrong-password-1')
  await form.getByRole('button', { name: ru('app.sign.in.submit') }).click()

  await expect(form.getByRole('alert')).toHaveText(ru('app.sign.in.wrong_credentials'))
  await expect(form.getByLabel(ru('app.field.email'))).toHaveValue(DEMO)
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`))
})

test('the sign-in form describes a field by its error, and switches to English and back', async ({ page }) => {
  await page.goto(SIGN_IN_PATH)
  const form = page.getByRole('form', { name: ru('app.sign.in.title') })
  // a source comment once showed as the page's text
  await expect(page.getByRole('main')).not.toContainText('//')
  await form.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  // the entry's own texts: the form's checks, the field's description, its invalid mark
  const email = form.getByLabel(ru('app.field.email'))
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(ru('validation.required'))

  const language = page.getByLabel(ru('app.language'))
  await language.selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ru('app.sign.in.title'))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('app.sign.in.title')
  await page.getByRole('combobox').selectOption('ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru('app.sign.in.title'))
  await expect(page.getByLabel(ru('app.field.email'))).toHaveAccessibleDescription(ru('validation.required'))
})

test('after sign-out /lk redirects to sign-in', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: ru('console.sign_out') }).click()
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`))

  await page.goto('/lk')
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?redirect=`))
  await expect(page.getByRole('heading', { name: ru('app.sign.in.title') })).toBeVisible()
})

test('issue 14: no token a script can read; a reload keeps the session through the HttpOnly cookie; sign-out ends it', async ({ page, context }) => {
  await signIn(page)
  const readable = await page.evaluate(() => ({
    storage: [...Object.values(localStorage), ...Object.values(sessionStorage)].join(' '),
    cookies: document.cookie,
  }))
  // a token of the emulator is 43 url-safe characters; the hint says only that a session is open
  expect(readable.storage).not.toMatch(/[A-Za-z0-9_-]{40,}/)
  expect(readable.cookies).not.toContain('console_refresh')
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'console_refresh')
  expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' })

  await page.reload()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()

  await page.getByRole('button', { name: ru('console.sign_out') }).click()
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`))
  await page.goto(DASHBOARD_PATH)
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?redirect=`))
})
