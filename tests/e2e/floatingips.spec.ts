// Floating IPs from their list (000 §2 project/floatingips/all, attached, unattached; floatingips/{id}/details;
// 000 §4 Floating IP; 001 §4 Floating IP rules; 001 §7 Floating IPs): order one with DDoS protection, its price
// shown first; attach it to a server picked in the dialog; the 1 Gbit channel on; a PTR record (a bad one refused
// on its field); detach; delete. Each status arrives by the websocket's `address` events, without a reload.
import type { Page } from '@playwright/test'
import { actionDialog, currentProject, expectNoReload, markDocument, openList, recordLiveEvents, rowOf, runFromMenu, statusLabel, submitAndClose } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { expect, pageApi, ru, signIn, watchableTest as test } from './support/test'
import { budget } from './support/budget'

const SERVER = 'web-1'

async function addresses(page: Page, projectId: string): Promise<{ id: string; address: string; status: string; bandwidth_max_mbps: number; ptr: string | null }[]> {
  const answer = await pageApi(page, 'GET', `/projects/${projectId}/addresses?limit=100`)
  expect(answer.status).toBe(200)
  return answer.body.result
}

test('a floating IP from order to deletion: price, attach, 1 Gbit, PTR, detach and delete, each status live', async ({ page }) => {
  test.slow()
  const events = recordLiveEvents(page)
  await signIn(page)
  const project = await currentProject(page)
  const before = new Set((await addresses(page, project.id)).map((entry) => entry.id))
  const table = await openList(page, 'floatingip')
  await markDocument(page)

  // order: the price of an address and its DDoS protection shows before ordering
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('floatingip.action.create') })
    .first()
    .click()
  const create = actionDialog(page, 'floatingip', 'create')
  const ipv4 = await projectPrice(page, project.id, 'address', 'ipv4')
  const ddos = await projectPrice(page, project.id, 'address', 'ddos_protection')
  const price = create.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(priceLine('ui.dialog.price.per_month', ipv4.month))
  // the box is Chakra's visually hidden input: the user clicks its label
  await create.getByText(ru('console.action.field.ddos_protection'), { exact: true }).click()
  await expect(create.getByRole('checkbox', { name: ru('console.action.field.ddos_protection') })).toBeChecked()
  await expect(price).toContainText(priceLine('ui.dialog.price.per_month', ipv4.month + ddos.month))
  await expect(price).toContainText(priceLine('ui.dialog.price.per_hour', ipv4.hour + ddos.hour))
  await submitAndClose(create, 'floatingip', 'create')

  let ordered: { id: string; address: string } | undefined
  await expect.poll(async () => (ordered = (await addresses(page, project.id)).find((entry) => !before.has(entry.id)))).toBeDefined()
  const address = (ordered as { id: string; address: string }).address
  const row = rowOf(table, address)
  await expect(row).toContainText(statusLabel('floatingip', 'DOWN'))

  // attach to a server picked in the dialog: ACTIVE, the server in its row
  await runFromMenu(page, 'floatingip', address, 'attach')
  const attach = actionDialog(page, 'floatingip', 'attach')
  await attach.getByLabel(ru('console.action.field.server')).selectOption({ label: SERVER })
  await submitAndClose(attach, 'floatingip', 'attach')
  await expect(row).toContainText(statusLabel('floatingip', 'ACTIVE'))
  await expect(row.getByRole('link', { name: new RegExp(`${SERVER}$`) })).toBeVisible()

  // the 1 Gbit channel (001 §4: bandwidth_gb_on sets 1024); its switch then offers off instead
  await runFromMenu(page, 'floatingip', address, 'bandwidth_gb_on')
  await submitAndClose(actionDialog(page, 'floatingip', 'bandwidth_gb_on'), 'floatingip', 'bandwidth_gb_on')
  await expect.poll(async () => (await addresses(page, project.id)).find((entry) => entry.address === address)?.bandwidth_max_mbps).toBe(1024)

  // PTR: a value that is not a domain name is refused on its field and kept; a good one is saved
  await runFromMenu(page, 'floatingip', address, 'edit_ptr')
  const ptr = actionDialog(page, 'floatingip', 'edit_ptr')
  const value = ptr.getByLabel(ru('console.action.field.ptr'))
  await value.fill('not a domain!')
  await ptr.getByRole('button', { name: ru('floatingip.action.edit_ptr') }).click()
  await expect(value).toHaveAttribute('aria-invalid', 'true')
  await expect(value).toHaveValue('not a domain!')
  await value.fill('mail.e2e.example.com')
  await value.blur()
  await expect(value).not.toHaveAttribute('aria-invalid', 'true')
  await submitAndClose(ptr, 'floatingip', 'edit_ptr')
  await expect(row).toContainText('mail.e2e.example.com')

  // its details page shows what the list does and more: the channel, primary, DDoS protection
  await row.getByRole('link', { name: address, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('1024')
  await page.goBack()

  // detach: DOWN again, no server
  await runFromMenu(page, 'floatingip', address, 'detach')
  await submitAndClose(actionDialog(page, 'floatingip', 'detach'), 'floatingip', 'detach')
  await expect(row).toContainText(statusLabel('floatingip', 'DOWN'))
  await expect(row.getByRole('link', { name: new RegExp(`${SERVER}$`) })).toHaveCount(0)

  // delete: DELETING, then gone from the list
  await runFromMenu(page, 'floatingip', address, 'delete')
  await submitAndClose(actionDialog(page, 'floatingip', 'delete'), 'floatingip', 'delete')
  await expect(row).toHaveCount(0)
  expect(
    events.some((event) => event.type === 'entity' && event.entity === 'address' && event.id === ordered?.id),
    'statuses came by the address events',
  ).toBe(true)
  await expectNoReload(page)
})

test('the attached and unattached filters show only those addresses', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const all = await addresses(page, project.id)
  const table = await openList(page, 'floatingip')
  await page.getByRole('button', { name: ru('floatingip.filter.attached') }).click()
  await expect(page).toHaveURL(/\/floatingips\/attached$/)
  for (const entry of all.filter((candidate) => candidate.status === 'ACTIVE')) await expect(rowOf(table, entry.address)).toBeVisible()
  for (const entry of all.filter((candidate) => candidate.status === 'DOWN')) await expect(rowOf(table, entry.address)).toHaveCount(0)
  await page.getByRole('button', { name: ru('floatingip.filter.unattached') }).click()
  for (const entry of all.filter((candidate) => candidate.status === 'DOWN')) await expect(rowOf(table, entry.address)).toBeVisible()
})

test.describe('attach_floatingip from a server’s menu (000 §4 Server actions)', () => {
  test('picks a free address, which becomes the server’s', async ({ page }) => {
    await signIn(page)
    const project = await currentProject(page)
    let free: { id: string; address: string } | undefined
    // the seed's free addresses (one is still being reserved at start)
    await expect.poll(async () => (free = (await addresses(page, project.id)).find((entry) => entry.status === 'DOWN'))).toBeDefined()
    await openList(page, 'server')
    await runFromMenu(page, 'server', 'db-1', 'attach_floatingip')
    const dialog = actionDialog(page, 'server', 'attach_floatingip')
    await dialog.getByLabel(ru('console.action.field.floatingip')).selectOption({ label: free?.address as string })
    await submitAndClose(dialog, 'server', 'attach_floatingip')
    await expect.poll(async () => (await addresses(page, project.id)).find((entry) => entry.id === free?.id)?.status).toBe('ACTIVE')
    const table = await openList(page, 'floatingip')
    await expect(rowOf(table, free?.address as string).getByRole('link', { name: /db-1$/ })).toBeVisible()
  })

  test('with no free address it goes to the floating IP list instead (001 §2)', async ({ page }) => {
    await signIn(page)
    const project = await currentProject(page)
    // no address left free: the seed's DOWN ones deleted (the reserving one first becomes DOWN)
    await expect.poll(async () => (await addresses(page, project.id)).filter((entry) => entry.status === 'RESERVING').length).toBe(0)
    for (const entry of (await addresses(page, project.id)).filter((candidate) => candidate.status === 'DOWN')) {
      expect((await pageApi(page, 'DELETE', `/addresses/${entry.id}`)).status).toBe(202)
    }
    await expect.poll(async () => (await addresses(page, project.id)).filter((entry) => entry.status === 'DOWN' || entry.status === 'DELETING').length).toBe(0)
    await openList(page, 'server')
    await runFromMenu(page, 'server', 'db-1', 'attach_floatingip')
    await expect(page).toHaveURL(/\/lk\/project\/floatingips\/all$/)
    await expect(page.getByRole('heading', { level: 1, name: ru('floatingip.plural') })).toBeVisible()
  })
})

// Beyond the spec (issue 11 item 6): a floating IP's delete lists the DNS records naming it by value (an A record's
// ipv4 equal to its address), found under each of the project's domains (001 §7 GET /dns/domains/{id}/records).
test("a floating IP's delete lists the A record that names its address", async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const ordered = await pageApi(page, 'POST', `/projects/${project.id}/addresses`, {})
  const address = ordered.body as { id: string; address: string }
  const domains = (await pageApi(page, 'GET', `/projects/${project.id}/dns/domains`)).body.result as { id: string; name: string }[]
  const domain = domains.find((entry) => entry.name === 'demo-shop.example.com')
  expect(domain).toBeDefined()
  const record = await pageApi(page, 'POST', `/dns/domains/${domain?.id ?? ''}/records`, { type: 'A', name: `gw.${domain?.name ?? ''}`, ipv4: address.address, ttl: 3600 })
  expect(record.status, JSON.stringify(record.body)).toBe(201)
  await expect.poll(async () => (await pageApi(page, 'GET', `/addresses/${address.id}/detail`)).body.status, { timeout: budget(20_000) }).toBe('DOWN')

  await page.goto(`/lk/project/floatingips/${address.id}/details`)
  await expect(page.getByRole('heading', { level: 1, name: address.address })).toBeVisible()
  await runFromMenu(page, 'floatingip', address.address, 'delete')
  const dialog = actionDialog(page, 'floatingip', 'delete')
  const dependents = dialog.getByRole('region', { name: ru('console.action.dependents.title') })
  await expect(dependents).toContainText(ru('console.action.dependents.group', { what: ru('dns_record.plural'), count: 1 }))
  await expect(dependents.getByText('gw', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(dialog).toBeHidden()
})
