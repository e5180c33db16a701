// The demo accounts' payers: the main payer made from the profile with its fields still to fill in (000 §4
// fill_in_to_create_bank), and a company with every field, whose bank invoice has been paid (has_invoice).
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { PAYMENT_STATUS } from '../payment/rules'
import { paymentResource } from '../payment/resource'
import { COMPANY_REGISTER } from './vatnum'
import { BANK_METHOD_IDS, payerResource } from './resource'
import { ensureMainPayer } from './rules'

const DAY = 24 * 60 * 60 * 1000

export function seedPayers(ctx: Ctx, accountId: string): void {
  ensureMainPayer(ctx, accountId)
  const company = COMPANY_REGISTER[0]
  const bankMethod = BANK_METHOD_IDS[0]
  if (!company || !bankMethod) return
  const { vatnum, kpp, ogrn, country_legal, postcode_legal, city_legal, address_legal, director, job_title } = company
  const fields = { vatnum, kpp, ogrn, country_legal, postcode_legal, city_legal, address_legal, director, job_title }
  const at = ctx.now() - 20 * DAY
  const payer = {
    id: newId(),
    account_id: accountId,
    is_main: 0,
    payer_type: company.payer_type,
    name: company.name,
    fields: JSON.stringify({
      ...fields,
      person: director,
      country_physical: country_legal,
      postcode_physical: postcode_legal,
      city_physical: city_legal,
      address_physical: address_legal,
      bik: '044525225',
      bankname: 'ПАО Сбербанк',
      phone: '+7 (495) 500-55-50',
      delivery_method: 'edoc',
    }),
    created_in: isoAt(at),
  }
  insertRow(ctx, payerResource, payer)
  const paidAt = isoAt(at + 2 * DAY)
  insertRow(ctx, paymentResource, {
    id: newId(),
    account_id: accountId,
    amount_kop: 2_500_000,
    status: PAYMENT_STATUS.paid,
    method_id: bankMethod,
    payer_id: payer.id,
    type: null,
    return_url: null,
    promo_code: null,
    pay_datetime: paidAt,
    created_in: isoAt(at + DAY),
  })
}
