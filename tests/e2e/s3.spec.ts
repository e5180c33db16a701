// S3 storage (000 §2 project/s3, s3/new_user, s3/{id}/details; 000 §4 S3 user; 001 §5 S3 quota): a user is created
// on its order page (a bad quota is refused on its field and nothing typed is lost; after creating, back to the
// list, where it becomes active live); its access keys are reset and shown once, with copy, and they are the ones
// the API now has.
import type { Page } from '@playwright/test'
import { actionDialog, currentProject, mainMenu, rowOf, runFromMenu, statusLabel, uniqueName } from './support/entities'
import { projectPrice, rateLine } from './support/money'
import { expect, pageApi, ru, signIn, test } from './support/test'

const NEW_USER = '/lk/project/s3/new_user'

async function userNamed(page: Page, canonical: string): Promise<{ id: string; space_max: number; objects_max: number | null; space_per_bucket_max: number }> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/s3/users?canonical_name=${canonical}`)
  return (answer.body as { result: { id: string; space_max: number; objects_max: number | null; space_per_bucket_max: number }[] }).result[0]!
}

test('an S3 user: a bad quota is refused on its field with everything kept; created, it is back on the list, active', async ({ page }) => {
  await signIn(page)
  await page.goto(NEW_USER)
  // 000 §4 Cart: S3 storage is consumption-billed: the order shows its price per GB from the price list
  const rate = await projectPrice(page, (await currentProject(page)).id, 's3', 's3_storage')
  await expect(page.getByRole('group', { name: ru('console.rate.title') })).toContainText(rateLine(rate))
  const canonical = uniqueName('s3')
  await page.getByRole('textbox', { name: ru('console.action.field.name') }).fill('E2E storage')
  await page.getByRole('textbox', { name: ru('s3_user.field.canonical_name') }).fill(canonical)
  await page.getByRole('textbox', { name: ru('s3_user.field.space_max_mb') }).fill('2048')
  // 001 §5: a bucket's quota may not exceed the user's (the emulator's 400 lands on the field)
  // by keyboard: the checkbox is drawn over its input
  await page.getByRole('checkbox', { name: ru('s3_user.field.equal_with_user_quotas') }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('textbox', { name: ru('s3_user.field.space_per_bucket_max_mb') }).fill('4096')
  await page.getByRole('button', { name: ru('s3_user.action.create') }).click()
  // the emulator's refusal by its code (validation.api.<code>), in Russian
  await expect(page.getByText(ru('validation.api.quota_bucket_space_above_user'))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${NEW_USER}$`))
  await expect(page.getByRole('textbox', { name: ru('s3_user.field.canonical_name') })).toHaveValue(canonical)
  await expect(page.getByRole('textbox', { name: ru('s3_user.field.space_max_mb') })).toHaveValue('2048')
  await expect(page.getByRole('checkbox', { name: ru('s3_user.field.equal_with_user_quotas') })).not.toBeChecked()

  await page.getByRole('textbox', { name: ru('s3_user.field.space_per_bucket_max_mb') }).fill('1024')
  await page.getByRole('button', { name: ru('s3_user.action.create') }).click()
  // 001 §2: after creating an S3 user the product goes to the s3 list; the user becomes active live
  await expect(page).toHaveURL(/\/lk\/project\/s3$/)
  const table = page.getByRole('main').getByRole('table', { name: ru('s3_user.plural') })
  await expect(rowOf(table, canonical)).toContainText(statusLabel('s3_user', 'AVAILABLE'))
  // 001 §5: megabytes times 1048576; unlimited objects sent as null
  expect(await userNamed(page, canonical)).toMatchObject({ space_max: 2048 * 1048576, space_per_bucket_max: 1024 * 1048576, objects_max: null })
})

test("an S3 user's access keys: reset, then shown once with copy, as the API now has them; its buckets' URLs", async ({ page }) => {
  await signIn(page)
  await mainMenu(page)
    .getByRole('link', { name: ru('s3_user.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/project\/s3$/)
  const table = page.getByRole('main').getByRole('table', { name: ru('s3_user.plural') })
  // the seeded users, one of them suspended
  await expect(rowOf(table, 'demo-backups')).toBeVisible()
  await expect(rowOf(table, 'demo-archive')).toContainText(statusLabel('s3_user', 'SUSPENDED'))

  await runFromMenu(page, 's3_user', 'demo-backups', 'credentials_reset')
  const reset = actionDialog(page, 's3_user', 'credentials_reset')
  await reset.getByRole('button', { name: ru('s3_user.action.credentials_reset') }).click()
  const view = actionDialog(page, 's3_user', 'credentials_show')
  await expect(view).toBeVisible()
  await expect(view).toContainText(ru('s3_user.view.note'))
  const keyId = (await view.getByLabel(ru('s3_user.field.key_id'), { exact: true }).innerText()).trim()
  const secret = (await view.getByLabel(ru('s3_user.field.secret_key'), { exact: true }).innerText()).trim()
  await expect(view.getByRole('button', { name: `${ru('ui.copy')}: ${ru('s3_user.field.secret_key')}` })).toBeVisible()
  const user = await userNamed(page, 'demo-backups')
  expect((await pageApi(page, 'GET', `/s3/users/${user.id}/credentials`)).body).toEqual({ key_id: keyId, secret_key: secret })
  await view
    .getByRole('button', { name: ru('ui.close') })
    .first()
    .click()
  await expect(view).toBeHidden()

  // s3/{id}/details with its buckets: the bucket URLs, path style and domain style, to copy
  await rowOf(table, 'demo-backups').getByRole('link', { name: 'demo-backups', exact: true }).click()
  await expect(page).toHaveURL(/\/lk\/project\/s3\/[^/]+\/details$/)
  await page
    .getByRole('main')
    .getByRole('link', { name: ru('s3_user.tab.buckets'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/lk\/project\/s3\/[^/]+\/buckets$/)
  await expect(page.getByRole('main')).toContainText('https://s3.msk.cloud.local/demo-site-assets')
  await expect(page.getByRole('main')).toContainText('https://demo-site-assets.s3.msk.cloud.local')
})
