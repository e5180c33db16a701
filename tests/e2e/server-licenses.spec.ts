// A server's licences (000 §2 servers/{id} licenses tab; 000 §4 Server license): the seed's ISPmanager 6 licence
// on web-1, and adding one with its price from the emulator's price list shown before OK (000 §3 Project prices).
// Runs on an emulator of its own: it adds a licence, which the other tests' cost figures do not expect.
import { currentProject, statusLabel } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { expect, pageApi, privateTest, ru, signIn } from './support/test'
import { budget } from './support/budget'

privateTest('the licenses tab lists the licences and adds one, priced before OK, ACTIVE live', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const web = (await pageApi(page, 'GET', `/projects/${project.id}/servers?name=web-1`)).body.result[0] as { id: string }
  const rdp = await projectPrice(page, project.id, 'license', 'windows_rdp')
  await page.goto(`/lk/project/servers/${web.id}/licenses`)
  const main = page.getByRole('main')
  // a licence has no page of its own: its row is found by its name
  const row = (name: string) => main.getByRole('row').filter({ hasText: name })
  await expect(main.getByRole('link', { name: ru('server.tab.licenses') })).toHaveAttribute('aria-current', 'page')
  await expect(row('ISPmanager 6')).toContainText(statusLabel('server_license', 'ACTIVE'))

  await main.getByRole('button', { name: ru('server_license.action.create') }).click()
  const dialog = page.getByRole('dialog', { name: ru('server_license.action.create') })
  await dialog.getByRole('combobox', { name: ru('server_license.field.addon') }).selectOption({ label: ru('server_license.addon.windows_rdp') })
  await dialog.getByRole('textbox', { name: ru('server_license.field.value') }).fill('2')
  // two RDP users: twice the price list's entry, per hour and month
  const price = dialog.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(priceLine('ui.dialog.price.per_hour', Math.round(2 * rdp.hour * 100) / 100))
  await expect(price).toContainText(priceLine('ui.dialog.price.per_month', Math.round(2 * rdp.month * 100) / 100))
  await dialog.getByRole('button', { name: ru('server_license.action.create') }).click()
  await expect(dialog).toBeHidden()
  await expect(row('Windows RDP')).toContainText(statusLabel('server_license', 'ACTIVE'), { timeout: budget(30_000) })
})
