// The command palette (issue 15, item 5), by keyboard alone: Ctrl+K opens it; a page and an item are found when
// typed on the wrong layout; an item's action runs through its usual dialog.
import { OTHER, expect, ru, signIn, test } from './support/test'

test('finds a page and an item in the other layout and runs an action, by keyboard alone', async ({ page }) => {
  await signIn(page, OTHER)
  // the shell is drawn (its header's search button is there) before the keys are pressed
  await expect(page.getByRole('button', { name: new RegExp(ru('console.palette.open_button')) })).toBeVisible()
  await page.keyboard.press('Control+k')
  const field = page.getByRole('combobox', { name: ru('console.palette.search') })
  await expect(field).toBeFocused()
  // "cthdth": the keys of «сервер» pressed on the Latin layout
  await field.fill('cthdth')
  await expect(page.getByRole('option', { name: new RegExp(`^${ru('server.plural')}`) })).toBeVisible()
  await field.press('Enter')
  await expect(page).toHaveURL(/\/lk\/project\/servers\/all$/)

  await page.keyboard.press('Control+k')
  // "ыскфеср": the keys of "scratch" pressed on the Russian layout
  await page.getByRole('combobox', { name: ru('console.palette.search') }).fill('ыскфеср')
  await expect(page.getByRole('option', { name: /other-scratch/ })).toBeVisible()
  await page.keyboard.press('Enter')

  const actions = page.getByRole('combobox', { name: ru('console.palette.item_search', { name: 'other-scratch' }) })
  await expect(actions).toBeFocused()
  await actions.fill(ru('volume.action.extend').slice(0, 6))
  await expect(page.getByRole('option', { name: new RegExp(ru('volume.action.extend')) })).toBeVisible()
  await actions.press('Enter')
  const dialog = page.getByRole('dialog', { name: ru('volume.action.extend') })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
