// 2FA with an authenticator app from the profile's security tab (000 §4 Profile actions 2fa_enable / 2fa_disable,
// 000 §4 Auth: the confirm step). The test is the app: it computes RFC 6238 codes from the secret the dialog shows.
import type { Page } from '@playwright/test'
import { totpCode } from '../../emulator/auth/totp'
import { actionDialog, mainMenu, runFromMenu } from './support/entities'
import { DASHBOARD_PATH, NEW_PASSWORD, SIGN_IN_PATH, createUser, expect, ru, test, uniqueEmail } from './support/test'
import { budget } from './support/budget'

async function signInForm(page: Page, email: string): Promise<void> {
  await page.goto(SIGN_IN_PATH)
  await page.getByLabel(ru('app.field.email')).fill(email)
  await page.getByLabel(ru('app.field.password')).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
}

async function openSecurity(page: Page): Promise<void> {
  await mainMenu(page)
    .getByRole('link', { name: ru('profile.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/profile\/personal$/)
  await page
    .getByRole('main')
    .getByRole('link', { name: ru('profile.tab.security') })
    .click()
  await expect(page).toHaveURL(/\/lk\/profile\/security$/)
}

test('2FA with an app: enabled from the shown secret, sign-in takes a fresh code and refuses a replayed one, then disabled', async ({ page, request }) => {
  test.setTimeout(budget(60_000))
  // a user of its own: 2FA on the demo account would stop the other tests signing in
  const email = uniqueEmail('2fa')
  await createUser(request, email)
  await signInForm(page, email)
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await openSecurity(page)
  const main = page.getByRole('main')
  await expect(main.getByText(ru('profile.field.second_factor_enabled'))).toBeVisible()

  // step 1: the password; a wrong one is answered on its field
  await runFromMenu(page, 'profile', email, '2fa_enable')
  const start = actionDialog(page, 'profile', '2fa_enable')
  await start.getByLabel(ru('profile.field.current_password')).fill('Wrong-password-1')
  await start.getByRole('button', { name: ru('profile.action.2fa_enable') }).click()
  await expect(start.getByLabel(ru('profile.field.current_password'))).toHaveAttribute('aria-invalid', 'true')
  await start.getByLabel(ru('profile.field.current_password')).fill(NEW_PASSWORD)
  await start.getByRole('button', { name: ru('profile.action.2fa_enable') }).click()

  // step 2: a QR code and the secret to type; a wrong code is refused on its field, nothing typed lost
  const confirm = actionDialog(page, 'profile', '2fa_confirm')
  await expect(confirm.getByRole('img', { name: ru('profile.field.qr_code') })).toBeVisible()
  const secret = (await confirm.getByLabel(ru('profile.field.totp_secret'), { exact: true }).innerText()).trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const code = confirm.getByLabel(ru('profile.field.app_code'))
  const wrong = totpCode(secret, Date.now() - 10 * 60_000)
  await code.fill(wrong)
  await confirm.getByRole('button', { name: ru('profile.action.2fa_confirm') }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveValue(wrong)
  const enablingCode = totpCode(secret, Date.now())
  await code.fill(enablingCode)
  await confirm.getByRole('button', { name: ru('profile.action.2fa_confirm') }).click()

  // step 3: the recovery codes, shown once
  const codes = actionDialog(page, 'profile', 'recovery_codes')
  await expect(codes).toContainText(ru('profile.view.recovery_codes_note'))
  const recovery = (await codes.getByLabel(ru('profile.field.recovery_codes'), { exact: true }).innerText()).trim().split('\n')
  expect(recovery).toHaveLength(8)
  await codes
    .getByRole('button', { name: ru('ui.close') })
    .first()
    .click()
  await expect(codes).toBeHidden()
  await expect(main.getByText(ru('ui.yes'), { exact: true })).toBeVisible()

  // sign out; sign in asks for the app's code: the one just used is refused, a fresh one lets in
  await page.getByRole('button', { name: ru('console.sign_out') }).click()
  await signInForm(page, email)
  const step = page.getByRole('form', { name: ru('app.sign.confirm.title') })
  await expect(page.getByText(ru('app.sign.confirm.text_app'))).toBeVisible()
  const field = step.getByLabel(ru('app.field.code'))
  // the code of the enabling step again, or of the step it fell in if the clock moved on meanwhile
  await field.fill(enablingCode)
  await step.getByRole('button', { name: ru('app.sign.confirm.submit') }).click()
  await expect(step.getByText(ru('app.sign.confirm.code_used'))).toBeVisible()
  // the next step's code, as an app shows it once the 30 s turn over (the emulator takes one step of drift)
  await field.fill(totpCode(secret, Date.now() + 30_000))
  await step.getByRole('button', { name: ru('app.sign.confirm.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))

  // disable: the password; the enable action comes back
  await openSecurity(page)
  await runFromMenu(page, 'profile', email, '2fa_disable')
  const disable = actionDialog(page, 'profile', '2fa_disable')
  await disable.getByLabel(ru('profile.field.current_password')).fill(NEW_PASSWORD)
  await disable.getByRole('button', { name: ru('profile.action.2fa_disable') }).click()
  await expect(disable).toBeHidden()
  await expect(main.getByText(ru('ui.no'), { exact: true })).toBeVisible()
  // sign-in asks for no code any more
  const session = (await (await request.post('/api/v1/auth/login', { data: { email, password: NEW_PASSWORD } })).json()) as Record<string, unknown>
  expect(session.access_token).toEqual(expect.any(String))
})
