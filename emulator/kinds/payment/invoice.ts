// A top-up by bank invoice (000 §4 Payments: create_bank, needs a payer; 000 §5: "Bank invoice needs a payer and
// all fields"): a payment awaiting payment (1) in the payer's name, whose document is the invoice, a PDF. The
// bank's transfer arrives through the gateway's callback (gateway.ts), which pays it once. GET /invoices lists the
// account's bank invoices (000 §2 contracts/invoices).
import type { Ctx } from '../../context'
import { renderDocument } from '../../documents/pdf'
import { ApiError, badRequest } from '../../http/errors'
import { ownInAccount } from '../../kit/access'
import { announce } from '../../kit/announce'
import { insertRow } from '../../kit/rows'
import { roubles } from '../../money'
import { fieldsOf, payerResource, BANK_METHOD_IDS } from '../payer/resource'
import { countryOf } from '../payer/countries'
import { missingFields } from '../payer/fields'
import type { PaymentMethodRow } from './methods'
import { paymentResource, paymentRow, type PaymentRow } from './resource'
import { PAYMENT_STATUS } from './rules'

export { BANK_METHOD_IDS }

/** the invoice's payer: the caller's, with every field 000 §5 requires of its type */
function invoicePayer(ctx: Ctx, accountId: string, payerId: string | undefined) {
  if (!payerId) throw badRequest('payer_id', 'A bank invoice needs a payer')
  const payer = ownInAccount(ctx, payerResource, accountId, payerId)
  const missing = missingFields({ ...fieldsOf(payer), payer_type: payer.payer_type, name: payer.name })
  if (missing.length > 0) throw new ApiError(400, [{ path: 'payer_id', message: `Fill in the payer's fields first: ${missing.join(', ')}` }], { reason: 'payer_incomplete', missing_fields: missing })
  return payer
}

export function createInvoice(ctx: Ctx, accountId: string, method: PaymentMethodRow, amountKop: number, payerId: string | undefined): PaymentRow {
  const payer = invoicePayer(ctx, accountId, payerId)
  return ctx.tx(() => {
    const row = paymentRow(ctx, { account_id: accountId, amount_kop: amountKop, status: PAYMENT_STATUS.awaiting_payment, method_id: method.id, payer_id: payer.id })
    insertRow(ctx, paymentResource, row)
    announce(ctx, paymentResource, row, 'created')
    return row
  })
}

const money = (kop: number): string => `${roubles(kop).toFixed(2).replace('.', ',')} ₽`

/** the payment's document: the invoice of a bank invoice, in the payer's name; a receipt of payment otherwise */
export function paymentDocumentPdf(ctx: Ctx, payment: PaymentRow): Promise<Uint8Array> {
  const number = payment.id.slice(0, 8).toUpperCase()
  const date = payment.created_in.slice(0, 10)
  const payerRow = payment.payer_id ? ownInAccount(ctx, payerResource, payment.account_id, payment.payer_id) : undefined
  if (!payerRow || !BANK_METHOD_IDS.includes(payment.method_id ?? '')) {
    return renderDocument({ title: `Платёжный документ № ${number} от ${date}`, subject: payment.id, lines: [{ text: `Сумма: ${money(payment.amount_kop)}`, gap: 8 }] })
  }
  const payer = fieldsOf(payerRow)
  const country = countryOf(payer.country_legal ?? payer.country_physical)?.name ?? ''
  const address = [country, payer.postcode_legal ?? payer.postcode_physical, payer.city_legal ?? payer.city_physical, payer.address_legal ?? payer.address_physical].filter(Boolean).join(', ')
  return renderDocument({
    title: `Счёт на оплату № ${number} от ${date}`,
    subject: payerRow.name,
    author: 'ООО «Облачный провайдер»',
    lines: [
      { text: 'Получатель: ООО «Облачный провайдер», ИНН 7707083893, КПП 770701001', gap: 8 },
      { text: 'Банк получателя: АО «Тестовый банк», БИК 044525000, р/с 40702810000000000001, к/с 30101810000000000000' },
      { text: `Плательщик: ${payerRow.name}`, bold: true, gap: 8 },
      ...(payer.vatnum ? [{ text: `ИНН ${payer.vatnum}${payer.kpp ? `, КПП ${payer.kpp}` : ''}` }] : []),
      { text: `Адрес: ${address}` },
      { text: `Назначение платежа: пополнение баланса по счёту № ${number}. Без НДС.`, gap: 8 },
      { text: `Итого к оплате: ${money(payment.amount_kop)}`, bold: true, size: 12, gap: 8 },
    ],
  })
}
