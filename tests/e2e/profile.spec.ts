// The profile's personal page (000 §2 profile/personal, 000 §4 Profile actions): the phone verified by the last 4
// digits of an incoming call (000 §5; the emulator's call is read from its outbox), a wrong code refused on its field
// with what was typed kept; the e-mail changed only through support (000 §4 email_change opens a ticket, filled in).
import type { Page } from '@playwright/test'
import { actionDialog, mainMenu, runFromMenu } from './support/entities'
import { DASHBOARD_PATH, NEW_PASSWORD, SIGN_IN_PATH, createUser, expect, latestMail, ru, test, uniqueEmail } from './support/test'

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(SIGN_IN_PATH)
  await page.getByLabel(ru('app.field.email')).fill(email)
  await page.getByLabel(ru('app.field.password')).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await mainMenu(page)
    .getByRole('link', { name: ru('profile.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/profile\/personal$/)
}

test('phone verified by the last 4 digits of the incoming call; a wrong code is refused on its field', async ({ page, request }) => {
  // a user of its own: the demo account's phone stays unverified for the other tests
  const email = uniqueEmail('phone')
  await createUser(request, email)
  await signInAs(page, email)

  await runFromMenu(page, 'profile', email, 'phone_verify')
  const start = actionDialog(page, 'profile', 'phone_verify')
  const phone = start.getByLabel(ru('profile.field.phone'))
  // a number that is not international is refused on its field before any call
  await phone.fill('89161234567')
  await start.getByRole('button', { name: ru('profile.action.phone_verify') }).click()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(start.getByText(ru('validation.phone'))).toBeVisible()
  await phone.fill('+79161234567')
  await start.getByRole('button', { name: ru('profile.action.phone_verify') }).click()

  const confirm = actionDialog(page, 'profile', 'phone_confirm')
  await expect(confirm.getByText('+79161234567')).toBeVisible()
  const call = await latestMail(request, email, 'phone_call')
  const code = confirm.getByLabel(ru('profile.field.phone_code'))
  const wrong = String((Number(call.data['code']) + 1) % 10_000).padStart(4, '0')
  await code.fill(wrong)
  await confirm.getByRole('button', { name: ru('profile.action.phone_confirm') }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveValue(wrong)
  await code.fill(call.data['code'] ?? '')
  await confirm.getByRole('button', { name: ru('profile.action.phone_confirm') }).click()
  await expect(confirm).toBeHidden()

  const main = page.getByRole('main')
  await expect(main.getByText('+79161234567')).toBeVisible()
  // 000 §6: a verified phone is changed only through support
  await page.getByRole('button', { name: ru('console.action.menu_for', { name: email }) }).click()
  await expect(page.getByRole('menuitem', { name: ru('profile.action.phone_verify'), exact: true })).toBeDisabled()
})

test('change e-mail opens a support ticket filled in with the current address', async ({ page, request }) => {
  const email = uniqueEmail('email')
  await createUser(request, email)
  await signInAs(page, email)
  await runFromMenu(page, 'profile', email, 'email_change')
  const ticket = actionDialog(page, 'ticket', 'create')
  await expect(ticket.getByLabel(ru('ticket.field.subject'))).toHaveValue(ru('profile.email_change.subject'))
  await expect(ticket.getByLabel(ru('ticket.field.message'))).toHaveValue(ru('profile.email_change.message', { email }))
  await ticket.getByLabel(ru('ticket.field.message')).fill(`${ru('profile.email_change.message', { email })}new-${email}`)
  await ticket.getByRole('button', { name: ru('ticket.action.create') }).click()
  await expect(ticket).toBeHidden()
  await page.goto('/lk/support/main/tickets')
  await expect(page.getByRole('main').getByRole('link', { name: ru('profile.email_change.subject') })).toBeVisible()
})
