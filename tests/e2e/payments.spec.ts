// The payments list and autopay on the finance page (000 §3 Payment, Autopay; 000 §4 Payments, Autopay): every
// status of the nine, download PDF (hidden without a payment method), delete only with a payer and status 1, with a
// reason; autopay set up with a card and switched. On an emulator of its own: these change the demo's seeded data.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { actionDialog, runFromMenu } from './support/entities'
import { expect, pageApi, privateTest as test, ru, signIn } from './support/test'

interface Listed {
  id: string
  status: number
  payer: string | null
  payment_method?: object
}

async function payments(page: Page): Promise<Listed[]> {
  return (await pageApi(page, 'GET', '/payments')).body.result as Listed[]
}

async function openPayments(page: Page) {
  await page.goto('/lk/finance/all')
  const table = page.getByRole('table', { name: ru('payment.plural') })
  await expect(table).toBeVisible()
  return table
}

test('000 §4 Payments: the list shows the nine statuses; a PDF downloads; a grant without a method offers none', async ({ page }) => {
  await signIn(page)
  const table = await openPayments(page)
  for (let status = 1; status <= 9; status += 1) await expect(table.getByText(ru(`payment.status.${status}`), { exact: true }).first()).toBeVisible()
  const all = await payments(page)
  const paid = all.find((payment) => payment.status === 4 && payment.payment_method) as Listed
  const download = page.waitForEvent('download')
  await runFromMenu(page, 'payment', paid.id, 'download_pdf')
  const file = await download
  expect(file.suggestedFilename()).toBe(`payment-${paid.id}.pdf`)
  // the documents module's PDF (emulator/documents), with the payment's document title in Russian
  const pdf = await PDFDocument.load(readFileSync(await file.path()))
  expect(pdf.getTitle()).toMatch(/^(Счёт на оплату|Платёжный документ) № /)
  const grant = all.find((payment) => !payment.payment_method) as Listed
  await page.getByRole('button', { name: ru('console.action.menu_for', { name: grant.id }) }).click()
  const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name: grant.id }) })
  await expect(menu.getByRole('menuitem', { name: ru('payment.action.delete') })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: ru('payment.action.download_pdf') })).toHaveCount(0)
  await page.keyboard.press('Escape')
})

test('000 §4 delete only with a payer and status 1: blocked on a paid one; the unpaid invoice goes with a reason', async ({ page }) => {
  await signIn(page)
  const table = await openPayments(page)
  const all = await payments(page)
  const paid = all.find((payment) => payment.status === 4) as Listed
  await page.getByRole('button', { name: ru('console.action.menu_for', { name: paid.id }) }).click()
  const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name: paid.id }) })
  await expect(menu.getByRole('menuitem', { name: ru('payment.action.delete') })).toBeDisabled()
  await page.keyboard.press('Escape')

  const invoice = all.find((payment) => payment.status === 1 && payment.payer) as Listed
  await runFromMenu(page, 'payment', invoice.id, 'delete')
  const dialog = actionDialog(page, 'payment', 'delete')
  await dialog.getByLabel(ru('payment.field.delete_reason')).selectOption({ label: ru('payment.delete_reason.wrong_amount') })
  await dialog.getByLabel(ru('payment.field.delete_comment')).fill('10 000, not 12 000')
  await dialog.getByRole('button', { name: ru('payment.action.delete') }).click()
  await expect(dialog).toBeHidden()
  await expect(table.getByRole('button', { name: ru('console.action.menu_for', { name: invoice.id }) })).toHaveCount(0)
  expect((await payments(page)).some((payment) => payment.id === invoice.id)).toBe(false)
})

test('000 §4 Autopay: set up with a test card (1 ₽ charged and refunded), then turned off; hidden actions absent', async ({ page }) => {
  // many steps through dialogs: three times the usual time (the CPUs are shared)
  test.slow()
  await signIn(page)
  await page.goto('/lk/finance/all')
  const panel = page.getByRole('region', { name: ru('autopay.singular') })
  await expect(panel).toContainText(ru('autopay.status.INACTIVE'))
  // 000 §4: enable, disable, edit_settings, delete_card hidden when inactive
  await expect(panel.getByRole('button', { name: ru('autopay.action.disable') })).toHaveCount(0)
  await panel.getByRole('button', { name: ru('autopay.action.activate') }).click()
  const dialog = actionDialog(page, 'autopay', 'activate')
  await dialog.getByLabel(ru('autopay.field.card')).fill('4000 0000 0000 0002')
  await dialog.getByRole('button', { name: ru('autopay.action.activate') }).click()
  // a declined card is answered on its field, what was typed kept
  await expect(dialog.getByLabel(ru('autopay.field.card'))).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel(ru('autopay.field.card'))).toHaveValue('4000 0000 0000 0002')
  await dialog.getByLabel(ru('autopay.field.card')).fill('4242 4242 4242 4242')
  await dialog.getByRole('button', { name: ru('autopay.action.activate') }).click()
  await expect(dialog).toBeHidden()
  await expect(panel).toContainText(ru('autopay.status.ON'))
  await expect(panel).toContainText('4242')
  await expect(panel.getByRole('button', { name: ru('autopay.action.activate') })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: ru('autopay.action.enable') })).toHaveCount(0)
  // the binding's 1 ₽ is listed, refunded
  const table = page.getByRole('table', { name: ru('payment.plural') })
  await expect(table.getByRole('row').nth(1)).toContainText(ru('payment.status.6'))

  await panel.getByRole('button', { name: ru('autopay.action.disable') }).click()
  await actionDialog(page, 'autopay', 'disable')
    .getByRole('button', { name: ru('autopay.action.disable') })
    .click()
  await expect(panel).toContainText(ru('autopay.status.OFF'))
  await expect(panel.getByRole('button', { name: ru('autopay.action.enable') })).toBeVisible()
})
