// Keypairs from their list (000 §2 project/keypairs/all, 000 §4 Keypair actions, 000 §5): upload a public key whose
// name must match the name inside it, generate one and save the archive of its SSH data (the private key exists
// only then), save a public key, delete. Each on an emulator of its own, so the demo's keypairs stay as seeded.
import { readFileSync } from 'node:fs'
import { unzipSync, strFromU8 } from 'fflate'
import type { Locator, Page } from '@playwright/test'
import { generateKeypair } from '../../emulator/kinds/keypair/ssh-key'
import { actionDialog, openList, runFromMenu, uniqueName } from './support/entities'
import { expect, privateTest as test, ru, signIn } from './support/test'

/** A keypair's row (a keypair has no page, so its name is text, not a link). */
const rowNamed = (table: Locator, name: string): Locator => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) })

async function saved(page: Page, act: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download')
  await act()
  const file = await download
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) }
}

test('upload a public key: a name that differs from the key’s is refused on its field and kept; then it is listed', async ({ page }) => {
  await signIn(page)
  const table = await openList(page, 'keypair')
  await expect(rowNamed(table, 'laptop')).toBeVisible()

  const name = uniqueName('key')
  const { public_key } = generateKeypair(name)
  await page.getByRole('button', { name: ru('keypair.action.create') }).click()
  const dialog = actionDialog(page, 'keypair', 'create')
  await dialog.getByLabel(ru('console.action.field.name')).fill(`${name}-other`)
  await dialog.getByLabel(ru('console.action.field.public_key')).fill(public_key)
  await dialog.getByRole('button', { name: ru('keypair.action.create') }).click()
  // 000 §5: the key name must match the name inside the public key (001 §8 "name does not match")
  const nameField = dialog.getByLabel(ru('console.action.field.name'))
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toContainText(ru('error.name_mismatch'))
  await expect(nameField).toHaveValue(`${name}-other`)
  await expect(dialog.getByLabel(ru('console.action.field.public_key'))).toHaveValue(public_key)

  await nameField.fill(name)
  await dialog.getByRole('button', { name: ru('keypair.action.create') }).click()
  await expect(dialog).toBeHidden()
  await expect(rowNamed(table, name)).toBeVisible()
})

test('generate a keypair: the archive of its SSH data is offered and saved, named after it; the public key too', async ({ page }) => {
  await signIn(page)
  const table = await openList(page, 'keypair')
  const name = uniqueName('gen')
  await page.getByRole('button', { name: ru('keypair.action.generate') }).click()
  const dialog = actionDialog(page, 'keypair', 'generate')
  await dialog.getByLabel(ru('console.action.field.name')).fill(name)
  await dialog.getByRole('button', { name: ru('keypair.action.generate') }).click()

  // the private key is not stored (000 §3): the archive is offered once, right after generate
  const offer = actionDialog(page, 'keypair', 'download_keypair')
  await expect(offer).toBeVisible()
  // a stray click outside does not close the offer: the private key could not be had again
  await page.mouse.click(5, 5)
  await expect(offer).toBeVisible()
  const archive = await saved(page, () => offer.getByRole('button', { name: ru('keypair.action.download_keypair') }).click())
  expect(archive.name).toBe(`${name}.zip`)
  const files = unzipSync(new Uint8Array(archive.bytes))
  expect(Object.keys(files).sort()).toEqual(['id_ed25519', 'id_ed25519.pub'])
  expect(strFromU8(files.id_ed25519 as Uint8Array)).toContain('BEGIN OPENSSH PRIVATE KEY')
  const publicKey = strFromU8(files['id_ed25519.pub'] as Uint8Array)
  expect(publicKey).toMatch(new RegExp(`^ssh-ed25519 \\S+ ${name}$`))
  await expect(offer).toBeHidden()
  await expect(rowNamed(table, name)).toBeVisible()

  // download_public_key from the row's menu: <name>.pub, the key as listed
  const file = await saved(page, () => runFromMenu(page, 'keypair', name, 'download_public_key'))
  expect(file.name).toBe(`${name}.pub`)
  expect(file.bytes.toString('utf8')).toBe(publicKey)
})

test('delete a keypair from its row: it leaves the list', async ({ page }) => {
  await signIn(page)
  const table = await openList(page, 'keypair')
  await expect(rowNamed(table, 'ci-deploy')).toBeVisible()
  await runFromMenu(page, 'keypair', 'ci-deploy', 'delete')
  const dialog = actionDialog(page, 'keypair', 'delete')
  await dialog.getByRole('button', { name: ru('keypair.action.delete') }).click()
  await expect(dialog).toBeHidden()
  await expect(rowNamed(table, 'ci-deploy')).toHaveCount(0)
  await expect(rowNamed(table, 'laptop')).toBeVisible()
})
