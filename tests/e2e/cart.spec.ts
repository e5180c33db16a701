// The cart (000 §2 cart and order-from-site, dashboard banner; 000 §3 Cart; 000 §4 Cart): a product chosen on the
// site lands in the cart after sign-in, an option is changed with its kind's order form, and ordering them all
// creates each product, one failing with its error shown while the others go on. The banner hides and stays hidden.
import type { Page } from '@playwright/test'
import { currentProject, uniqueName } from './support/entities'
import { DASHBOARD_PATH, DEMO, DEMO_PASSWORD, expect, pageApi, privateTest as test, ru, signIn } from './support/test'
import { budget } from './support/budget'
import { projectPrice, rateLine } from './support/money'

const siteOrder = (product: unknown) => Buffer.from(JSON.stringify(product)).toString('base64url')
const productCard = (page: Page, kind: string, num: number) => page.getByRole('article', { name: `${ru(`cart_product.kind.${kind}`)} ${num}` })

test('order-from-site lands in the cart; an option changed; ordering all creates each product, a failed one keeps its error', async ({ page }) => {
  test.slow()
  const balancerName = uniqueName('site-lb')
  // signed out: the site's link goes through sign-in and back (000 §2 order-from-site, query order)
  await page.goto(`/lk/order-from-site?order=${siteOrder({ kind: 'balancer', options: { name: balancerName, session_persistence: false, floatingip: null } })}`)
  await page.waitForURL(/\/sign\/in/)
  await page.getByLabel(ru('app.field.email')).fill(DEMO)
  await page.getByLabel(ru('app.field.password')).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  await page.waitForURL(/\/lk\/cart\?hash=/)
  await expect(page.getByRole('heading', { level: 1, name: ru('console.page.product_basket.title') })).toBeVisible()
  const balancer = productCard(page, 'balancer', 1)
  await expect(balancer).toContainText(balancerName)
  // the seeded products: a server, a DBaaS cluster (the site's "db") and S3 storage
  await expect(productCard(page, 'server', 1)).toBeVisible()
  await expect(productCard(page, 'db', 1)).toBeVisible()
  await expect(page.getByRole('group', { name: ru('console.basket.total') })).toContainText('₽')

  // 000 §4 Cart: S3 storage is consumption-billed: its price per GB from the price list, instead of an order's price
  const s3Rate = await projectPrice(page, (await currentProject(page)).id, 's3', 's3_storage')
  await expect(productCard(page, 's3_storage', 1).getByRole('group', { name: ru('console.rate.title') })).toContainText(rateLine(s3Rate))

  // change the server's options with the server order form's fields: a name and the password it needs
  const server = productCard(page, 'server', 1)
  await server.getByRole('button', { name: ru('console.basket.edit') }).click()
  // the OS the site's order chose (image_id) is preset in the picker
  await expect(server.getByRole('combobox', { name: ru('console.order.os_family') })).toHaveValue('ubuntu')
  const serverName = uniqueName('site-web')
  await server.getByRole('textbox', { name: ru('console.action.field.name') }).fill(serverName)
  await server.getByLabel(ru('console.order.field.password')).fill('Cart-order-2026x')
  await server.getByRole('button', { name: ru('console.basket.save') }).click()
  await expect(server).toContainText(serverName)
  // 000 §3 Cart: a server's options are volumes, name, flavor, image_id, recipe_id: the password stays in the page
  expect(JSON.stringify((await pageApi(page, 'GET', '/cart')).body)).not.toContain('Cart-order-2026x')

  // 000 §4 Cart: order all; the site's DBaaS cluster names no database, so it fails with its error, the others go on
  await page.getByRole('button', { name: ru('cart.action.order') }).click()
  const db = productCard(page, 'db', 1)
  await expect(db.getByText(ru('cart_product.status.failed'))).toBeVisible({ timeout: budget(20_000) })
  await expect(db).toContainText(`${ru('dbaas_cluster.field.database')}: `)
  await expect(server.getByText(ru('cart_product.status.ok'))).toBeVisible()
  await expect(balancer.getByText(ru('cart_product.status.ok'))).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: ru('console.basket.result', { ok: 3, total: 4 }) })).toBeVisible()
  const project = await currentProject(page)
  expect((await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${serverName}`)).body.result).toHaveLength(1)
  expect((await pageApi(page, 'GET', `/projects/${project.id}/loadbalancers?name=${balancerName}`)).body.result).toHaveLength(1)
  // the failed product is edited and kept; its options stay editable
  await expect(db.getByRole('button', { name: ru('console.basket.edit') })).toBeEnabled()
})

test('the dashboard banner shows the cart and hides for good (000 §2, 000 §3 hide_dashboard_cart_banner)', async ({ page }) => {
  test.slow()
  await signIn(page)
  await page.goto(DASHBOARD_PATH)
  const banner = page.getByRole('region', { name: ru('console.page.product_basket.title') })
  await expect(banner).toContainText(ru('console.basket.banner.text', { count: 3 }))
  await banner.getByRole('link', { name: ru('console.basket.banner.open') }).click()
  await page.waitForURL(/\/lk\/cart/)
  await page.goBack()
  await page
    .getByRole('region', { name: ru('console.page.product_basket.title') })
    .getByRole('button', { name: ru('console.basket.banner.hide') })
    .click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test.describe('at 390 px, dark, in English, by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })

  test('the cart fits the phone and its options open and save by keyboard', async ({ page }) => {
    test.slow()
    await signIn(page)
    // the language choice the console remembers (src/i18n/storage.ts)
    await page.evaluate(() => localStorage.setItem('console.language', 'en'))
    await page.goto('/lk/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth)
    const server = page.getByRole('article', { name: 'Server 1' })
    const edit = server.getByRole('button', { name: 'Change options' })
    await edit.focus()
    await page.keyboard.press('Enter')
    const name = server.getByRole('textbox', { name: 'Name' })
    await name.focus()
    await name.fill('phone-web')
    await server.getByLabel('Root password').fill('Phone-order-2026x')
    const save = server.getByRole('button', { name: 'Save' })
    await save.focus()
    await page.keyboard.press('Enter')
    await expect(server).toContainText('phone-web')
  })
})
