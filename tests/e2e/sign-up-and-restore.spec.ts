// Registration and password restore through the e-mails of the emulator's outbox (000 §2 sign/up,
// sign/up/reg_key, sign/restore, sign/restore_password; 000 §3 Registration).
import { DASHBOARD_PATH, NEW_PASSWORD, SIGN_IN_PATH, expect, latestMail, ru, signIn, test, uniqueEmail } from './support/test'

test('sign-up: the confirmation mail’s link sets the password and signs the new user in', async ({ page, request }) => {
  const email = uniqueEmail('signup')
  await page.goto(SIGN_IN_PATH)
  await page.getByRole('link', { name: ru('app.sign.in.sign_up') }).click()

  const form = page.getByRole('form', { name: ru('app.sign.up.title') })
  await form.getByLabel(ru('app.field.email')).fill(email)
  await form.getByRole('button', { name: ru('app.sign.up.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(ru('app.sign.up.sent_text', { email }))

  const mail = await latestMail(request, email, 'signup')
  expect(mail.data.link).toContain('reg_key=')
  await page.goto(mail.data.link as string)

  const passwordForm = page.getByRole('form', { name: ru('app.sign.reg_key.title') })
  await passwordForm.getByLabel(ru('app.field.new_password')).fill(NEW_PASSWORD)
  await passwordForm.getByLabel(ru('app.field.password_confirmation')).fill(NEW_PASSWORD)
  await passwordForm.getByRole('button', { name: ru('app.sign.reg_key.submit') }).click()

  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await expect(page.getByRole('button', { name: ru('console.sign_out') })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('restore: the restore mail’s key sets a new password, which then signs in (and the old one does not)', async ({ page, request }) => {
  // a user of its own: changing the demo's password would disturb the other tests
  const email = uniqueEmail('restore')
  const oldPassword = 'Old-Password-2026'
  expect((await request.post('/api/v1/auth/signup', { data: { email, captcha_token: 'e2e' } })).status()).toBe(201)
  const signup = await latestMail(request, email, 'signup')
  expect((await request.post('/api/v1/auth/signup/password', { data: { reg_key: signup.data.reg_key, password: oldPassword } })).status()).toBe(200)

  await page.goto(SIGN_IN_PATH)
  await page.getByRole('link', { name: ru('app.sign.in.forgot') }).click()
  const form = page.getByRole('form', { name: ru('app.sign.restore.title') })
  await form.getByLabel(ru('app.field.email')).fill(email)
  await form.getByRole('button', { name: ru('app.sign.restore.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(ru('app.sign.restore.sent_text', { email }))

  const mail = await latestMail(request, email, 'restore')
  expect(mail.data.key).toBeTruthy()
  await page.goto(mail.data.link as string)
  await expect(page).toHaveURL(/\/sign\/restore_password\?key=/)

  const passwordForm = page.getByRole('form', { name: ru('app.sign.restore_password.title') })
  await passwordForm.getByLabel(ru('app.field.new_password')).fill(NEW_PASSWORD)
  await passwordForm.getByLabel(ru('app.field.password_confirmation')).fill(NEW_PASSWORD)
  await passwordForm.getByRole('button', { name: ru('app.sign.restore_password.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(ru('app.sign.restore_password.done'))

  expect((await request.post('/api/v1/auth/login', { data: { email, password: oldPassword } })).status()).toBe(401)
  await signIn(page, email, NEW_PASSWORD)
})
