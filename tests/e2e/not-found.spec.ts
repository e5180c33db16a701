// 000 §2 catch-all 404, signed in and out (issue 15 item 3: "a signed-in 404 page drops the menu"). Signed in, a
// path outside lk is looked for under lk: a page there opens, no page shows the 404 inside the shell.
import { mainMenu } from './support/entities'
import { expect, ru, signIn, test } from './support/test'

test('signed in, a path no page has shows the 404 inside the shell with the menu; a path missing its /lk opens the page', async ({ page }) => {
  await signIn(page)
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/lk\/no-such-page$/)
  await expect(page.getByRole('heading', { level: 1, name: ru('ui.page.not_found.title') })).toBeVisible()
  await expect(mainMenu(page)).toBeVisible()
  await page.goto('/project/volumes/all')
  await expect(page).toHaveURL(/\/lk\/project\/volumes\/all$/)
  await expect(page.getByRole('heading', { level: 1, name: ru('volume.plural') })).toBeVisible()
})

test('signed out, a path no page has shows the bare 404 with its way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: ru('ui.page.not_found.title') })).toBeVisible()
  await expect(page).toHaveURL(/\/no-such-page$/)
  await expect(mainMenu(page)).toHaveCount(0)
})
