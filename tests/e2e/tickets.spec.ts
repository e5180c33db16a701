// Support tickets (000 §2 support routes, 000 §3 Ticket, 000 §4 Ticket): write to support with an attachment (a file
// over the limit refused on its field, nothing typed lost), see the agent's reply arrive live on the ticket's page,
// archive the answered ticket and find it in the archive. The emulator's agent takes the ticket and answers on its
// clock: a private emulator whose clock the test holds and moves on (POST /emulator/clock), so each status is seen
// however slow the machine, and nobody waits for the agent's delays.
import type { Page } from '@playwright/test'
import { TICKET } from '../../contract/constants'
import { AGENT_DELAYS } from '../../emulator/kinds/ticket/agent'
import { actionDialog, expectNoReload, listTable, mainMenu, markDocument, rowOf, uniqueName } from './support/entities'
import { emulatorClock, expect, privateTest as test, ru, signIn } from './support/test'

const file = (name: string, bytes: number) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(bytes, 1) })

/** the thread of the open ticket */
const thread = (page: Page) => page.getByRole('main').getByRole('list', { name: ru('ticket.tab.conversation') })

test('write to support with a file, see the answer arrive live, archive the ticket and reopen it', async ({ page }) => {
  test.slow()
  await signIn(page)
  // held: the agent takes the new ticket only when the test moves the clock on
  await emulatorClock(page.request, { held: true })
  await mainMenu(page)
    .getByRole('link', { name: ru('ticket.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/support\/main\/tickets$/)
  const table = listTable(page, 'ticket')
  // the seeded ticket support answered
  await expect(rowOf(table, 'Как увеличить лимит серверов?')).toBeVisible()

  await page.getByRole('button', { name: ru('ticket.action.create') }).click()
  const dialog = actionDialog(page, 'ticket', 'create')
  const subject = uniqueName('question')
  await dialog.getByLabel(ru('ticket.field.subject')).fill(subject)
  await dialog.getByLabel(ru('ticket.field.message')).fill('The disk of web-1 reads slowly. Logs attached.')
  const files = dialog.getByLabel(ru('ticket.field.files'))
  // too large: refused on the field, nothing attached, the text stays
  await files.setInputFiles(file('huge.png', TICKET.max_file_bytes + 1))
  await expect(dialog.getByText(ru('console.files.too_large', { name: 'huge.png', size: TICKET.max_file_bytes / 1024 }))).toBeVisible()
  await files.setInputFiles(file('iostat.log', 2048))
  await expect(dialog.getByRole('list', { name: ru('console.files.attached') })).toContainText('iostat.log')
  await expect(dialog.getByLabel(ru('ticket.field.message'))).toHaveValue('The disk of web-1 reads slowly. Logs attached.')
  await dialog.getByRole('button', { name: ru('ticket.action.create') }).click()
  await expect(dialog).toBeHidden()

  // the new ticket joins the list live and opens with its first message and its file
  await rowOf(table, subject).getByRole('link', { name: subject, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await markDocument(page)
  await expect(thread(page).getByRole('listitem')).toHaveCount(1)
  await expect(thread(page)).toContainText('iostat.log')
  await expect(page.getByRole('main').getByText(ru('ticket.status.1'), { exact: true })).toBeVisible()
  // the agent takes it (its answer stays pending): while support works on it, archiving is not possible (000 §4:
  // not for an active ticket)
  await emulatorClock(page.request, { held: true, advance_ms: AGENT_DELAYS.take })
  await expect(page.getByRole('main').getByText(ru('ticket.status.3'), { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: ru('ticket.action.archive') })).toBeDisabled()

  // the agent's answer arrives by websocket: no reload, the thread grows
  await emulatorClock(page.request, { held: false })
  await expect(thread(page).getByRole('listitem')).toHaveCount(2)
  await expect(thread(page).getByRole('listitem').nth(1)).toContainText(ru('ticket.author.support'))
  await expect(page.getByRole('main').getByText(ru('ticket.status.2'), { exact: true })).toBeVisible()
  await expectNoReload(page)

  // answered, it can be archived; it leaves the open tickets and is in the archive
  await page.getByRole('button', { name: ru('ticket.action.archive') }).click()
  const archive = actionDialog(page, 'ticket', 'archive')
  await archive.getByRole('button', { name: ru('ticket.action.archive') }).click()
  await expect(archive).toBeHidden()
  await expect(page.getByRole('main').getByText(ru('ticket.status.5'), { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: ru('ticket.action.reply') })).toBeDisabled()
  await page.goto('/lk/support/main/archive')
  await expect(rowOf(listTable(page, 'ticket'), subject)).toBeVisible()
  await page.goto('/lk/support')
  await expect(page).toHaveURL(/\/lk\/support\/main\/tickets$/)
  await expect(rowOf(listTable(page, 'ticket'), subject)).toBeHidden()

  // reopened from the archive with a new message: open again (held: the agent does not take it meanwhile), it takes
  // replies and is among the open tickets
  await emulatorClock(page.request, { held: true })
  await page.goto('/lk/support/main/archive')
  await rowOf(listTable(page, 'ticket'), subject).getByRole('link', { name: subject, exact: true }).click()
  await page.getByRole('button', { name: ru('ticket.action.reopen') }).click()
  const reopen = actionDialog(page, 'ticket', 'reopen')
  await reopen.getByLabel(ru('ticket.field.message')).fill('The disk is slow again.')
  await reopen.getByRole('button', { name: ru('ticket.action.reopen') }).click()
  await expect(reopen).toBeHidden()
  await expect(thread(page).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('main').getByText(ru('ticket.status.1'), { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: ru('ticket.action.reply') })).toBeEnabled()
  await expect(page.getByRole('button', { name: ru('ticket.action.reopen') })).toBeDisabled()
  await page.goto('/lk/support/main/tickets')
  await expect(rowOf(listTable(page, 'ticket'), subject)).toBeVisible()
})
