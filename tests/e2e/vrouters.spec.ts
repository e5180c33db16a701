// Virtual routers from the dashboard (000 §2 vrouters/{id}/details, "back goes to dashboard"; 000 §4, 001 §4
// Virtual router; 001 §7 Virtual routers): create one with two private networks, open its page, attach a floating
// IP (the address joins its page live, by the websocket), then delete it, the dialog listing what depends on it
// (issue 11 item 6: the addresses on it) before it goes, and the page returning to the dashboard.
import { actionDialog, currentProject, rowOf, statusLabel, submitAndClose, uniqueName } from './support/entities'
import { DASHBOARD_PATH, emulatorClock, expect, pageApi, privateTest, ru, signIn, test } from './support/test'
import { budget } from './support/budget'

test('a router: create with networks, attach an address, delete it seeing what depends on it', async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  await page.goto(DASHBOARD_PATH)
  const section = page.getByRole('region', { name: ru('vrouter.plural') })
  const table = section.getByRole('table', { name: ru('vrouter.plural') })
  await expect(rowOf(table, 'office-router')).toBeVisible()

  // create: a bad network is refused on its field with what was typed kept, then the router is made
  const name = uniqueName('router')
  await section.getByRole('button', { name: ru('vrouter.action.create') }).click()
  const create = actionDialog(page, 'vrouter', 'create')
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  const networks = create.getByLabel(ru('vrouter.field.private_networks'))
  await networks.fill('10.20.0.0/24\n8.8.8.0/24')
  await create.getByRole('button', { name: ru('vrouter.action.create') }).click()
  await expect(create.getByText(ru('error.invalid_private_networks'))).toBeVisible()
  await expect(networks).toHaveValue('10.20.0.0/24\n8.8.8.0/24')
  await networks.fill('10.20.0.0/24\n192.168.20.0/28')
  await submitAndClose(create, 'vrouter', 'create')
  const row = rowOf(table, name)
  await expect(row).toContainText(statusLabel('vrouter', 'ACTIVE'), { timeout: budget(20_000) })

  // its page: its networks, its gateway address
  await row.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('10.20.0.0/24')
  const routers = await pageApi(page, 'GET', `/projects/${project.id}/vrouters?name=${name}`)
  const router = routers.body.result[0] as { id: string; external_address: string }
  await expect(main).toContainText(router.external_address)

  // attach a free floating IP: it joins the page's addresses by the websocket
  const free = await pageApi(page, 'POST', `/projects/${project.id}/addresses`, {})
  await expect.poll(async () => (await pageApi(page, 'GET', `/addresses/${free.body.id}/detail`)).body.status, { timeout: budget(20_000) }).toBe('DOWN')
  await main.getByRole('button', { name: ru('vrouter.action.attach_floatingip'), exact: true }).click()
  const attach = actionDialog(page, 'vrouter', 'attach_floatingip')
  await attach.getByLabel(ru('console.action.field.floatingip')).selectOption({ label: free.body.address })
  await submitAndClose(attach, 'vrouter', 'attach_floatingip')
  await expect(main).toContainText(free.body.address, { timeout: budget(20_000) })

  // delete: the dialog lists the addresses on it first, then it goes and the page returns to the dashboard
  await main.getByRole('button', { name: ru('vrouter.action.delete'), exact: true }).click()
  const remove = actionDialog(page, 'vrouter', 'delete')
  const dependents = remove.getByRole('region', { name: ru('console.action.dependents.title') })
  await expect(dependents).toContainText(free.body.address)
  await expect(dependents).toContainText(router.external_address)
  await submitAndClose(remove, 'vrouter', 'delete')
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`), { timeout: budget(20_000) })
  await expect(rowOf(table, name)).toHaveCount(0, { timeout: budget(20_000) })
  // the address stays in the project, unattached
  await expect.poll(async () => (await pageApi(page, 'GET', `/addresses/${free.body.id}/detail`)).body.status, { timeout: budget(20_000) }).toBe('DOWN')
})

// 000 §3 Virtual router: "an active router exists if the first in the project is ACTIVE"; 000 §4: create is blocked
// while it processes (the config reads the project's first router, entities/vrouter.ts list.first_item).
privateTest('create waits while the project’s first router is stopping, and opens again once it is stopped', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  await page.goto(DASHBOARD_PATH)
  const section = page.getByRole('region', { name: ru('vrouter.plural') })
  const create = section.getByRole('button', { name: ru('vrouter.action.create') })
  await expect(create).toBeEnabled()

  const routers = await pageApi(page, 'GET', `/projects/${project.id}/vrouters?order=created_in&limit=1`)
  const first = routers.body.result[0] as { id: string; name: string }
  await emulatorClock(page.request, { held: true })
  expect((await pageApi(page, 'POST', `/vrouters/${first.id}/stop`)).status).toBeLessThan(300)
  await expect(rowOf(section.getByRole('table'), first.name)).toContainText(statusLabel('vrouter', 'STOPPING'), { timeout: budget(20_000) })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(ru('reason.vrouter.router_processing'))

  await emulatorClock(page.request, { held: false })
  await expect(rowOf(section.getByRole('table'), first.name)).toContainText(statusLabel('vrouter', 'STOPPED'), { timeout: budget(20_000) })
  await expect(create).toBeEnabled()
})
