// Autopay (000 §3 Autopay, 000 §4 Autopay). Account-level: project stopping rules do not apply.
// Every autopay action handles the owner's card or automatic charges to it: money actions. 000 §6 names support
// (admin-key) sessions but not what they may not do, so the stricter reading keeps all of them out of such sessions.
import { defineEntity, dimension, dimensionOf, isIn, rule, status } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { Autopay } from '../generated/types/index.js'

export const AUTOPAY_STATUSES = {
  values: ['INACTIVE', 'ON', 'OFF'],
  sets: {
    processing: [],
    usable: ['ON', 'OFF'],
    error: [],
    /** active = activated (a card is bound), whether charging is on or off; INACTIVE is the only inactive status */
    active: ['ON', 'OFF'],
  },
} as const satisfies StatusSets

/** 000 §4: the card token statuses that hide delete_card, enable and disable. A usable card has none (null). */
/** what a new autopay starts with: top up 1000 roubles when the balance lasts less than 3 days (the product's) */
const DEFAULT_DAYS = 3
const DEFAULT_AMOUNT = 1000

export const CARD_TOKEN_UNUSABLE = ['NO', 'DISABLED', 'EXPIRED'] as const

const inactive: Condition<Autopay> = rule(status.is('INACTIVE'), 'reason.autopay.inactive', '000 §4 Autopay: enable, disable, edit_settings, delete_card hidden when inactive')
const cardUnusable: Condition<Autopay> = rule(
  isIn('item.card_token_status', CARD_TOKEN_UNUSABLE),
  'reason.autopay.card_unusable',
  '000 §4 Autopay: delete_card, enable, disable hidden when card_token_status is NO, DISABLED or EXPIRED',
)

export const autopay = defineEntity<Autopay>()({
  kind: 'autopay',
  spec: '000 §3 Autopay; 000 §4 Autopay',
  scope: 'account',
  service: 'finance',
  parent: null,
  // The spec names no id or name for autopay; there is one per account.
  name_field: 'status',
  ws_entity: 'autopay',
  icon: 'repeat',
  routes: {
    page: { name: 'finance_all', path: '/lk/finance/all' },
  },
  // the emulator's calls (001 §7 lists none): the account's one autopay as a list, so the live table patches it
  sources: [{ list: '/autopays', detail: '/autopays/{id}', route: 'page' }],
  detail: {
    tabs: [
      {
        name: 'settings',
        label: 'autopay.tab.settings',
        route: 'finance_all',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'card_last4', label: 'autopay.field.card_last4', format: 'text' },
          { field: 'days_until_end_of_balance', label: 'autopay.field.days_until_end_of_balance', format: 'text' },
          { field: 'payment_amount', label: 'autopay.field.payment_amount', format: 'money' },
        ],
      },
    ],
  },
  statuses: AUTOPAY_STATUSES,
  inputs: [
    dimension('status', 'item.status', AUTOPAY_STATUSES.values),
    dimensionOf('card token status', [
      { label: 'usable card (null)', set: { 'item.card_token_status': null } },
      ...CARD_TOKEN_UNUSABLE.map((value) => ({ label: value, set: { 'item.card_token_status': value } })),
    ]),
  ],
  actions: {
    activate: {
      scope: 'item',
      spec: '000 §4 Autopay actions: activate (card binding charges and refunds 1 rouble)',
      blocked_in_support_session: true,
      hide: [rule(status.inSet('active'), 'reason.autopay.active', '000 §4 Autopay: activate hidden when active')],
      call: { method: 'POST', path: '/autopay/activate' },
      request: 'AutopayActivateRequest',
      dialog: {
        fields: [
          { name: 'card', kind: 'text', label: 'autopay.field.card', required: true, hint: 'autopay.hint.card' },
          { name: 'days_until_end_of_balance', kind: 'number', label: 'autopay.field.days_until_end_of_balance', required: true, min: 1, max: 60, default: DEFAULT_DAYS },
          { name: 'payment_amount', kind: 'number', label: 'autopay.field.payment_amount', required: true, min: 100, default: DEFAULT_AMOUNT },
        ],
      },
      after: { refetch: 'both' },
    },
    enable: {
      scope: 'item',
      spec: '000 §4 Autopay actions: enable',
      blocked_in_support_session: true,
      hide: [inactive, cardUnusable, rule(status.is('ON'), 'reason.autopay.on', '000 §4 Autopay: enable hidden when ON')],
      call: { method: 'POST', path: '/autopay/enable' },
      after: { refetch: 'both' },
      baseline: { 'item.status': 'OFF' },
    },
    disable: {
      scope: 'item',
      spec: '000 §4 Autopay actions: disable',
      blocked_in_support_session: true,
      hide: [inactive, cardUnusable, rule(status.is('OFF'), 'reason.autopay.off', '000 §4 Autopay: disable hidden when OFF')],
      call: { method: 'POST', path: '/autopay/disable' },
      after: { refetch: 'both' },
      baseline: { 'item.status': 'ON' },
    },
    edit_settings: {
      scope: 'item',
      spec: '000 §4 Autopay actions: edit_settings',
      blocked_in_support_session: true,
      hide: [inactive],
      call: { method: 'PUT', path: '/autopay/settings' },
      request: 'AutopaySettingsRequest',
      dialog: {
        fields: [
          { name: 'days_until_end_of_balance', kind: 'number', label: 'autopay.field.days_until_end_of_balance', required: true, min: 1, max: 60, default: { path: 'item.days_until_end_of_balance' } },
          { name: 'payment_amount', kind: 'number', label: 'autopay.field.payment_amount', required: true, min: 100, default: { path: 'item.payment_amount' } },
        ],
      },
      after: { refetch: 'both' },
      baseline: { 'item.status': 'ON' },
    },
    edit_card: {
      scope: 'item',
      // No hide rule in the spec: a card can be bound anew in every status (that is also how an expired one is replaced).
      spec: '000 §4 Autopay actions: edit_card',
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/autopay/card' },
      request: 'AutopayCardRequest',
      dialog: { fields: [{ name: 'card', kind: 'text', label: 'autopay.field.card', required: true, hint: 'autopay.hint.card' }] },
      after: { refetch: 'both' },
    },
    delete_card: {
      scope: 'item',
      spec: '000 §4 Autopay actions: delete_card',
      blocked_in_support_session: true,
      hide: [inactive, cardUnusable],
      call: { method: 'DELETE', path: '/autopay/card' },
      after: { refetch: 'both' },
      baseline: { 'item.status': 'ON' },
    },
  },
})
