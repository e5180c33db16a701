// System e-mails as a user meets them: the restore letter opened in the emulator's outbox, in the interface's
// language, its link clicked as it is (the sentence's full stop once went into the key and the restore failed).
import { DASHBOARD_PATH, NEW_PASSWORD, createUser, expect, latestMail, ru, signIn, test, uniqueEmail } from './support/test'

test('restore: the link clicked in the outbox sets a new password', async ({ page, request }) => {
  const email = uniqueEmail('outbox')
  await createUser(request, email, 'Old-Password-2026')
  // asked as a Russian browser asks
  expect((await request.post('/api/v1/auth/restore', { data: { email }, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).status()).toBe(204)
  await latestMail(request, email, 'restore')

  await page.goto(`/emulator/mail?to=${encodeURIComponent(email)}`)
  const letter = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Восстановление пароля' }) })
  await letter.getByRole('link', { name: /\/lk\/sign\/restore_password\?key=/ }).click()
  await expect(page).toHaveURL(/\/sign\/restore_password\?key=[\w-]+$/)

  const passwordForm = page.getByRole('form', { name: ru('app.sign.restore_password.title') })
  await passwordForm.getByLabel(ru('app.field.new_password')).fill(NEW_PASSWORD)
  await passwordForm.getByLabel(ru('app.field.password_confirmation')).fill(NEW_PASSWORD)
  await passwordForm.getByRole('button', { name: ru('app.sign.restore_password.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(ru('app.sign.restore_password.done'))
  await signIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
})
