// Every page passes axe (colour contrast among the rest) in both themes with no serious or critical violation,
// asks for nothing that is not there (no 404 for an icon) and logs no error; a path under lk that no page has
// shows the 404 inside the shell, with the menu. axe-core is evaluated in the page from node_modules.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { mainMenu } from './support/entities'
import { expect, ru, SIGN_IN_PATH, signIn, test } from './support/test'

// evaluated through the browser's debugging protocol, which the page's CSP (no inline script) does not govern
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const THEMES = ['light', 'dark'] as const
/** the seed's balancer, router and domain, each reached from a page of the menu: [menu entry, item] */
const NETWORK_DETAILS = [
  ['loadbalancer.plural', 'web-lb'],
  ['console.menu.dashboard', 'office-router'],
  ['dns_domain.plural', 'demo-shop.example.com'],
] as const
/** the data services' details pages (issue 12), each with its list tab */
const DATA_PAGES = [
  { list: '/lk/project/s3', tab: 's3_user.tab.buckets' },
  { list: '/lk/dbaas/list', tab: 'dbaas_cluster.tab.databases' },
  { list: '/lk/project/backups/servers', tab: 'backup_plan.tab.backups' },
] as const

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`))
}

/** Records the console's errors and the failed requests (a missing icon) of the page from now on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404: ${response.url()}`)
  })
  return problems
}

/** The menu's links: every list page the console has. */
async function menuLinks(page: Page): Promise<string[]> {
  // the menu draws its entries once the shell has loaded: wait for the last one the configs give (finance)
  await expect(mainMenu(page).getByRole('link', { name: ru('console.menu.finance') })).toBeVisible()
  return mainMenu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme })

    test(`the sign-in page passes axe in the ${theme} theme, with no error and no missing icon`, async ({ page }) => {
      const problems = recordProblems(page)
      await page.goto(SIGN_IN_PATH)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(problems).toEqual([])
    })

    test(`every page of the menu, a details page and the 404 pass axe in the ${theme} theme, with no error`, async ({ page }) => {
      test.slow()
      const problems = recordProblems(page)
      await signIn(page)
      const paths = await menuLinks(page)
      expect(paths.length, 'the dashboard and the lists').toBeGreaterThan(3)
      for (const path of paths) {
        await mainMenu(page).locator(`a[href="${path}"]`).click()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('status')).toHaveCount(0)
        expect(await seriousViolations(page), path).toEqual([])
      }
      // a details page: the first item of the first list
      await mainMenu(page)
        .locator(`a[href="${paths[1] ?? ''}"]`)
        .click()
      await page.getByRole('main').getByRole('table').getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousViolations(page), 'details').toEqual([])

      // the networking details pages (issue 11): a balancer's with its rules, a router's (from the dashboard), a domain's records
      for (const [menu, name] of NETWORK_DETAILS) {
        await mainMenu(page)
          .getByRole('link', { name: ru(menu), exact: true })
          .click()
        await page.getByRole('main').getByRole('link', { name, exact: true }).first().click()
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
        await expect(page.getByRole('status')).toHaveCount(0)
        expect(await seriousViolations(page), name).toEqual([])
      }

      await page.goto('/lk/no-such-page')
      await expect(page.getByRole('heading', { level: 1, name: ru('ui.page.not_found.title') })).toBeVisible()
      await expect(mainMenu(page), 'the 404 is inside the shell, with the menu').toBeVisible()
      expect(await seriousViolations(page), '404').toEqual([])
      expect(problems.filter((problem) => !problem.includes('/lk/no-such-page'))).toEqual([])
    })

    test(`the data services' details pages (an S3 user, a cluster, a backup plan) and their list tabs pass axe in the ${theme} theme`, async ({ page }) => {
      test.slow()
      const problems = recordProblems(page)
      await signIn(page)
      for (const { list, tab } of DATA_PAGES) {
        await page.goto(list)
        await page.getByRole('main').getByRole('table').getByRole('link').first().click()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousViolations(page), list).toEqual([])
        await page
          .getByRole('navigation', { name: ru('ui.details.sections') })
          .getByRole('link', { name: ru(tab) })
          .click()
        await expect(page.getByRole('main').getByRole('table', { name: ru(tab) })).toBeVisible()
        await expect(page.getByRole('status')).toHaveCount(0)
        expect(await seriousViolations(page), `${list} ${tab}`).toEqual([])
      }
      expect(problems).toEqual([])
    })
  })
}

test('who asks the system for less motion gets menus without their animation (WCAG 2.3.3)', async ({ page }) => {
  await signIn(page)
  await mainMenu(page)
    .getByRole('link', { name: ru('volume.plural') })
    .click()
  const trigger = page
    .getByRole('main')
    .getByRole('button', { name: /^Действия: / })
    .first()
  const animation = async (): Promise<number> => {
    await trigger.click()
    const seconds = await page.getByRole('menu').evaluate((menu) => parseFloat(getComputedStyle(menu).animationDuration))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    return seconds
  }
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await animation()).toBeGreaterThan(0.05)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animation()).toBeLessThan(0.001)
})
