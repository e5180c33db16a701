// Payment (000 §3 Payment, 000 §4 Payments). Account-level: project stopping rules do not apply.
import { DEFAULT_LIST_ORDER, MONEY, PAYMENT } from '../contract/constants'
import { absent, defineEntity, dimension, dimensionOf, is, isIn, not, rule } from '../engine/define'
import type { StatusSets } from '../engine/types'
import type { Payment, PaymentDeleteRequest } from '../generated/types/index.js'

/** 000 §4 Payments: statuses are numbers; the names are the spec's meanings. */
export const PAYMENT_STATUS = {
  awaiting_payment: 1,
  being_paid: 2,
  promised: 3,
  /** paid (successful) */
  paid: 4,
  awaiting_refund: 5,
  refunded: 6,
  fraudulent: 7,
  initiated: 8,
  cancelled: 9,
} as const

/**
 * The spec gives the meanings only; the sets are this config's reading of them. The API sends the statuses as
 * numbers and the sets hold those numbers (StatusValue).
 */
export const PAYMENT_STATUSES = {
  values: Object.values(PAYMENT_STATUS),
  sets: {
    /** under way: being paid, awaiting refund, initiated */
    processing: [PAYMENT_STATUS.being_paid, PAYMENT_STATUS.awaiting_refund, PAYMENT_STATUS.initiated],
    /** 000 §4: 4 paid (successful) */
    usable: [PAYMENT_STATUS.paid],
    /** ended without the money arriving */
    error: [PAYMENT_STATUS.fraudulent, PAYMENT_STATUS.cancelled],
  },
} as const satisfies StatusSets

/** why an unpaid invoice is deleted (schemas/requests/payment-delete.schema.json, which the emulator checks) */
export const PAYMENT_DELETE_REASONS = ['paid_another_way', 'wrong_amount', 'wrong_payer', 'not_needed', 'other'] as const satisfies readonly PaymentDeleteRequest['reason'][]

const DELETE_ONLY = '000 §4 Payments: delete only with a payer and status 1'

const receipt = { ofd_receipt_url: 'https://ofd.example/receipt/1', fn: '9999078900004312', fd: '1', fpd: '1', date: '2026-01-01T00:00:00Z', value: 1000 }
const bankMethod = (module: string) => ({ id: module, name: module, intname: module, module, need_payer: true })

export const payment = defineEntity<Payment>()({
  kind: 'payment',
  spec: '000 §3 Payment; 000 §4 Payments',
  scope: 'account',
  service: 'finance',
  parent: { kind: 'account' },
  name_field: 'id',
  ws_entity: 'payment',
  icon: 'credit-card',
  routes: {
    // 000 §2 finance: children month and all (default all)
    list: { name: 'finance_all', path: '/lk/finance/all' },
    month: { name: 'finance_month', path: '/lk/finance/month' },
  },
  // GET /payments and /payments/{id} (the emulator's; 001 §7 lists no finance calls): the websocket's payment
  // events patch them, so a payment the gateway ends shows its outcome without a poll
  sources: [{ list: '/payments', detail: '/payments/{id}', route: 'list' }],
  // the finance page is the app's own (no generic list); the first hour's step "top up" is done by a paid payment
  pages: { list: false, first_step: { order: 1, label: 'console.first_hour.top_up', route: 'list', filter: { status: PAYMENT_STATUS.paid } } },
  statuses: PAYMENT_STATUSES,
  inputs: [
    dimension('status', 'item.status', [PAYMENT_STATUS.paid, ...Object.values(PAYMENT_STATUS).filter((s) => s !== PAYMENT_STATUS.paid)]),
    dimension('payer', 'item.payer', ['payer-1', null]),
    dimensionOf('payment method', [
      { label: `bank invoice (${PAYMENT.bank_modules[0]})`, set: { 'item.payment_method': bankMethod(PAYMENT.bank_modules[0]) } },
      { label: `bank invoice (${PAYMENT.bank_modules[1]})`, set: { 'item.payment_method': bankMethod(PAYMENT.bank_modules[1]) } },
      { label: `QR (${PAYMENT.qr_module})`, set: { 'item.payment_method': { id: PAYMENT.qr_module, module: PAYMENT.qr_module } } },
      { label: 'built-in online bank', set: { 'item.payment_method': { id: String(MONEY.online_bank_method_id), min_value: 0 } } },
      { label: 'none', set: { 'item.payment_method': null } },
    ]),
    dimensionOf('receipt', [
      { label: 'exists', set: { 'item.receipt': receipt } },
      { label: 'none', set: { 'item.receipt': null } },
    ]),
    // Not an API field of the account: whether it has a payer at all, which the console knows from the payers list.
    dimension('account has a payer', 'account.has_payer', [true, false]),
  ],
  list: {
    order: DEFAULT_LIST_ORDER,
    // the finance page's payments list (000 §3 Payment fields)
    columns: [
      { field: 'created_in', label: 'column.created_in', format: 'date' },
      { field: 'amount', label: 'payment.column.amount', format: 'money' },
      { field: 'payment_method.name', label: 'payment.column.payment_method', format: 'text' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'payer', label: 'payment.column.payer', format: 'text' },
    ],
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Payments actions: create (card)',
      // Money action of the owner (pays with the owner's card); 000 §6 names support sessions but not what they may
      // not do, so the stricter reading keeps every money action out of them.
      blocked_in_support_session: true,
      after: { refetch: 'list' },
    },
    create_bank: {
      scope: 'collection',
      spec: '000 §4 Payments actions: create_bank (needs payer); 000 §5: bank invoice needs a payer and all fields',
      blocked_in_support_session: true,
      block: [rule(is('account.has_payer', false), 'reason.payment.no_payer', '000 §4 Payments: create_bank (needs payer)')],
      after: { refetch: 'list' },
    },
    qr: {
      scope: 'collection',
      spec: `000 §4 Payments actions: QR (module ${PAYMENT.qr_module})`,
      blocked_in_support_session: true,
      after: { refetch: 'list' },
    },
    online_bank: {
      scope: 'collection',
      spec: '000 §4 Payments actions: online bank; 000 §3: a built-in online-bank method is added with id 9999 and min_value 0',
      blocked_in_support_session: true,
      after: { refetch: 'list' },
    },
    download_pdf: {
      scope: 'item',
      spec: '000 §4 Payments actions: download PDF (hidden without payment_method)',
      mutating: false,
      hide: [rule(absent('item.payment_method'), 'reason.payment.no_payment_method', '000 §4 Payments: download PDF (hidden without payment_method)')],
      // the emulator's GET /payments/{id}/document (001 §7 lists no finance calls): the invoice or payment document
      download: { file: 'payment-{item.id}.pdf', format: 'api', path: '/payments/{item.id}/document', media_type: 'application/pdf' },
      after: { refetch: 'none' },
    },
    receipt: {
      scope: 'item',
      spec: '000 §4 Payments actions: receipt (bank-invoice payments only; blocked until a receipt exists)',
      mutating: false,
      // "Bank-invoice payments only" does not say hidden, so it blocks with a reason (STYLE: hide only where the spec
      // says hidden). A payment without a method is not a bank invoice: not(isIn) also holds when the module is missing.
      block: [
        rule(not(isIn('item.payment_method.module', PAYMENT.bank_modules)), 'reason.payment.not_bank_invoice', '000 §4 Payments: receipt (bank-invoice payments only); bank modules pmruwire, pmwire'),
        rule(absent('item.receipt'), 'reason.payment.no_receipt', '000 §4 Payments: receipt blocked until a receipt exists'),
      ],
      // the emulator's GET /payments/{id}/receipt: the fiscal receipt as a PDF (001 §7 lists no finance calls)
      download: { file: 'receipt-{item.id}.pdf', format: 'api', path: '/payments/{item.id}/receipt', media_type: 'application/pdf' },
      after: { refetch: 'none' },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Payments actions: delete',
      blocked_in_support_session: true,
      // "Only with" does not say hidden: blocked with a reason. A payment whose status is missing is not status 1
      // (stricter: not(is) holds when the field is absent).
      block: [rule(absent('item.payer'), 'reason.payment.no_payer', DELETE_ONLY), rule(not(is('item.status', PAYMENT_STATUS.awaiting_payment)), 'reason.payment.not_awaiting_payment', DELETE_ONLY)],
      // the emulator's DELETE /payments/{id} with why the invoice is withdrawn (the product's reasons, not the spec's)
      call: { method: 'DELETE', path: '/payments/{id}' },
      request: 'PaymentDeleteRequest',
      dialog: {
        fields: [
          {
            name: 'reason',
            kind: 'select',
            label: 'payment.field.delete_reason',
            required: true,
            default: PAYMENT_DELETE_REASONS[0],
            options: PAYMENT_DELETE_REASONS.map((reason) => ({ value: reason, label: `payment.delete_reason.${reason}` })),
          },
          { name: 'comment', kind: 'textarea', label: 'payment.field.delete_comment', max_length: 500 },
        ],
      },
      after: { refetch: 'list' },
      baseline: { 'item.status': PAYMENT_STATUS.awaiting_payment },
    },
    grant: {
      scope: 'collection',
      spec: '000 §4 Payments actions: grant (activate promo code, then refresh balance)',
      // Credits the owner's balance: a money action (stricter reading of 000 §6, as above).
      blocked_in_support_session: true,
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
