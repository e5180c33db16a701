// The balance runway in paid dialogs (beyond the spec, issue "Money" item 8): before OK, a dialog whose action
// declares a price says how the order changes the daily cost and the days the balance lasts. On an emulator of
// its own, so that no other test's order changes the account's cost while this one reads it.
import { actionDialog, currentProject, openList, runFromMenu, volumesNamed } from './support/entities'
import { moneyPattern, projectPrice } from './support/money'
import { expect, pageApi, privateTest as test, ru, signIn } from './support/test'

/** a seeded volume of the demo project */
const VOLUME = 'backup'
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
