// 000 §4 Autopay/Payments outcomes: success, fail, pending, unknown, read from a payment's status (000 §4
// Payments: 4 paid; 7 fraudulent and 9 cancelled end without the money; 1, 2, 3, 8 are still under way).
export type PaymentOutcome = 'success' | 'fail' | 'pending' | 'unknown'

const BY_STATUS: Readonly<Record<number, PaymentOutcome>> = { 1: 'pending', 2: 'pending', 3: 'pending', 4: 'success', 7: 'fail', 8: 'pending', 9: 'fail' }

/** the outcome of a payment's status; a status with no outcome (refunds) or none at all is unknown */
export const outcomeOf = (status: number | undefined): PaymentOutcome => (status === undefined ? 'unknown' : (BY_STATUS[status] ?? 'unknown'))
