// Load balancers (000 §2 loadbalancers/all, loadbalancers/new, loadbalancers/{id}/details; 000 §4 Load balancer;
// 001 §5 health monitor rules; 001 §7 Load balancers): order one from its page with an HTTP health monitor and a
// rule, a bad URL path refused on its field with everything typed kept; it becomes ACTIVE live; its details show the
// rule; stop and start it from its menu, each status arriving by the websocket.
import { currentProject, listTable, rowOf, runFromMenu, statusLabel, submitAndClose, actionDialog, uniqueName } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { expect, ru, signIn, watchableTest as test } from './support/test'

const NEW_BALANCER = '/lk/project/loadbalancers/new'

test('a load balancer with an HTTP monitor and a rule: a bad value refused on its field, then ACTIVE; stop and start', async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const [balancer, ipv4] = await Promise.all([projectPrice(page, project.id, 'loadbalancer', 'loadbalancer'), projectPrice(page, project.id, 'address', 'ipv4')])
  await page.goto(NEW_BALANCER)
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
  await expect(row).toContainText(statusLabel('loadbalancer', 'ACTIVE'), { timeout: 20_000 })

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
  await expect(status.first()).toBeVisible({ timeout: 20_000 })
  await runFromMenu(page, 'loadbalancer', name, 'start')
  await submitAndClose(actionDialog(page, 'loadbalancer', 'start'), 'loadbalancer', 'start')
  await expect(page.getByRole('main').getByText(statusLabel('loadbalancer', 'ACTIVE'), { exact: true }).first()).toBeVisible({ timeout: 20_000 })
})
