// The payment methods the emulator offers (000 §3 Payment: payment_method (name, intname, module, need_payer,
// orderpriority, min_value); "a built-in online-bank method is added with id 9999 and min_value 0"; 000 §4:
// bank modules pmruwire, pmwire, QR module qr_sbp; 000 §5: "minimum top-up amount N roubles"). The spec gives no
// minimum of the other methods: these are the emulator's, answered by GET /payment-methods, so the console reads
// them from there and never writes them twice.
import { MONEY, PAYMENT } from '../../../contract/constants'

export interface PaymentMethodRow {
  id: string
  name: string
  intname: string
  module: string
  need_payer: boolean
  orderpriority: number
  /** the minimum top-up in kopecks */
  min_kop: number
}

export const CARD_MODULE = 'card'
export const ONLINE_BANK_MODULE = 'online_bank'

export const PAYMENT_METHODS: readonly PaymentMethodRow[] = [
  { id: '1', name: 'Bank card', intname: 'card', module: CARD_MODULE, need_payer: false, orderpriority: 1, min_kop: 10_000 },
  { id: '2', name: 'SBP QR code', intname: 'qr', module: PAYMENT.qr_module, need_payer: false, orderpriority: 2, min_kop: 1_000 },
  { id: '3', name: 'Bank invoice', intname: 'invoice', module: PAYMENT.bank_modules[0], need_payer: true, orderpriority: 3, min_kop: 100_000 },
  { id: String(MONEY.online_bank_method_id), name: 'Online bank', intname: 'online_bank', module: ONLINE_BANK_MODULE, need_payer: false, orderpriority: 4, min_kop: 0 },
]

export const methodById = (id: string): PaymentMethodRow | undefined => PAYMENT_METHODS.find((method) => method.id === id)

export const presentMethod = (method: PaymentMethodRow) => ({
  id: method.id,
  name: method.name,
  intname: method.intname,
  module: method.module,
  need_payer: method.need_payer,
  orderpriority: method.orderpriority,
  min_value: method.min_kop / 100,
})
