// Payer (000 §3 Payer, 000 §4 Payer, 000 §5 payer creation, 000 §6, 001 §4 Account state).
// Account-level: project stopping rules do not apply.
import { DEFAULT_LIST_ORDER, PAYER } from '../contract/constants'
import { all, defineEntity, dimension, is, not, present, rule } from '../engine/define'
import type { Payer } from '../generated/types/index.js'
import { payerFields } from './payer.form'

const ROUTES = {
  list: { name: 'payers', path: '/lk/contracts/payers' },
  page: { name: 'payer_edit', path: '/lk/contracts/payers/$id' },
  create: { name: 'payer_new', path: '/lk/contracts/payers/new' },
  // 000 §2 contract: payers/{id}/document; payers/sample-contract (query payer_type)
  contract: { name: 'payer_contract', path: '/lk/contract/payers/$id/document' },
  sample_contract: { name: 'payer_sample_contract', path: '/lk/contract/payers/sample-contract', query: ['payer_type'] },
  // 000 §2 contracts: children payers (default), invoices, acceptance-certificates
  section: { name: 'contracts', path: '/lk/contracts' },
} as const

const CANNOT_DELETE_MAIN = '000 §4 Payer: main payer cannot be deleted (001 §8: cannot delete the main payer)'
const INVOICE_RULE = '000 §4 Payer: a payer with an invoice cannot download the contract and one without cannot be deleted'

export const payer = defineEntity<Payer>()({
  kind: 'payer',
  spec: '000 §3 Payer; 000 §4 Payer; 001 §4 Account state and project blocking',
  scope: 'account',
  service: 'contracts',
  parent: { kind: 'account' },
  name_field: 'name',
  ws_entity: 'payer',
  icon: 'briefcase',
  routes: ROUTES,
  inputs: [
    // 000 §6 "A main payer exists": the spec names no field for it; is_main (as on a DNS domain) per the payer schema.
    dimension('main payer', 'item.is_main', [false, true]),
    dimension('has invoice', 'item.has_invoice', [false, true]),
    dimension('payer type', 'item.payer_type', PAYER.types),
  ],
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'person', label: 'payer.field.person', format: 'text' },
      { field: 'vatnum', label: 'payer.field.vatnum', format: 'text' },
      { field: 'is_main', label: 'payer.column.is_main', format: 'boolean' },
      { field: 'has_invoice', label: 'payer.column.has_invoice', format: 'boolean' },
    ],
  },
  // the emulator's GET /payers and /payers/{id} (001 §7 lists no payer calls); the websocket's payer events patch them
  sources: [{ list: '/payers', detail: '/payers/{id}' }],
  pages: {
    // 000 §2 payers/new and payers/{id} (edit) are the forms of create and update
    orders: { create: 'create', page: 'update' },
    // the bare section path opens its default child, the payers (000 §2: children payers (default), ...)
    redirects: { section: 'list' },
    section: { route: ROUTES.section.name, order: 1 },
    menu: { group: 'account', order: 305, icon: 'briefcase' },
    // 000 §2 contract payers/{id}/document: the contract as a PDF; 000 §4 download_contract: if fields empty ask confirmation
    widgets: {
      contract: { widget: 'pdf_document', document: '/payers/{id}/contract', confirm_when: 'missing_fields' },
      // 000 §2 contract payers/sample-contract (query payer_type): the sample of a payer type's contract, a PDF
      sample_contract: { widget: 'pdf_document', document: '/payers/sample-contract?payer_type={payer_type}' },
    },
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Payer actions: create; creating or editing goes to payers (000 §5: required fields)',
      call: { method: 'POST', path: '/payers' },
      dialog: { fields: payerFields(false) },
      request: 'PayerCreateRequest',
      after: { refetch: 'list', navigate: ROUTES.list.name },
    },
    edit: {
      scope: 'item',
      // 000 §6: the owner cannot edit some payer data except through support: a field rule of the form, not of the action.
      spec: '000 §4 Payer actions: edit; creating or editing goes to payers',
      entrance: { route: ROUTES.page.name, params: { id: 'item.id' } },
      after: { navigate: ROUTES.list.name },
    },
    update: {
      scope: 'item',
      spec: '000 §4 Payer actions: edit (the form of payers/{id}); creating or editing goes to payers',
      // the form of the edit page (pages.orders.page), not a menu entry of its own
      menu: false,
      call: { method: 'PATCH', path: '/payers/{id}' },
      dialog: { fields: payerFields(true) },
      request: 'PayerUpdateRequest',
      after: { refetch: 'both', navigate: ROUTES.list.name },
    },
    download_contract: {
      scope: 'item',
      // Not read-only: with the payer's fields filled it updates the contract before opening the pdf.
      spec: '000 §4 Payer actions: download_contract (fetch payer; if fields empty ask confirmation, else update contract and open pdf)',
      // "Cannot" does not say hidden: blocked with a reason (STYLE: hide only where the spec says hidden).
      block: [rule(is('item.has_invoice', true), 'reason.payer.has_invoice', INVOICE_RULE)],
      prepare: ['load_payer'],
      entrance: { route: ROUTES.contract.name, params: { id: 'item.id' } },
    },
    download_contract_sample: {
      scope: 'item',
      spec: '000 §4 Payer actions: download_contract_sample (payer_type 2)',
      mutating: false,
      // Read as "offered for payer_type 2 only". The spec does not say hidden, so other types see it blocked.
      block: [
        rule(all(present('item.payer_type'), not(is('item.payer_type', PAYER.sample_contract_type))), 'reason.payer.no_sample_contract', '000 §4 Payer: download_contract_sample (payer_type 2)'),
      ],
      // payer_type is no path param of the sample-contract route: it goes to its query (?payer_type=2, 000 §2).
      entrance: { route: ROUTES.sample_contract.name, params: { payer_type: 'item.payer_type' } },
      baseline: { 'item.payer_type': PAYER.sample_contract_type },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Payer actions: delete',
      block: [rule(is('item.is_main', true), 'reason.payer.main_payer', CANNOT_DELETE_MAIN), rule(is('item.has_invoice', false), 'reason.payer.no_invoice', INVOICE_RULE)],
      after: { refetch: 'list' },
      baseline: { 'item.has_invoice': true },
    },
    fill_in_to_create_bank: {
      scope: 'collection',
      // Read as: the payer form opened from the bank-invoice payment when the account has no payer with all fields
      // (000 §5: bank invoice needs a payer and all fields). Offered by that dialog, not by the payers menu.
      spec: '000 §4 Payer actions: fill_in_to_create_bank; creating or editing goes to payers',
      menu: false,
      entrance: { route: ROUTES.create.name },
      after: { navigate: ROUTES.list.name },
    },
  },
})
