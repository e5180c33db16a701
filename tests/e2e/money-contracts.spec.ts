// Payers and bank invoices (000 §2 contracts, 000 §4 Payer and Payments create_bank, 000 §5 payer creation and
// form rules): a payer form refuses a wrong INN check digit on its field and loses nothing typed; a bank invoice
// needs a payer with all fields, whose "fill in" path leads to the payer form and back; the invoice downloads as a
// real PDF naming the payer.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { mainMenu } from './support/entities'
import { createUser, expect, NEW_PASSWORD, ru, signIn, test, uniqueEmail } from './support/test'

async function freshUser(page: Page, label: string): Promise<void> {
  // a long form filled field by field on a machine shared with other runs
  test.slow()
  const email = uniqueEmail(label)
  await createUser(page.request, email)
  await signIn(page, email, NEW_PASSWORD)
}

test('a new payer: a wrong INN check digit is refused on its field with everything typed kept, then the good one saves it', async ({ page }) => {
  await freshUser(page, 'payer')
  await mainMenu(page)
    .getByRole('link', { name: ru('payer.plural') })
    .click()
  await expect(page).toHaveURL(/\/lk\/contracts\/payers$/)
  await page.getByRole('button', { name: ru('payer.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/contracts\/payers\/new$/)

  await page.getByLabel(ru('payer.field.payer_type')).selectOption({ label: ru('payer.type.2') })
  const vatnum = page.getByLabel(ru('payer.field.vatnum'))
  // the register search fills in the company's fields from its INN (001 §7 GET /vatnum)
  await vatnum.fill('7707083893')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('console.field.register_search'), exact: true })
    .click()
  await page.getByRole('button', { name: /ООО «Ромашка»/ }).click()
  await expect(page.getByLabel(ru('payer.field.kpp'))).toHaveValue('770701001')
  await expect(page.getByLabel(ru('payer.field.name'))).toHaveValue('ООО «Ромашка»')

  await page.getByLabel(ru('payer.field.person')).fill('Иванов Иван')
  await page.getByLabel(ru('payer.field.country_physical')).selectOption({ label: ru('payer.country.RU') })
  await page.getByLabel(ru('payer.field.postcode_physical')).fill('101000')
  await page.getByLabel(ru('payer.field.city_physical')).fill('Москва')
  await page.getByLabel(ru('payer.field.address_physical')).fill('ул. Мясницкая, д. 1')
  // one digit off: the check digit no longer fits (000 §5 form rules: inn)
  await vatnum.fill('7707083894')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('payer.action.create') })
    .click()
  await expect(vatnum).toHaveAccessibleDescription(new RegExp(ru('validation.inn_legal')))
  await expect(page).toHaveURL(/\/payers\/new$/)
  await expect(page.getByLabel(ru('payer.field.person'))).toHaveValue('Иванов Иван')
  await expect(page.getByLabel(ru('payer.field.address_physical'))).toHaveValue('ул. Мясницкая, д. 1')

  await vatnum.fill('7707083893')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('payer.action.create') })
    .click()
  await expect(page).toHaveURL(/\/lk\/contracts\/payers$/)
  await expect(page.getByRole('main').getByRole('link', { name: 'ООО «Ромашка»' })).toBeVisible()
})

test('a top-up by bank invoice: the payer is filled in first, then the invoice downloads as a PDF with the payer name', async ({ page }) => {
  await freshUser(page, 'invoice')
  await page.goto('/lk/finance/all?topup=1500')
  const form = page.getByRole('form', { name: ru('console.finance.topup.title') })
  await form.getByLabel(ru('console.finance.topup.method')).selectOption({ label: ru('console.finance.method.invoice') })
  // the account's main payer has its details still to fill in (000 §5: a bank invoice needs a payer and all fields)
  await form.getByRole('link', { name: ru('console.finance.invoice.fill_in') }).click()
  await expect(page).toHaveURL(/\/lk\/contracts\/payers\/[^/]+\?back=/)
  const name = page.getByLabel(ru('payer.field.name'))
  await name.fill('Петров Пётр Петрович')
  await page.getByLabel(ru('payer.field.person')).fill('Петров Пётр Петрович')
  await page.getByLabel(ru('payer.field.country_physical')).selectOption({ label: ru('payer.country.RU') })
  await page.getByLabel(ru('payer.field.postcode_physical')).fill('101000')
  await page.getByLabel(ru('payer.field.city_physical')).fill('Москва')
  await page.getByLabel(ru('payer.field.address_physical')).fill('ул. Мясницкая, д. 1')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('payer.action.update') })
    .click()

  await expect(page).toHaveURL(/\/lk\/finance\/all\?topup=1500/)
  const again = page.getByRole('form', { name: ru('console.finance.topup.title') })
  await again.getByLabel(ru('console.finance.topup.method')).selectOption({ label: ru('console.finance.method.invoice') })
  await expect(again.getByLabel(ru('console.finance.invoice.payer_label'))).toContainText('Петров Пётр Петрович')
  await again.getByRole('button', { name: ru('console.finance.topup.submit') }).click()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: ru('console.finance.invoice.download') }).click()
  const file = await readFile((await (await downloading).path()) ?? '')
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pdf = await PDFDocument.load(file)
  expect(pdf.getSubject()).toBe('Петров Пётр Петрович')
  expect(pdf.getTitle()).toContain('Счёт на оплату')
})
