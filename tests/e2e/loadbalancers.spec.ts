// Load balancers (000 §2 loadbalancers/all, loadbalancers/new, loadbalancers/{id}/details; 000 §4 Load balancer;
// 001 §5 health monitor rules; 001 §7 Load balancers): order one from its page with an HTTP health monitor and a
// rule, a bad URL path refused on its field with everything typed kept; it becomes ACTIVE live; its details show the
// rule; stop and start it from its menu, each status arriving by the websocket.
import { currentProject, listTable, rowOf, runFromMenu, statusLabel, submitAndClose, actionDialog, uniqueName } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { expect, pageApi, ru, signIn, watchableTest as test } from './support/test'
import { budget } from './support/budget'

const NEW_BALANCER = '/lk/project/loadbalancers/new'

test('a load balancer with an HTTP monitor and a rule: a bad value refused on its field, then ACTIVE; stop and start', async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const [balancer, ipv4] = await Promise.all([projectPrice(page, project.id, 'loadbalancer', 'loadbalancer'), projectPrice(page, project.id, 'address', 'ipv4')])
  // 000 §2 loadbalancers/new, opened by the list's "create" (a page, not a dialog)
  await page.goto('/lk/project/loadbalancers/all')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('loadbalancer.action.create') })
    .click()
  await expect(page).toHaveURL(new RegExp(`${NEW_BALANCER}$`))
  await expect(page.getByRole('heading', { level: 1, name: ru('loadbalancer.action.create') })).toBeVisible()

  const name = uniqueName('lb')
  await page.getByRole('textbox', { name: ru('console.action.field.name') }).fill(name)
  await page.getByRole('combobox', { name: ru('loadbalancer.field.algorithm') }).selectOption({ label: ru('loadbalancer.option.LEAST_CONNECTIONS') })
  // 000 §4: the HTTP-only fields show for an HTTP monitor only
  const urlPath = page.getByRole('textbox', { name: ru('loadbalancer.field.url_path') })
  await expect(urlPath).toBeHidden()
  await page.getByRole('combobox', { name: ru('loadbalancer.field.healthmonitor_type') }).selectOption({ label: ru('loadbalancer.option.HTTP') })
  await page.getByRole('textbox', { name: ru('loadbalancer.field.expected_codes') }).fill('200,301')
  await urlPath.fill('health')

  // the first rule: a server's internal address and the ports
  await page.getByRole('button', { name: ru('console.order.port_rules.add') }).click()
  await page.getByRole('combobox', { name: ru('console.order.port_rules.address', { number: 1 }) }).selectOption({ index: 1 })
  await page.getByRole('textbox', { name: ru('console.order.port_rules.external_protocol_port', { number: 1 }) }).fill('80')
  await page.getByRole('textbox', { name: ru('console.order.port_rules.internal_protocol_port', { number: 1 }) }).fill('8080')

  // the balancer and its floating IP, from the price list (000 §3 Project prices)
  const price = page.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(priceLine('ui.dialog.price.per_hour', Math.round((balancer.hour + ipv4.hour) * 100) / 100))

  // 001 §5: the URL path starts with a slash: refused on its field, nothing sent, everything kept
  await page.getByRole('button', { name: ru('loadbalancer.action.create') }).click()
  await expect(urlPath).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(ru('loadbalancer.validation.url_path'))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${NEW_BALANCER}$`))
  await expect(urlPath).toHaveValue('health')
  await expect(page.getByRole('textbox', { name: ru('console.action.field.name') })).toHaveValue(name)
  await expect(page.getByRole('textbox', { name: ru('loadbalancer.field.expected_codes') })).toHaveValue('200,301')
  await expect(page.getByRole('textbox', { name: ru('console.order.port_rules.external_protocol_port', { number: 1 }) })).toHaveValue('80')

  await urlPath.fill('/health')
  await page.getByRole('button', { name: ru('loadbalancer.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/project\/loadbalancers\/all$/)
  const table = listTable(page, 'loadbalancer')
  const row = rowOf(table, name)
  await expect(row).toContainText(statusLabel('loadbalancer', 'ACTIVE'), { timeout: budget(20_000) })

  // its details: the HTTP monitor and its rule
  await row.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('/health')
  const rules = page.getByRole('main').getByRole('table', { name: ru('loadbalancer.tab.rules') })
  await expect(rules.getByRole('row').filter({ hasText: '8080' })).toContainText(statusLabel('loadbalancer_rule', 'ACTIVE'))

  // stop, then start (000 §4: stop shown when ACTIVE, start when STOPPED), each status live
  const status = page.getByRole('main').getByText(statusLabel('loadbalancer', 'STOPPED'), { exact: true })
  await runFromMenu(page, 'loadbalancer', name, 'stop')
  await submitAndClose(actionDialog(page, 'loadbalancer', 'stop'), 'loadbalancer', 'stop')
  await expect(status.first()).toBeVisible({ timeout: budget(20_000) })
  await runFromMenu(page, 'loadbalancer', name, 'start')
  await submitAndClose(actionDialog(page, 'loadbalancer', 'start'), 'loadbalancer', 'start')
  await expect(page.getByRole('main').getByText(statusLabel('loadbalancer', 'ACTIVE'), { exact: true }).first()).toBeVisible({ timeout: budget(20_000) })
})

// 000 §4 Load balancer: rule create needs attachable servers; 001 §5: the pair of ports on one address is unique
// ('Non-unique rule'); 001 §7 POST /loadbalancers/{id}/rules. "Add rule" on the balancer's page offers the project's
// servers by their internal addresses; a repeated pair is refused with what was typed kept, a new one joins the list.
test("a rule added from the balancer's page: the servers' addresses offered, a repeated pair refused, then made", async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const servers = (await pageApi(page, 'GET', `/projects/${project.id}/servers`)).body.result as { name: string; internal_addresses: { address: string }[] }[]
  const web = servers.find((server) => server.name === 'web-1')
  const internal = web?.internal_addresses[0]?.address ?? ''
  expect(internal).not.toBe('')
  await page.goto('/lk/project/loadbalancers/all')
  await rowOf(listTable(page, 'loadbalancer'), 'web-lb').getByRole('link', { name: 'web-lb', exact: true }).click()
  const main = page.getByRole('main')
  const rules = main.getByRole('table', { name: ru('loadbalancer.tab.rules') })
  // the seed's two rules (a header row above them)
  await expect(rules.getByRole('row')).toHaveCount(3)

  await main.getByRole('button', { name: ru('loadbalancer_rule.action.create') }).click()
  const dialog = actionDialog(page, 'loadbalancer_rule', 'create')
  const picker = dialog.getByRole('combobox', { name: ru('loadbalancer_rule.field.address_id') })
  // every server of the project with an internal address is offered, by name and address
  for (const server of servers) for (const address of server.internal_addresses) await expect(picker.getByRole('option', { name: `${server.name} — ${address.address}` })).toBeAttached()
  await picker.selectOption({ label: `web-1 — ${internal}` })
  // the seed's web-lb already sends 80 → 8080 to web-1: the same pair is refused, what was typed kept
  const external = dialog
    .getByRole('spinbutton', { name: ru('loadbalancer_rule.field.external_protocol_port') })
    .or(dialog.getByRole('textbox', { name: ru('loadbalancer_rule.field.external_protocol_port') }))
  const internalPort = dialog
    .getByRole('spinbutton', { name: ru('loadbalancer_rule.field.internal_protocol_port') })
    .or(dialog.getByRole('textbox', { name: ru('loadbalancer_rule.field.internal_protocol_port') }))
  await external.fill('80')
  await internalPort.fill('8080')
  await dialog.getByRole('button', { name: ru('loadbalancer_rule.action.create') }).click()
  await expect(dialog.getByText(ru('error.loadbalancer_rule.non_unique'))).toBeVisible()
  await expect(external).toHaveValue('80')
  await expect(picker).toHaveValue(/.+/)

  await external.fill('8081')
  await internalPort.fill('9090')
  await submitAndClose(dialog, 'loadbalancer_rule', 'create')
  await expect(rules.getByRole('row')).toHaveCount(4, { timeout: budget(20_000) })
  const made = rules.getByRole('row').filter({ hasText: '9090' })
  await expect(made).toContainText(internal)
  await expect(made).toContainText(statusLabel('loadbalancer_rule', 'ACTIVE'), { timeout: budget(20_000) })
})
