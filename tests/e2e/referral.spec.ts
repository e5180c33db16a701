// The referral programme's page (000 §2 profile/referral, 000 §3 Affiliate, 000 §4 Referral): signing the agency
// contract shows at once in the programme's figures above the list (read from GET /affiliate, not the list's call),
// and what the signature unblocks (referral details, 000 §4 "blocked when contract not signed") opens, no reload.
import type { Locator, Page } from '@playwright/test'
import { actionDialog, expectNoReload, markDocument, submitAndClose } from './support/entities'
import { NEW_PASSWORD, createUser, expect, ru, signIn, test, uniqueEmail } from './support/test'

/** The value beside a figure's label in the programme's description list. */
function figure(page: Page, label: string): Locator {
  return page.getByRole('main').locator(`dt:text-is("${ru(label)}") + dd`)
}

test('signing the agency contract refreshes the programme figures without a reload', async ({ page, request }) => {
  // a user of its own: the demo account's contract stays unsigned for the other tests
  const email = uniqueEmail('referral')
  await createUser(request, email)
  await signIn(page, email, NEW_PASSWORD)
  await page.goto('/lk/profile/referral')
  await expect(page).toHaveURL(/\/lk\/profile\/referral\/list$/)

  const signed = figure(page, 'referral.affiliate.contract_signed')
  await expect(signed).toHaveText(ru('ui.no'))
  // the header's button (an empty list repeats the actions in its empty state)
  const details = page
    .getByRole('main')
    .getByRole('button', { name: ru('referral.action.details'), exact: true })
    .first()
  await expect(details).toBeDisabled()
  await markDocument(page)

  await page
    .getByRole('main')
    .getByRole('button', { name: ru('referral.action.sign_contract'), exact: true })
    .first()
    .click()
  await submitAndClose(actionDialog(page, 'referral', 'sign_contract'), 'referral', 'sign_contract')

  await expect(signed).toHaveText(ru('ui.yes'))
  await expect(details).toBeEnabled()
  // the same document: the figures came from the cache's refetch, not a reload
  await expectNoReload(page)
})
