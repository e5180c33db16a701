// The console on a phone (390 × 844): every page fits the width (no horizontal scroll), the menu is a drawer
// opened from the header, the header keeps the balance and the project's name on one line, a list's rows are
// cards whose status and actions' menu are in reach, and a dialog fits the screen.
import type { Locator, Page } from '@playwright/test'
import { currentProject, rowOf, statusLabel } from './support/entities'
import { expect, ru, signIn, test } from './support/test'

const PHONE = { width: 390, height: 844 }

test.use({ viewport: PHONE })

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth)
}

/** A control lies whole within the window's width. */
async function expectWithinWidth(locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  expect(box, 'the control is laid out').not.toBeNull()
  if (!box) return
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
}

function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: ru('app.title') })
}

/** Opens the menu drawer from the header and follows a link of its navigation. */
async function goThroughMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: ru('ui.shell.open_menu') }).click()
  await expect(drawer(page)).toBeVisible()
  await drawer(page)
    .getByRole('navigation', { name: ru('ui.shell.navigation') })
    .getByRole('link', { name: label })
    .click()
  await expect(drawer(page), 'following a link closes the drawer').toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
}

test('the dashboard fits a phone: the header keeps the balance and the project, the rest is in the menu drawer', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  await expect(page.getByRole('group', { name: ru('console.balance.label') })).toBeVisible()
  await expect(page.getByRole('navigation', { name: ru('ui.shell.navigation') }), 'no side menu on a phone').toBeHidden()
  // the project switcher shows the current project, on one line
  const name = page.getByRole('banner').getByRole('combobox', { name: ru('console.project.label') })
  await expect(name).toBeVisible()
  await expect(name).toHaveValue(project.id)
  const line = await name.evaluate((element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }))
  expect(line.height, 'the project name stays on one line').toBeLessThan(line.lineHeight * 2)
  await expectNoHorizontalOverflow(page)

  await page.getByRole('button', { name: ru('ui.shell.open_menu') }).click()
  await expect(drawer(page)).toBeVisible()
  await expectWithinWidth(drawer(page))
  await expect(drawer(page).getByRole('button', { name: ru('console.sign_out') }), 'sign-out is reachable').toBeVisible()
  await expect(drawer(page).getByLabel(ru('app.language'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer(page)).toBeHidden()
})

test('a balance that lasts a day keeps its warning in the header, beside the project and the search, none drawn over another', async ({ page }) => {
  // the account's balance as the emulator answers it, lasting a day (000 §3 Balance: days_left_until_zero), and six figures long
  await page.route('**/api/v1/balance', async (route) => {
    const answer = await route.fetch()
    await route.fulfill({ response: answer, json: { ...((await answer.json()) as object), balance: 123_456.78, days_left_until_zero: 1 } })
  })
  await signIn(page)
  const header = page.getByRole('banner')
  const balance = header.getByRole('group', { name: ru('console.balance.label') })
  await expect(balance).toContainText(ru('console.balance.days_left_one', { count: 1 }))
  const controls = [
    header.getByRole('combobox', { name: ru('console.project.label') }),
    header.getByRole('button', { name: ru('console.project.actions') }),
    header.getByRole('button', { name: ru('console.palette.open_button') }),
    balance,
  ]
  const boxes = await Promise.all(controls.map((control) => control.boundingBox()))
  for (let i = 1; i < boxes.length; i += 1) {
    const [left, right] = [boxes[i - 1], boxes[i]]
    expect(left && right && left.x + left.width <= right.x + 0.5, `header control ${i} starts after control ${i - 1} ends`).toBe(true)
  }
  await expectWithinWidth(balance)
  await expectNoHorizontalOverflow(page)
})

test('a list is cards on a phone: each with its name, status and actions’ menu in reach, no sideways scroll', async ({ page }) => {
  await signIn(page)
  await goThroughMenu(page, ru('volume.plural'))
  const table = page.getByRole('main').getByRole('table', { name: ru('volume.plural') })
  const row = rowOf(table, 'backup')
  await expect(row).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expect(row.getByText(statusLabel('volume', 'AVAILABLE'))).toBeVisible()
  const menuButton = row.getByRole('button', { name: ru('console.action.menu_for', { name: 'backup' }) })
  await expectWithinWidth(menuButton)
  await menuButton.click()
  const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name: 'backup' }) })
  await expect(menu.getByRole('menuitem', { name: ru('volume.action.rename') })).toBeVisible()
  await expectWithinWidth(menu)
  await page.keyboard.press('Escape')
})

test('a details page and a dialog fit a phone', async ({ page }) => {
  await signIn(page)
  await goThroughMenu(page, ru('volume.plural'))
  const table = page.getByRole('main').getByRole('table', { name: ru('volume.plural') })
  await rowOf(table, 'backup').getByRole('link', { name: 'backup', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'backup' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  const actions = page.getByRole('main').getByRole('button', { name: ru('console.action.menu_for', { name: 'backup' }) })
  await expectWithinWidth(actions)

  await actions.click()
  await page.getByRole('menuitem', { name: ru('volume.action.rename') }).click()
  const dialog = page.getByRole('dialog', { name: ru('volume.action.rename') })
  await expect(dialog).toBeVisible()
  await expectWithinWidth(dialog)
  await expectWithinWidth(dialog.getByRole('button', { name: ru('volume.action.rename') }))
  await expectNoHorizontalOverflow(page)
  await dialog.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(dialog).toBeHidden()
})

// issue 11: the networking details pages on a phone: a balancer's (its rules below), a router's (from the
// dashboard, its addresses) and a domain's records, each reached by its link; the balancer's delete dialog, with
// what depends on it, fits the screen and is closed by the keyboard.
test('the balancer, router and domain pages fit a phone, and the delete dialog with its dependents too', async ({ page }) => {
  test.slow()
  await signIn(page)
  // signed in, on the dashboard: the router's link is there
  for (const [menu, name] of [
    [undefined, 'office-router'],
    [ru('dns_domain.plural'), 'demo-shop.example.com'],
    [ru('loadbalancer.plural'), 'web-lb'],
  ] as const) {
    if (menu) await goThroughMenu(page, menu)
    await page.getByRole('main').getByRole('link', { name, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await expectNoHorizontalOverflow(page)
  }
  // still on the balancer's page: its actions' menu is in reach, and its delete lists its rules and its floating IP
  const actions = page.getByRole('main').getByRole('button', { name: ru('console.action.menu_for', { name: 'web-lb' }) })
  await expectWithinWidth(actions)
  await actions.click()
  await page.getByRole('menuitem', { name: ru('loadbalancer.action.delete'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: ru('loadbalancer.action.delete') })
  const dependents = dialog.getByRole('region', { name: ru('console.action.dependents.title') })
  await expect(dependents).toContainText(ru('console.action.dependents.group', { what: ru('loadbalancer_rule.plural'), count: 2 }))
  await expect(dependents).toContainText(ru('console.action.dependents.group', { what: ru('floatingip.plural'), count: 1 }))
  await expectWithinWidth(dialog)
  await expectNoHorizontalOverflow(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

// the data services' pages (issue 12): an S3 user, a cluster and a backup plan with its copies
const DATA_PAGES = [
  { list: '/lk/project/s3', kind: 's3_user', tab: 's3_user.tab.buckets' },
  { list: '/lk/dbaas/list', kind: 'dbaas_cluster', tab: 'dbaas_cluster.tab.databases' },
  { list: '/lk/project/backups/servers', kind: 'backup_plan', tab: 'backup_plan.tab.backups' },
] as const

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('the data services’ details pages fit a phone in the dark theme, and their actions open by keyboard', async ({ page }) => {
    await signIn(page)
    for (const { list, kind, tab } of DATA_PAGES) {
      await page.goto(list)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const first = page.getByRole('main').getByRole('table').getByRole('link').first()
      const name = (await first.innerText()).trim()
      await first.click()
      await expect(page.getByRole('heading', { level: 1, name }), kind).toBeVisible()
      await expectNoHorizontalOverflow(page)
      // its actions by keyboard: a menu (many actions) opened with Enter and closed with Escape, or buttons (a few)
      // whose first opens its dialog with Enter, closed with Escape
      const main = page.getByRole('main')
      const menuButton = main.getByRole('button', { name: ru('console.action.menu_for', { name }) })
      if ((await menuButton.count()) > 0) {
        await expectWithinWidth(menuButton)
        await menuButton.focus()
        await page.keyboard.press('Enter')
        const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name }) })
        await expect(menu.getByRole('menuitem').first()).toBeVisible()
        await expectWithinWidth(menu)
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
      } else {
        const buttons = main.getByRole('group', { name: ru('ui.actions') })
        await expectWithinWidth(buttons)
        const first = buttons.getByRole('button').first()
        await first.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expectWithinWidth(dialog)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
      // its list tab: rows as cards, nothing to scroll sideways
      await page.getByRole('link', { name: ru(tab) }).click()
      await expect(
        page
          .getByRole('main')
          .getByRole('table', { name: ru(tab) })
          .getByRole('row')
          .first(),
      ).toBeVisible()
      await expectNoHorizontalOverflow(page)
    }
    // a plan's copies show their status and date (the demo's week of daily copies)
    await expect(page.getByRole('main').getByText(ru('server_backup.status.AVAILABLE')).first()).toBeVisible()
  })

  test('the backups section fits a phone in the dark theme: its buttons wrap, its children (000 §2: servers, clusters, databases) are tabs reached by keyboard', async ({ page }) => {
    await signIn(page)
    await page.goto('/lk/project/backups')
    await expect(page).toHaveURL(/\/lk\/project\/backups\/servers$/)
    await expectNoHorizontalOverflow(page)
    const tabs = page.getByRole('navigation', { name: ru('route.backups') })
    for (const [kind, path] of [
      ['dbaas_cluster_backup', /\/backups\/clusters$/],
      ['dbaas_database_backup', /\/backups\/databases$/],
    ] as const) {
      await tabs.getByRole('link', { name: ru(`${kind}.plural`) }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1, name: ru('route.backups') })).toBeVisible()
      await expectNoHorizontalOverflow(page)
    }
  })
})
