// How an entity list is laid out in a real browser (jsdom lays nothing out): every row is as tall as the table
// places it, the scrolling box fits a short list with no gap and nothing cut off, a long list scrolled to the end
// shows its last row whole, and a name too long for its column ends in an ellipsis with the whole name in its
// title. On an emulator of its own: the rows are the seeded ones (and the long-named volume the last test creates),
// whatever other tests create.
import type { Locator, Page } from '@playwright/test'
import { ROW_HEIGHT_PX } from '../../ui/table/rowHeight'
import { currentProject, openList, rowOf } from './support/entities'
import { expect, pageApi, privateTest as test, ru, signIn } from './support/test'

interface Box {
  top: number
  bottom: number
}

interface Layout {
  /** the scrolling region's client area, in viewport coordinates */
  viewport: Box
  header: Box
  rows: Box[]
  scrollable: boolean
}

/** Where the region's viewport, the header row and every data row are, as the browser laid them out. */
function layoutOf(region: Locator): Promise<Layout> {
  return region.evaluate((element) => {
    const box = (node: Element) => {
      const rect = node.getBoundingClientRect()
      return { top: rect.top, bottom: rect.bottom }
    }
    const outer = element.getBoundingClientRect()
    const top = outer.top + element.clientTop
    const rows = [...element.querySelectorAll('tbody tr[aria-rowindex]')]
    const header = element.querySelector('thead tr') as Element
    return { viewport: { top, bottom: top + element.clientHeight }, header: box(header), rows: rows.map(box), scrollable: element.scrollHeight > element.clientHeight }
  })
}

async function openVolumes(page: Page): Promise<Locator> {
  const table = await openList(page, 'volume')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  return page.getByRole('main').getByRole('region', { name: ru('volume.plural') })
}

test('every row is as tall as the table places it, and a short list’s box fits its rows: no gap, nothing cut off', async ({ page }) => {
  await signIn(page)
  const region = await openVolumes(page)
  const layout = await layoutOf(region)
  expect(layout.rows.length, 'the seeded volumes and local disk').toBeGreaterThan(3)
  for (const row of layout.rows) expect(row.bottom - row.top).toBeCloseTo(ROW_HEIGHT_PX, 0)
  expect(layout.scrollable, 'a short list needs no scrolling').toBe(false)
  const last = layout.rows.at(-1) as Box
  expect(Math.abs(layout.viewport.bottom - last.bottom), 'the box ends where the last row does').toBeLessThanOrEqual(1)
})

test('in a short window the list scrolls, and scrolled to the end its last row is whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 })
  await signIn(page)
  const region = await openVolumes(page)
  expect((await layoutOf(region)).scrollable, 'the rows are taller than 70% of the window').toBe(true)
  await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect.poll(async () => (await layoutOf(region)).rows.length).toBeGreaterThan(0)
  const layout = await layoutOf(region)
  const last = layout.rows.at(-1) as Box
  expect(last.top, 'below the sticky header').toBeGreaterThanOrEqual(layout.header.bottom - 0.5)
  expect(last.bottom, 'above the bottom of the box').toBeLessThanOrEqual(layout.viewport.bottom + 0.5)
})

test('a name too long for its column ends in an ellipsis, and the whole name is the link’s title', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = `long-${'x'.repeat(54)}-end`
  const created = await pageApi(page, 'POST', `/projects/${project.id}/volumes`, { name, size: 10 })
  expect(created.status, 'the API takes the volume').toBeLessThan(300)
  const table = await openList(page, 'volume')
  const link = rowOf(table, name).getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('title', name)
  const cut = await link.evaluate((element) => {
    const cell = element.closest('td') as HTMLElement
    return {
      textOverflow: getComputedStyle(element).textOverflow,
      clipped: element.scrollWidth > element.clientWidth,
      insideCell: element.getBoundingClientRect().right <= cell.getBoundingClientRect().right,
    }
  })
  expect(cut).toEqual({ textOverflow: 'ellipsis', clipped: true, insideCell: true })
})

test('a 1280 px window shows the dates and statuses whole; the names share what is left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await signIn(page)
  const table = await openList(page, 'volume')
  const row = rowOf(table, 'scratch')
  await expect(row).toBeVisible()
  const clipped = await row.evaluate((element) => [...element.querySelectorAll('td')].map((cell) => [...cell.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1)))
  expect(
    clipped.every((cut) => !cut),
    `cells cut: ${JSON.stringify(clipped)}`,
  ).toBe(true)
})
