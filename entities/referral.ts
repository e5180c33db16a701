// Referral programme (000 §3 Affiliate and Referral, 000 §4 Referral, 000 §6, 000 §2 profile/referral).
// Account-level: project stopping rules do not apply.
//
// A referral is a referred client (client, registration date, source, paid flag); its parent is the affiliate, the
// programme summary (contract_signed, available_for_withdrawal...). The programme actions of 000 §4 are collection
// actions of the referrals, judged with item {} and the owner in related (DESIGN): related.affiliate. Their reason
// keys keep the spec's names: reason.referral.contract_is_not_signed, ...
//
// Facts beside the 000 §3 Affiliate figures, answered with them by GET /affiliate (the list page's owner):
// - related.affiliate.today_day_of_month: today's day of the month, 1..31, in Moscow time (000 §1: the provider and
//   its one datacenter are in Moscow; the window is the provider's schedule);
// - related.affiliate.request_sent: a withdrawal request is sent and not yet handled (its ticket is still open);
// - related.affiliate.has_payer: the account has a payer (000 §6: withdrawal requires one). The programme's page
//   loads its owner and nothing about payers, so the provider says it with the figures the rules read.
//
// Support (admin-key) sessions: 000 §6 names them but lists nothing they may not do. Stricter reading: signing the
// agency contract, withdrawing money and taking the welcome cashback are the owner's legal and money acts, blocked.
import { DEFAULT_LIST_ORDER, REFERRAL } from '../contract/constants'
import { any, cmp, defineEntity, dimension, is, rule } from '../engine/define'
import type { Condition } from '../engine/types'
import type { Referral } from '../generated/types/index.js'

// 000 §4 Referral: "Window: days 1 to 5 (one reading) or 1 to 6 (another reading, including the 1st before about
// 04:00)". Stricter reading: applications are accepted on days 1 to 5 only; the 6th is closed (REFERRAL).
// 000 §4 names balance_is_too_low but no minimum: the stricter reading available at all is "nothing to withdraw"
// (zero or less).

const DAY = 'related.affiliate.today_day_of_month'
const REQUEST_SENT = 'related.affiliate.request_sent'
const HAS_PAYER = 'related.affiliate.has_payer'

const ROUTES = {
  // the programme's page is its referrals' list, with the figures above (list.owner)
  programme: { name: 'profile_referral', path: '/lk/profile/referral' },
  // 000 §2: profile/referral/list (page title: referral statistics)
  list: { name: 'profile_referral_list', path: '/lk/profile/referral/list' },
} as const

const contractNotSigned = (spec: string): Condition<never> => rule(is('related.affiliate.contract_signed', false), 'reason.referral.contract_is_not_signed', spec)
const WITHDRAWAL_DISABLED = '000 §4 Referral: withdrawal disabled reasons: contract_is_not_signed, balance_is_too_low, acceptance_of_applications_is_closed, request_is_already_sent'

export const referral = defineEntity<Referral>()({
  kind: 'referral',
  spec: '000 §3 Affiliate, Referral; 000 §4 Referral; 000 §6 referral withdrawal',
  scope: 'account',
  service: 'referral',
  parent: { kind: 'affiliate' },
  name_field: 'client',
  ws_entity: 'referral',
  icon: 'users',
  routes: ROUTES,
  inputs: [
    dimension('contract signed', 'related.affiliate.contract_signed', [true, false]),
    dimension('available for withdrawal', 'related.affiliate.available_for_withdrawal', [1000, REFERRAL.withdrawal_above]),
    dimension('has a payer', HAS_PAYER, [true, false]),
    // Days around both window readings: inside, the edges, the 6th (open in one reading only), after.
    dimension('day of month', DAY, [3, REFERRAL.withdrawal_first_day, REFERRAL.withdrawal_last_day, REFERRAL.withdrawal_last_day + 1, 15]),
    dimension('request sent', REQUEST_SENT, [false, true]),
    dimension('welcome cashback taken', 'related.affiliate.welcome_cashback_taken', [false, true]),
  ],
  sources: [{ list: '/affiliate/referrals' }],
  pages: { details: [], redirects: { programme: 'list' } },
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'client', label: 'referral.field.client', format: 'text' },
      { field: 'registration_date', label: 'referral.field.registration_date', format: 'date' },
      { field: 'source', label: 'referral.field.source', format: 'text' },
      { field: 'paid', label: 'referral.field.paid', format: 'boolean' },
    ],
    owner: {
      name: 'affiliate',
      source: '/affiliate',
      fields: [
        { field: 'referrals_count', label: 'referral.affiliate.referrals_count', format: 'text' },
        { field: 'last_month_new_referrals', label: 'referral.affiliate.last_month_new_referrals', format: 'text' },
        { field: 'all_income', label: 'referral.affiliate.all_income', format: 'money' },
        { field: 'last_month_income', label: 'referral.affiliate.last_month_income', format: 'money' },
        { field: 'available_for_withdrawal', label: 'referral.affiliate.available_for_withdrawal', format: 'money' },
        { field: 'contract_signed', label: 'referral.affiliate.contract_signed', format: 'boolean' },
      ],
    },
  },
  actions: {
    download_agency_contract: {
      scope: 'collection',
      spec: '000 §4 Referral: download agency contract (000 §2 page title: agency contract)',
      mutating: false,
      call: { method: 'GET', path: '/affiliate/contract' },
      download: { file: 'agency-contract.txt', format: 'text', content: 'answer.text' },
      after: { refetch: 'none' },
    },
    sign_contract: {
      scope: 'collection',
      // The spec gives no rule for an already signed contract; none is added.
      spec: '000 §4 Referral: sign contract (blocked while a request is sent)',
      blocked_in_support_session: true,
      block: [rule(is(REQUEST_SENT, true), 'reason.referral.request_is_already_sent', '000 §4 Referral: sign contract (blocked while a request is sent)')],
      call: { method: 'POST', path: '/affiliate/contract/sign' },
      after: { refetch: 'list' },
    },
    withdraw: {
      scope: 'collection',
      // The request is a support ticket (000 §4 "withdraw (creates a ticket)"); the call that files it is not shown.
      spec: '000 §4 Referral: withdraw (creates a ticket); 000 §6: referral withdrawal requires a signed agency contract and a payer',
      blocked_in_support_session: true,
      block: [
        contractNotSigned(`${WITHDRAWAL_DISABLED}; 000 §6: referral withdrawal requires a signed agency contract`),
        // 000 §6 adds the payer; the spec's list of reasons has no name for it, so it gets its own key.
        rule(is(HAS_PAYER, false), 'reason.referral.no_payer', '000 §6: referral withdrawal requires a signed agency contract and a payer'),
        rule(cmp('related.affiliate.available_for_withdrawal', '<=', REFERRAL.withdrawal_above), 'reason.referral.balance_is_too_low', WITHDRAWAL_DISABLED),
        rule(
          any(cmp(DAY, '<', REFERRAL.withdrawal_first_day), cmp(DAY, '>', REFERRAL.withdrawal_last_day)),
          'reason.referral.acceptance_of_applications_is_closed',
          `${WITHDRAWAL_DISABLED}; window: days 1 to 5 (one reading) or 1 to 6 (another reading): the stricter 1 to 5`,
        ),
        rule(is(REQUEST_SENT, true), 'reason.referral.request_is_already_sent', WITHDRAWAL_DISABLED),
      ],
      call: { method: 'POST', path: '/affiliate/withdraw' },
      after: { refetch: 'list' },
    },
    welcome_cashback: {
      scope: 'collection',
      // Read as taking the welcome cashback (000 §3 payment type cashback) onto the balance.
      spec: '000 §4 Referral: welcome cashback',
      blocked_in_support_session: true,
      block: [rule(is('related.affiliate.welcome_cashback_taken', true), 'reason.referral.welcome_cashback_taken', '000 §4 Referral: welcome cashback (taken once)')],
      call: { method: 'POST', path: '/affiliate/welcome-cashback' },
      after: { refetch: 'list', recalculate_balance: true },
    },
    details: {
      scope: 'collection',
      // Read as the referral list and statistics page (profile/referral/list).
      spec: '000 §4 Referral: referral details blocked when contract not signed',
      mutating: false,
      block: [contractNotSigned('000 §4 Referral: referral details blocked when contract not signed')],
      entrance: { route: ROUTES.list.name },
    },
  },
})
