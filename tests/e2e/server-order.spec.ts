// Ordering a server from its page (000 §2 servers/new, 000 §4 Server actions: create): the price follows every
// choice and matches the emulator's price list (000 §3 Project prices); the new server is BUILDING, then ACTIVE,
// live (websocket). A refused order (a 400 on a field, 000 §5) keeps everything typed.
import { currentProject, statusLabel, uniqueName } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { emulatorClock, expect, ru, signIn, test, watchableTest } from './support/test'
import type { Page } from '@playwright/test'
import { budget } from './support/budget'

const NEW_SERVER = '/lk/project/servers/new'

async function fillOrder(page: Page, name: string, flavor: RegExp) {
  await page.getByLabel(ru('console.order.os_family')).selectOption('ubuntu')
  await page.getByRole('radio', { name: flavor }).check()
  await page
    .getByRole('group', { name: ru('console.order.field.keypairs') })
    .getByRole('checkbox')
    .first()
    .check()
  await page.getByRole('checkbox', { name: ru('console.order.ddos_protection') }).check()
  await page.getByRole('textbox', { name: ru('console.action.field.name') }).fill(name)
}

watchableTest('orders a server from its page: the price of the price list, then BUILDING and ACTIVE live in the list', async ({ page }) => {
  watchableTest.slow()
  await signIn(page)
  // the emulator's clock is held, so the new server stays BUILDING until the list has shown it: on a busy machine the
  // build used to end before the list page subscribed, and BUILDING was never seen (POST /emulator/clock)
  const project = await currentProject(page)
  const [flavor, disk, ipv4, ddos] = await Promise.all([
    projectPrice(page, project.id, 'server', 'std-1-2'),
    projectPrice(page, project.id, 'volume', 'disk-space'),
    projectPrice(page, project.id, 'address', 'ipv4'),
    projectPrice(page, project.id, 'address', 'ddos_protection'),
  ])
  await page.goto(NEW_SERVER)
  await expect(page.getByRole('heading', { level: 1, name: ru('server.action.create') })).toBeVisible()
  const name = uniqueName('srv')
  await fillOrder(page, name, /^1 vCPU · 2 ГБ RAM/)
  // std-1-2, a 20 GB network system disk, an external address with DDoS protection
  const hour = Math.round((flavor.hour + 20 * disk.hour + ipv4.hour + ddos.hour) * 100) / 100
  const month = Math.round((flavor.month + 20 * disk.month + ipv4.month + ddos.month) * 100) / 100
  const price = page.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(priceLine('ui.dialog.price.per_hour', hour))
  await expect(price).toContainText(priceLine('ui.dialog.price.per_month', month))

  await emulatorClock(page.request, { held: true })
  await page.getByRole('button', { name: ru('server.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/project\/servers\/all$/)
  const row = page.getByRole('main').getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(statusLabel('server', 'BUILDING'))
  // the build finishes when the clock runs again: the row turns ACTIVE by the websocket, without a reload
  await emulatorClock(page.request, { held: false })
  await expect(row).toContainText(statusLabel('server', 'ACTIVE'), { timeout: budget(30_000) })
})

test('a refused order (a 400 on its field) keeps everything typed', async ({ page }) => {
  await signIn(page)
  await page.goto(NEW_SERVER)
  const name = uniqueName('ded')
  // 000 §5: dedicated CPU needs network volumes; the local system disk is refused by the API on its field
  await page.getByLabel(ru('console.order.system_disk_type')).selectOption('local')
  await fillOrder(page, name, /^2 vCPU · 8 ГБ RAM · выделенный CPU/)
  await page.getByRole('button', { name: ru('server.action.create') }).click()
  await expect(page.getByText('Dedicated CPU needs network volumes')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${NEW_SERVER}$`))
  await expect(page.getByRole('textbox', { name: ru('console.action.field.name') })).toHaveValue(name)
  await expect(page.getByLabel(ru('console.order.os_family'))).toHaveValue('ubuntu')
  await expect(page.getByRole('radio', { name: /^2 vCPU · 8 ГБ RAM · выделенный CPU/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: ru('console.order.ddos_protection') })).toBeChecked()
})
