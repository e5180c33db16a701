// Helpers of the entity flows (volumes, servers, snapshots): the lists reached through the left menu, a row by
// its item's name, the row's action menu, and what a user saw on the way. Everything is located by role and
// accessible name, the names taken from the console's Russian texts (ru()).
import { expect, type Locator, type Page } from '@playwright/test'
import { pageApi } from './test'
import { ru } from './texts'

/** A name nobody used yet in this database (the entity-name field keeps a-z, digits, dash). */
export function uniqueName(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
}

/** The left menu ("Основное меню"). */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: ru('ui.shell.navigation') })
}

/** The table of a kind's list (named after the list: "Диски", "Серверы", "Снапшоты"). */
export function listTable(page: Page, kind: string): Locator {
  return page.getByRole('main').getByRole('table', { name: ru(`${kind}.plural`) })
}

/** Opens a kind's list through the left menu and waits for its table. */
export async function openList(page: Page, kind: string): Promise<Locator> {
  await mainMenu(page)
    .getByRole('link', { name: ru(`${kind}.plural`) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: ru(`${kind}.plural`) })).toBeVisible()
  const table = listTable(page, kind)
  await expect(table).toBeVisible()
  return table
}

/** The row of an item: the one whose name link reads exactly `name`. */
export function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) })
}

/** The Russian label of a status. */
export function statusLabel(kind: string, status: string): string {
  return ru(`${kind}.status.${status}`)
}

/** Opens the action menu of the item `name` ("Действия: <name>") and picks an action. */
export async function runFromMenu(page: Page, kind: string, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: ru('console.action.menu_for', { name }) }).click()
  const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name }) })
  await expect(menu).toBeVisible()
  // exact: "Удалить" is also the start of "Удалить ключ поддержки"
  await menu.getByRole('menuitem', { name: ru(`${kind}.action.${action}`), exact: true }).click()
}

/** The open dialog of an action (its title is the action's label). */
export function actionDialog(page: Page, kind: string, action: string): Locator {
  return page.getByRole('dialog', { name: ru(`${kind}.action.${action}`) })
}

/** Submits an action dialog (its OK reads as the action) and waits for it to close after "Готово". */
export async function submitAndClose(dialog: Locator, kind: string, action: string): Promise<void> {
  await dialog.getByRole('button', { name: ru(`${kind}.action.${action}`) }).click()
  await expect(dialog).toBeHidden()
}

/** Marks the document; `expectNoReload` then checks the same document is still there (no reload, no full navigation). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true
  })
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true), 'the page was not reloaded').toBe(true)
}

export interface LiveEvent {
  type: string
  entity?: string
  action?: string
  id?: string
  data?: { status?: string; [key: string]: unknown }
}

/** The websocket events the page receives from now on (register before the page opens its socket: before signIn). */
export function recordLiveEvents(page: Page): LiveEvent[] {
  const events: LiveEvent[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') return
      try {
        events.push(JSON.parse(frame.payload) as LiveEvent)
      } catch {
        // not JSON: not an event
      }
    })
  })
  return events
}

/** The project of the signed-in user (the first, as the console opens it). */
export async function currentProject(page: Page): Promise<{ id: string; name: string }> {
  const answer = await pageApi(page, 'GET', '/projects')
  expect(answer.status).toBe(200)
  return answer.body.result[0] as { id: string; name: string }
}

/** The project's volumes of a name, as the page's user reads them through the API. */
export async function volumesNamed(page: Page, projectId: string, name: string): Promise<{ id: string; name: string; status: string; size: number }[]> {
  const answer = await pageApi(page, 'GET', `/projects/${projectId}/volumes?name=${encodeURIComponent(name)}`)
  expect(answer.status).toBe(200)
  return answer.body.result
}
