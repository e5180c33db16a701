// Acceptance certificate (000 §3 Acceptance certificate, 000 §4 Acceptance certificate statuses, 000 §2 contracts).
// Account-level: project stopping rules do not apply.
import { DEFAULT_LIST_ORDER } from '../contract/constants'
import { defineEntity, dimension, isIn, not, rule } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { AcceptanceCert } from '../generated/types/index.js'

/** 000 §4 Acceptance certificate statuses: numbers; the names are the spec's meanings. */
export const ACCEPTANCE_CERT_STATUS = {
  preliminary: 0,
  created: 1,
  requested: 2,
  sent: 3,
  signed: 4,
  awaiting_sending: 100,
  signed_by_client: 110,
  rejected_by_client: 120,
  rejected_by_company: 220,
  awaiting_annulment: 300,
  annulment_requested_by_client: 310,
  annulment_requested_by_company: 320,
  annulled: 330,
  annulment_refused: 340,
} as const

const S = ACCEPTANCE_CERT_STATUS

// 000 §4 names the client's own steps among the statuses: 110 signed by client, 120 rejected by client, 310 annulment
// requested by client. The client takes them on a certificate sent to it (3), or, to annul, on one in force.
const CLIENT_STEPS = '000 §4 Acceptance certificate statuses: 3 sent, 110 signed by client, 120 rejected by client, 310 annulment requested by client'
const notSent = rule<AcceptanceCert>(not(isIn('item.status', [S.sent])), 'reason.acceptance_cert.not_sent', CLIENT_STEPS)
const notInForce = rule<AcceptanceCert>(not(isIn('item.status', [S.signed, S.signed_by_client])), 'reason.acceptance_cert.not_in_force', CLIENT_STEPS)

/** a client's step: the emulator's POST /acceptance-certs/{id}/<step>, blocked outside the statuses it starts from */
const clientStep = (step: 'sign' | 'reject' | 'annul', what: string, from: Condition<AcceptanceCert>, baseline: number) => ({
  scope: 'item' as const,
  spec: `${CLIENT_STEPS}: ${what}`,
  block: [from],
  call: { method: 'POST' as const, path: `/acceptance-certs/{id}/${step}` },
  after: { refetch: 'list' as const },
  baseline: { 'item.status': baseline },
})

/**
 * The spec gives the meanings only; the sets are this config's reading of them. The API sends the statuses as
 * numbers and the sets hold those numbers (StatusValue).
 * Preliminary (0) and created (1) are drafts and belong to no set.
 */
export const ACCEPTANCE_CERT_STATUSES = {
  values: Object.values(S),
  sets: {
    /** waiting for one side: requested, sent, awaiting sending, annulment awaited or requested */
    processing: [S.requested, S.sent, S.awaiting_sending, S.awaiting_annulment, S.annulment_requested_by_client, S.annulment_requested_by_company],
    /** in force: signed, signed by client, annulment refused (the certificate stays signed) */
    usable: [S.signed, S.signed_by_client, S.annulment_refused],
    /** not in force: rejected by either side, annulled */
    error: [S.rejected_by_client, S.rejected_by_company, S.annulled],
  },
} as const satisfies StatusSets

export const acceptance_cert = defineEntity<AcceptanceCert>()({
  kind: 'acceptance_cert',
  spec: '000 §3 Acceptance certificate; 000 §4 Acceptance certificate statuses',
  scope: 'account',
  service: 'contracts',
  parent: { kind: 'account' },
  name_field: 'number',
  ws_entity: 'acceptance_cert',
  icon: 'file-check',
  routes: {
    // 000 §2 contracts: children payers (default), invoices, acceptance-certificates
    list: { name: 'acceptance_certificates', path: '/lk/contracts/acceptance-certificates' },
  },
  statuses: ACCEPTANCE_CERT_STATUSES,
  // The spec states no rule over the statuses; the dimension documents them for the matrices and the badges.
  inputs: [dimension('status', 'item.status', Object.values(S))],
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'number', label: 'acceptance_cert.column.number', format: 'text' },
      { field: 'date', label: 'acceptance_cert.column.date', format: 'date' },
      { field: 'amount', label: 'acceptance_cert.column.amount', format: 'money' },
      { field: 'status', label: 'column.status', format: 'status' },
    ],
  },
  // the emulator's GET /acceptance-certs (001 §7 lists no certificate calls)
  sources: [{ list: '/acceptance-certs' }],
  pages: { section: { route: 'contracts', order: 3 } },
  actions: {
    download: {
      scope: 'item',
      // The spec names no acceptance-certificate action; a certificate is a document, so the console offers its file.
      spec: '000 §2 page titles: documents; 000 §3 Acceptance certificate: number, date, status, related invoices',
      mutating: false,
      download: { format: 'api', path: '/acceptance-certs/{id}/document', file: 'acceptance-certificate-{item.number}.pdf', media_type: 'application/pdf' },
      after: { refetch: 'none' },
    },
    // the client's answers to a sent certificate (110, 120) and its request to annul a signed one (310)
    sign: clientStep('sign', 'the client signs a sent certificate', notSent, S.sent),
    reject: clientStep('reject', 'the client rejects a sent certificate', notSent, S.sent),
    request_annulment: clientStep('annul', 'the client asks to annul a certificate in force', notInForce, S.signed),
  },
})
