// Contract documents (000 §2 contract: payers/{id}/document; payers/sample-contract (query payer_type); 000 §4 Payer
// download_contract_sample (payer_type 2)): the sample opens as a page of its own with the PDF in it.
import { readFileSync } from 'node:fs'
import { runFromMenu } from './support/entities'
import { expect, pageApi, ru, signIn, test } from './support/test'

test('000 §4 download_contract_sample: a company payer opens the sample contract of its type as a PDF page', async ({ page }) => {
  // sign-in, the payers list, then the document page that fetches and shows the PDF
  test.slow()
  await signIn(page)
  const payers = await pageApi(page, 'GET', '/payers')
  const company = (payers.body.result as { name: string; payer_type: number }[]).find((payer) => payer.payer_type === 2)
  expect(company, 'the demo account has a company payer').toBeDefined()
  await page.goto('/lk/contracts/payers')
  await runFromMenu(page, 'payer', company?.name ?? '', 'download_contract_sample')
  await expect(page).toHaveURL(/\/lk\/contract\/payers\/sample-contract\?payer_type=2$/)
  await expect(page.getByRole('heading', { name: ru('route.payer_sample_contract') })).toBeVisible()
  const save = page.getByRole('link', { name: ru('console.page.pdf_document.download') })
  await expect(save).toBeVisible()
  await expect(page.locator(`iframe[title="${ru('console.page.pdf_document.frame')}"]`)).toBeVisible()
  // the page's PDF, saved by its link, is the emulator's sample
  const download = page.waitForEvent('download')
  await save.click()
  expect(
    readFileSync(await (await download).path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')
})
