// docs/ARCHITECTURE.md "One home per kind": a made-up kind from a fixture alone (tests/fixtures/made-up-kind: a schema, a config
// with its texts, an emulator resource) shows in Chromium with its menu entry, dashboard card, list, details page,
// a dialog that calls the API and a status that changes live. The console is built with the fixture into a folder
// of its own (CONSOLE_EXTRA_KINDS, dist-fixture/; dist/ stays the product's) and served by a private emulator that
// takes the fixture's resource (EmulatorOptions.extraKinds). No line outside the fixture names the gadget.
import type { Locator, Page } from '@playwright/test'
import { ensureBuild, extraKindsBuild } from '../../scripts/ensure-build'
import { extraKinds } from '../fixtures/made-up-kind/emulator'
import { texts } from '../fixtures/made-up-kind/texts'
import { expectNoReload, mainMenu, markDocument, recordLiveEvents, uniqueName } from './support/entities'
import { E2E_TIME_SCALE } from './support/emulator'
import { emulatorClock, expect, privateTest, ru, signIn } from './support/test'
import { budget } from './support/budget'

const FIXTURE_BUILD = extraKindsBuild('tests/fixtures/made-up-kind/console.ts', 'dist-fixture')

/** The fixture's Russian text of a key (the gadget's own), else the console's. */
const say = (key: string): string => (texts.ru.entities as Record<string, string>)[key] ?? ru(key)

/** a private emulator with the fixture's resource, serving the fixture's build */
const test = privateTest.extend({
  emulatorOptions: async ({}, use) => {
    await use({ extraKinds, staticDir: FIXTURE_BUILD.outDir, timeScale: E2E_TIME_SCALE })
  },
})

test.beforeAll(async ({}, testInfo) => {
  // a first build takes a while on a busy machine; later runs find dist-fixture/ up to date
  testInfo.setTimeout(budget(240_000))
  ensureBuild({ target: FIXTURE_BUILD })
})

const gadgetTable = (page: Page): Locator => page.getByRole('main').getByRole('table', { name: say('gadget.plural') })
const rowNamed = (table: Locator, name: string): Locator => table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) })

async function openGadgets(page: Page): Promise<Locator> {
  await mainMenu(page)
    .getByRole('link', { name: say('gadget.plural') })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: say('gadget.plural') })).toBeVisible()
  return gadgetTable(page)
}

test('the menu and the dashboard name the gadgets; the list shows the seeded one; its details page opens', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('link', { name: ru('console.dashboard.open_section', { section: say('gadget.plural') }) })).toBeVisible()
  const table = await openGadgets(page)
  await expect(page).toHaveURL(/\/lk\/project\/gadgets\/all$/)
  const seeded = rowNamed(table, 'gadget-1')
  await expect(seeded).toContainText(say('gadget.status.READY'))

  await seeded.getByRole('link', { name: 'gadget-1', exact: true }).click()
  await expect(page).toHaveURL(/\/lk\/project\/gadgets\/[^/]+\/details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'gadget-1' })).toBeVisible()
  // the details tab's fields, with their formats (the status by its label), and the item's actions from the config
  const main = page.getByRole('main')
  await expect(main.getByRole('term').filter({ hasText: ru('column.status') })).toBeVisible()
  await expect(main.getByRole('definition').filter({ hasText: say('gadget.status.READY') })).toBeVisible()
  await expect(main.getByRole('group', { name: ru('ui.actions') }).getByRole('button', { name: say('gadget.action.delete') })).toBeVisible()
})

test('create from its dialog: the request schema guards the name, the API is called, the row goes CREATING → READY live', async ({ page }) => {
  const events = recordLiveEvents(page)
  await signIn(page)
  const table = await openGadgets(page)
  await markDocument(page)

  await page.getByRole('button', { name: say('gadget.action.create') }).click()
  const dialog = page.getByRole('dialog', { name: say('gadget.action.create') })
  const nameField = dialog.getByLabel(ru('console.action.field.name'))
  // GadgetCreateRequest (the fixture's schema, compiled into this build) allows 64 characters: its message, on the field
  const long = 'g'.repeat(70)
  await nameField.fill(long)
  await dialog.getByRole('button', { name: say('gadget.action.create') }).click()
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toContainText(ru(`validation.max_length_${new Intl.PluralRules('ru').select(64)}`, { count: 64 }))
  await expect(nameField).toHaveValue(long)

  const name = uniqueName('gadget')
  await nameField.fill(name)
  // the message goes once the name is checked again (000 §5: 150 ms after typing), and the button moves up with it:
  // a click in between could press it and be released beside it, so the click waits, as an eye would
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true')
  const call = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/v1\/projects\/[^/]+\/gadgets$/.test(request.url()))
  // held: the gadget stays CREATING until the row has shown it, however slow the machine
  await emulatorClock(page.request, { held: true })
  await dialog.getByRole('button', { name: say('gadget.action.create') }).click()
  expect((await call).postDataJSON()).toEqual({ name })
  await expect(dialog).toBeHidden()

  const row = rowNamed(table, name)
  await expect(row, 'the row shows CREATING on its way').toContainText(say('gadget.status.CREATING'))
  await emulatorClock(page.request, { held: false })
  await expect(row).toContainText(say('gadget.status.READY'))
  await expectNoReload(page)
  const made = events.filter((event) => event.type === 'entity' && event.entity === 'gadget' && event.data?.name === name)
  expect(made.map((event) => event.data?.status)).toEqual(expect.arrayContaining(['CREATING', 'READY']))
})

test('the details page of a gadget being created turns READY without a reload', async ({ page }) => {
  await signIn(page)
  const table = await openGadgets(page)
  await page.getByRole('button', { name: say('gadget.action.create') }).click()
  const dialog = page.getByRole('dialog', { name: say('gadget.action.create') })
  const name = uniqueName('gadget')
  await dialog.getByLabel(ru('console.action.field.name')).fill(name)
  // held: the gadget is still CREATING when its details page opens, however slow the machine
  await emulatorClock(page.request, { held: true })
  await dialog.getByRole('button', { name: say('gadget.action.create') }).click()
  await expect(dialog).toBeHidden()
  await rowNamed(table, name).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await markDocument(page)
  // the details tab's first field is the status
  const status = page.getByRole('main').getByRole('definition').first()
  await expect(status).toHaveText(say('gadget.status.CREATING'))
  await emulatorClock(page.request, { held: false })
  await expect(status).toHaveText(say('gadget.status.READY'))
  await expectNoReload(page)
})
