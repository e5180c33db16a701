// The live matrices' fixtures against a page (docs/qa-live-matrices.md; issue 15 item 1): a backup plan put on the
// emulator from its matrix rows shows its details page whole, with the row's actions, and no failed call. Two rows
// that broke the live run: a plan whose actions are all hidden (001 §4 Backup plan rules: enable and disable hidden
// when not usable; reinstall and reconfigure only after their failures), whose page has no action at all, and a plan
// of a server (000 §3 Backup plan: server_id), whose page loads that server: the fixture serves it, not the demo's.
import { compare } from '../matrices-live/compare'
import { readMatrices } from '../matrices-live/matrices'
import { readHeader } from '../matrices-live/page'
import { planKind, type Group } from '../matrices-live/plan'
import { Emulator } from '../matrices-live/state'
import { startTestEmulator, type TestEmulator } from './support/emulator'
import { expect, ru, test } from './support/test'

let emulator: TestEmulator

test.beforeAll(async () => {
  emulator = await startTestEmulator({ fixtures: true })
})

test.afterAll(async () => {
  await emulator?.close()
})

test('a backup plan from its matrix rows: its details page shows the rows’ actions and fails no call', async ({ page }) => {
  // rows 0 (DISABLED, with a server: enable shown) and 3 (ACTIVATING, no alert: every item action hidden), one group
  const file = readMatrices().find((candidate) => candidate.kind === 'backup_plan')
  const groups = file ? (planKind(file, { only: new Set(['backup_plan#0', 'backup_plan#3']) })?.groups ?? []) : []
  expect(groups.flatMap((group) => group.items.map((planned) => planned.item.status))).toEqual(['DISABLED', 'ACTIVATING'])
  const api = new Emulator(emulator.url)
  const placed = await api.place(groups[0] as Group, await api.account('e2e-live-matrices'))
  const { credentials } = placed.account

  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  await page.goto(`${emulator.url}/sign/in`)
  await page.getByLabel(ru('app.field.email')).fill(credentials.email)
  await page.getByLabel(ru('app.field.password')).fill(credentials.password)
  await page.getByRole('button', { name: ru('app.sign.in.submit') }).click()
  await expect(page).toHaveURL(/\/lk\/project\/dashboard$/)

  for (const [planned, shown] of placed.items) {
    await page.goto(`${emulator.url}/lk/project/backups/servers/${shown.id}/details`)
    await expect(page.getByRole('heading', { level: 1, name: shown.name })).toBeVisible()
    // the plan's server (000 §3 Backup plan: server_id) is a link to its page, by its name
    await expect(page.getByRole('main').getByRole('link', { name: 'web-1' })).toHaveAttribute('href', /\/lk\/project\/servers\/server-1/)
    const header = await readHeader(page, 'ru', shown.name)
    for (const check of planned.checks) expect(compare(check.expected, header.observed.get(ru(`backup_plan.action.${check.row.action}`)), 'ru'), check.id).toBeUndefined()
    if (planned.item.status === 'ACTIVATING') expect([...header.observed.keys()]).toEqual([])
  }
  expect(failed).toEqual([])
})
