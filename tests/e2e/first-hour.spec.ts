// The first hour (issue 10): after sign-up the dashboard leads the way: top up, add an SSH key, order a server, each a
// link to where it is done, each marked done live (the websocket patches the lists the steps read) once it is.
import { DASHBOARD_PATH, NEW_PASSWORD, SIGN_IN_PATH, createUser, expect, pageApi, ru, signIn, test, uniqueEmail } from './support/test'

const PUBLIC_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx9YkR2m8rYz0c3mC1m2H7hLwQz1s8vJw3p9oXkqfQb first-hour'

test('a new account is led through top-up, SSH key and server order; steps turn done live', async ({ page, request }) => {
  const email = uniqueEmail('first-hour')
  await createUser(request, email)
  await page.goto(SIGN_IN_PATH)
  await page.getByLabel(ru('app.field.email')).fill(email)
  await page.getByLabel(ru('app.field.password')).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))

  const steps = page.getByRole('region', { name: ru('console.first_hour.title') })
  await expect(steps).toBeVisible()
  const items = steps.getByRole('listitem')
  await expect(items).toHaveCount(3)
  // in order, each a link to where it is done
  await expect(steps.getByRole('link', { name: ru('console.first_hour.top_up') })).toHaveAttribute('href', '/lk/finance/all')
  await expect(steps.getByRole('link', { name: ru('console.first_hour.keypair') })).toHaveAttribute('href', '/lk/project/keypairs/all')
  await expect(steps.getByRole('link', { name: ru('console.first_hour.server') })).toHaveAttribute('href', '/lk/project/servers/new')
  await expect(items.nth(0)).toContainText(ru('console.first_hour.top_up'))
  await expect(items.nth(2)).toContainText(ru('console.first_hour.server'))

  // an SSH key added (by the API, as another tab would): the step is done without a reload
  const projects = await pageApi(page, 'GET', '/projects')
  const projectId: string = projects.body.result[0].id
  expect((await pageApi(page, 'POST', `/projects/${projectId}/keypairs`, { name: 'first-hour', public_key: PUBLIC_KEY })).status).toBe(201)
  await expect(items.nth(1)).toContainText(ru('console.first_hour.done'))
  await expect(steps.getByRole('link', { name: ru('console.first_hour.keypair') })).toHaveCount(0)

  // a top-up the gateway confirms: done live too
  const payment = await pageApi(page, 'POST', '/payments', { method_id: '1', amount: 500 })
  expect(payment.status).toBe(201)
  expect((await request.post('/emulator/gateway/callback', { data: { payment_id: payment.body.id, outcome: 'paid' } })).status()).toBe(200)
  await expect(items.nth(0)).toContainText(ru('console.first_hour.done'))

  // the last step leads to the server order
  await steps.getByRole('link', { name: ru('console.first_hour.server') }).click()
  await expect(page).toHaveURL(/\/lk\/project\/servers\/new$/)
})

test('the demo account, all steps done, sees no first steps', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: ru('console.first_hour.title') })).toHaveCount(0)
})
