// API tokens at profile/api (000 §2, 000 §4 API token actions, 000 §6): create and renew show the token once in a
// view dialog with copy; the token really authenticates the API; renew retires the old value; rename; delete
// retires the token. Newest first.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { actionDialog, mainMenu, runFromMenu, submitAndClose, uniqueName } from './support/entities'
import { expect, ru, signIn, test } from './support/test'

const rowNamed = (table: Locator, name: string): Locator => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) })

/** The status of GET /account with the token as the Bearer credential. */
async function accountWith(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/v1/account', { headers: { authorization: `Bearer ${token}` } })).status()
}

/** The token the open view dialog shows (000 §4: shown once). */
async function shownToken(page: Page): Promise<string> {
  const view = actionDialog(page, 'api_token', 'view')
  await expect(view).toBeVisible()
  await expect(view).toContainText(ru('api_token.view.note'))
  const token = (await view.getByLabel(ru('api_token.field.token'), { exact: true }).innerText()).trim()
  expect(token.length).toBeGreaterThan(20)
  await view
    .getByRole('button', { name: ru('ui.close') })
    .first()
    .click()
  await expect(view).toBeHidden()
  return token
}

test('an API token: created and shown once, it authenticates the API; renewed, the old value stops; deleted, it stops', async ({ page, request }) => {
  // four dialogs and four calls with the token: 14 s on an idle machine, past 30 s in a clean-clone run's first minutes
  test.slow()
  await signIn(page)
  await mainMenu(page)
    .getByRole('link', { name: ru('api_token.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/profile\/api$/)
  const table = page.getByRole('main').getByRole('table', { name: ru('api_token.plural') })
  await expect(table).toBeVisible()

  const name = uniqueName('token')
  // the seeded token is listed (the list is the account's, not a project's)
  await expect(rowNamed(table, 'ci')).toBeVisible()
  await page.getByRole('button', { name: ru('api_token.action.create') }).click()
  const create = actionDialog(page, 'api_token', 'create')
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  await create.getByRole('button', { name: ru('api_token.action.create') }).click()
  const token = await shownToken(page)
  expect(await accountWith(request, token)).toBe(200)
  // newest first: the new token heads the list
  await expect(table.getByRole('row').nth(1)).toContainText(name)

  const renamed = `${name}-r`
  await runFromMenu(page, 'api_token', name, 'rename')
  const rename = actionDialog(page, 'api_token', 'rename')
  await expect(rename.getByLabel(ru('console.action.field.name'))).toHaveValue(name)
  await rename.getByLabel(ru('console.action.field.name')).fill(renamed)
  await rename.getByRole('button', { name: ru('api_token.action.rename') }).click()
  await expect(rowNamed(table, renamed)).toBeVisible()

  await runFromMenu(page, 'api_token', renamed, 'renew')
  await actionDialog(page, 'api_token', 'renew')
    .getByRole('button', { name: ru('api_token.action.renew') })
    .click()
  const renewed = await shownToken(page)
  expect(renewed).not.toBe(token)
  expect(await accountWith(request, token)).toBe(401)
  expect(await accountWith(request, renewed)).toBe(200)

  await runFromMenu(page, 'api_token', renamed, 'delete')
  // the dialog makes the rest of the page hidden, so the row counts 0 only once the dialog is gone and the list shows
  await submitAndClose(actionDialog(page, 'api_token', 'delete'), 'api_token', 'delete')
  await expect(table).toBeVisible()
  await expect(rowNamed(table, renamed)).toHaveCount(0)
  expect(await accountWith(request, renewed)).toBe(401)
})

test('a token’s name is required: the message is on the field and nothing is issued', async ({ page }) => {
  await signIn(page)
  await page.goto('/lk/profile/api')
  await page.getByRole('button', { name: ru('api_token.action.create') }).click()
  const create = actionDialog(page, 'api_token', 'create')
  await create.getByRole('button', { name: ru('api_token.action.create') }).click()
  await expect(create.getByLabel(ru('console.action.field.name'))).toHaveAttribute('aria-invalid', 'true')
  await expect(create).toContainText(ru('validation.required'))
  await expect(actionDialog(page, 'api_token', 'view')).toHaveCount(0)
})
