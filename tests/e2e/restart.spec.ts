// docs/ARCHITECTURE.md: the emulator is "a real server with a real database (SQLite, one file), so ... nothing is lost on
// restart". This test runs its own emulator, since it closes and starts it again.
import { DASHBOARD_PATH, MONEY, expect, pageApi, privateTest as test, ru, signIn } from './support/test'

test('a restart on the same database file and port loses nothing: after a reload the user’s data is still there', async ({ page, request, emulator }) => {
  await signIn(page)
  const project = (await pageApi(page, 'GET', '/projects')).body.result[0] as { id: string; name: string }
  const created = await pageApi(page, 'POST', `/projects/${project.id}/volumes`, { name: 'e2e-survivor', size: 10 })
  expect(created.status).toBe(201)
  const balance = await request.post('/emulator/balance', { data: { email: 'demo@example.com', balance: 1234.56 } })
  expect(balance.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('group', { name: ru('console.balance.label') })).toContainText(/1[\s\u00a0\u202f]?234,56/)
  const before = (await pageApi(page, 'GET', `/projects/${project.id}/volumes`)).body as { count: number }

  await emulator.restart()
  await page.reload()

  // still signed in (sessions are in the database), on the dashboard, with the same data
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible()
  await expect(page.getByRole('group', { name: ru('console.balance.label') })).toContainText(/1[\s\u00a0\u202f]?234,56/)
  await expect(page.getByRole('main').getByText(MONEY).first()).toBeVisible()
  const after = await pageApi(page, 'GET', `/projects/${project.id}/volumes`)
  expect(after.status).toBe(200)
  expect(after.body.count).toBe(before.count)
  const survivor = await pageApi(page, 'GET', `/volumes/${created.body.id}/detail`)
  expect(survivor.body).toMatchObject({ name: 'e2e-survivor', status: 'AVAILABLE' })
})
