// Bank invoices (000 §2 contracts: children payers (default), invoices, acceptance-certificates; 000 §4 Payments:
// create_bank, download PDF). The spec names the route, not a kind: read as a payment by bank invoice
// (modules pmruwire, pmwire) seen from the contracts section, with its document. Account-level.
import { DEFAULT_LIST_ORDER } from '../contract/constants'
import { defineEntity, dimension } from '../engine/define'
import type { Payment } from '../generated/types/index.js'
import { PAYMENT_STATUS, PAYMENT_STATUSES } from './payment'

export const invoice = defineEntity<Payment>()({
  kind: 'invoice',
  spec: '000 §2 contracts: children payers (default), invoices, acceptance-certificates; 000 §4 Payments: create_bank',
  scope: 'account',
  service: 'contracts',
  parent: { kind: 'account' },
  name_field: 'id',
  ws_entity: 'invoice',
  icon: 'file-text',
  routes: {
    list: { name: 'invoices', path: '/lk/contracts/invoices' },
  },
  // the emulator's GET /invoices: the account's payments by bank invoice, newest first
  sources: [{ list: '/invoices' }],
  pages: { section: { route: 'contracts', order: 2 } },
  statuses: PAYMENT_STATUSES,
  inputs: [dimension('status', 'item.status', [PAYMENT_STATUS.awaiting_payment, PAYMENT_STATUS.paid])],
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'id', label: 'invoice.column.number', format: 'text' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
      { field: 'amount', label: 'invoice.column.amount', format: 'money' },
      { field: 'status', label: 'column.status', format: 'status' },
    ],
  },
  actions: {
    download_pdf: {
      scope: 'item',
      spec: '000 §4 Payments actions: download PDF (an invoice always has its method, a bank one)',
      mutating: false,
      download: { format: 'api', path: '/payments/{id}/document', file: 'invoice-{item.id}.pdf', media_type: 'application/pdf' },
      after: { refetch: 'none' },
    },
  },
})
