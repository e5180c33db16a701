// The balance runway in paid dialogs (beyond the spec, issue "Money" item 8): before OK, a dialog whose action
// declares a price says how the order changes the daily cost and the days the balance lasts. On an emulator of
// its own, so that no other test's order changes the account's cost while this one reads it.
import { actionDialog, currentProject, openList, runFromMenu, submitAndClose, volumesNamed } from './support/entities'
import { budget } from './support/budget'
import { moneyPattern, projectPrice } from './support/money'
import { expect, pageApi, privateTest as test, ru, signIn } from './support/test'

/** a seeded volume of the demo project, and the seeded STOPPED server */
const VOLUME = 'backup'
const STOPPED_SERVER = 'db-1'
const HOURS = 24
const kop = (roubles: number) => Math.round(roubles * 100)

/** what the note says: the daily cost now → with the order, and the whole days the balance lasts now → then */
function expectedNote(balance: number, hour: number, orderHour: number): { perDay: RegExp; days: string } {
  const plural = new Intl.PluralRules('ru')
  const days = (hourKop: number) =>
    hourKop <= 0 ? ru('console.runway.forever') : ((count: number) => ru(`console.runway.days_${plural.select(count)}`, { count }))(Math.floor(kop(balance) / (hourKop * HOURS)))
  const before = kop(hour)
  const after = before + kop(orderHour)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const template = escape(ru('console.runway.per_day', { before: 'BEFORE', after: 'AFTER' }))
  return {
    perDay: new RegExp(template.replace('BEFORE', moneyPattern((before * HOURS) / 100)).replace('AFTER', moneyPattern((after * HOURS) / 100))),
    days: ru('console.runway.days_left', { before: days(before), after: days(after) }),
  }
}

async function balanceNow(page: Parameters<typeof pageApi>[0]): Promise<{ balance: number; hour: number }> {
  const answer = await pageApi(page, 'GET', '/balance')
  expect(answer.status).toBe(200)
  return { balance: answer.body.balance as number, hour: (answer.body.current_cost?.hour as number | undefined) ?? 0 }
}

test('volume extend shows the change of the daily cost and of the days left before OK', async ({ page }) => {
  // sign-in, the list and a dialog on an emulator of its own: more time than a one-action test
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const gb = await projectPrice(page, project.id, 'volume', 'disk-space')
  const [volume] = await volumesNamed(page, project.id, VOLUME)
  expect(volume, `the seeded volume ${VOLUME}`).toBeDefined()
  const account = await balanceNow(page)

  // extend by 10 GB: what the growth adds per day, and how many days the balance then lasts
  await openList(page, 'volume')
  await runFromMenu(page, 'volume', VOLUME, 'extend')
  const extend = actionDialog(page, 'volume', 'extend')
  await extend.getByLabel(ru('console.action.field.new_size')).fill(String((volume?.size ?? 0) + 10))
  const note = extend.getByRole('group', { name: ru('console.runway.title') })
  const grown = expectedNote(account.balance, account.hour, 10 * gb.hour)
  await expect(note).toContainText(grown.perDay)
  await expect(note).toContainText(grown.days)
  // 20 GB more: the note follows what is typed
  await extend.getByLabel(ru('console.action.field.new_size')).fill(String((volume?.size ?? 0) + 20))
  await expect(note).toContainText(expectedNote(account.balance, account.hour, 20 * gb.hour).perDay)
  await extend.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(extend).toBeHidden()
})

test('server start shows what running it again costs a day, and the header then counts the days left at that cost', async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  // the seeded STOPPED server: its flavor and its local disk are charged again once it runs (the emulator's consumption)
  const servers = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${STOPPED_SERVER}`)
  const server = (servers.body.result as { flavor: { name: string }; volumes: { size: number; storage_type: string }[] }[])[0]
  expect(server, `the seeded server ${STOPPED_SERVER}`).toBeDefined()
  const flavor = await projectPrice(page, project.id, 'server', server?.flavor.name ?? '')
  const disk = await projectPrice(page, project.id, 'server', 'disk')
  const localGb = (server?.volumes ?? []).filter((volume) => volume.storage_type === 'local').reduce((sum, volume) => sum + volume.size, 0)
  expect(localGb, 'the seeded server runs on a local disk').toBeGreaterThan(0)
  const startHour = (kop(flavor.hour) + localGb * kop(disk.hour)) / 100
  const account = await balanceNow(page)

  await openList(page, 'server')
  await runFromMenu(page, 'server', STOPPED_SERVER, 'start')
  const start = actionDialog(page, 'server', 'start')
  const note = start.getByRole('group', { name: ru('console.runway.title') })
  const started = expectedNote(account.balance, account.hour, startHour)
  await expect(note).toContainText(started.perDay)
  await expect(note).toContainText(started.days)
  await submitAndClose(start, 'server', 'start')

  // once it runs, the header's days left are the ones the dialog promised (the balance event, live)
  const daysAfter = Math.floor(kop(account.balance) / ((kop(account.hour) + kop(startHour)) * HOURS))
  const header = page.getByRole('group', { name: ru('console.balance.label') })
  await expect(header).toContainText(ru(`console.balance.days_left_${new Intl.PluralRules('ru').select(daysAfter)}`, { count: daysAfter }), { timeout: budget(20_000) })
})
