// The fiscal receipt of a credited bank-invoice payment (000 §3 Payment: receipt (fn, fd, fpd, date, value); 000 §4
// Payments: receipt, for bank-invoice payments only, blocked until a receipt exists). The emulator's test fiscal
// drive issues one when the bank's transfer pays the invoice; its numbers come from the payment, so it stays the
// same across restarts. GET /payments/{id}/receipt hands it out as a PDF of the documents module.
import { createHash } from 'node:crypto'
import type { PaymentReceipt } from '../../../generated/types/index.js'
import { renderDocument } from '../../documents/pdf'
import { roubles } from '../../money'
import { BANK_METHOD_IDS } from '../payer/resource'
import type { PaymentRow } from './resource'

/** the test fiscal drive's number (a real one has 16 digits) */
const FISCAL_DRIVE = '9999078900004312'
/** 000 §4 Payments status 4: paid (successful) */
const PAID = 4

export function receiptOf(row: PaymentRow): PaymentReceipt | undefined {
  if (row.status !== PAID || !row.pay_datetime || !BANK_METHOD_IDS.includes(row.method_id ?? '')) return undefined
  const digest = createHash('sha256').update(row.id).digest()
  return { fn: FISCAL_DRIVE, fd: String(digest.readUInt32BE(0) % 100_000), fpd: String(digest.readUInt32BE(4)), date: row.pay_datetime, value: roubles(row.amount_kop) }
}

export function receiptPdf(row: PaymentRow, receipt: PaymentReceipt): Promise<Uint8Array> {
  const amount = `${roubles(row.amount_kop).toFixed(2).replace('.', ',')} ₽`
  return renderDocument({
    title: `Кассовый чек № ${receipt.fd ?? ''}`,
    subject: row.id,
    author: 'ООО «Облачный провайдер»',
    lines: [
      { text: 'Приход. Пополнение баланса по счёту на оплату', gap: 8 },
      { text: `Сумма: ${amount}`, bold: true },
      { text: `Дата: ${receipt.date ?? ''}` },
      { text: `ФН ${receipt.fn ?? ''}, ФД ${receipt.fd ?? ''}, ФПД ${receipt.fpd ?? ''}`, gap: 8 },
    ],
  })
}
