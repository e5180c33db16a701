// The calls of the finance pages (the emulator's, in the spec's field names: 001 §7 lists no finance calls).
import type { Balance, Payment } from '../../../generated/types/index.js'
import type { ListResponse } from '../../api/types'
import { useApiQuery } from '../../query/hooks'
import { useBalance } from '../../shell/useBalance'

export const FINANCE_ENDPOINTS = {
  operations: '/finance/operations',
  consumption: '/consumption',
  methods: '/payment-methods',
  payments: '/payments',
  one_payment: '/payments/{id}',
  grant: '/payments/grant',
} as const

/** 000 §3: financeoperation, the group of payment and expense */
export interface Operation {
  id: string
  /** the kind of operation: a payment or an expense (the texts' key console.finance.operation.<it>) */
  operation: string
  date: string
  amount: number
  status?: Payment['status']
}

/** 000 §3 Consumption, per resource */
export interface ResourceCost {
  entity: string
  id: string
  name: string
  project_id: string
  amount: number
  amount_active: number
  cost: { hour: number; month: number }
}

export type PaymentMethod = NonNullable<Payment['payment_method']>
export type { Balance, Payment }

export const useOperations = (month?: string) => useApiQuery<ListResponse<Operation>>(FINANCE_ENDPOINTS.operations, month ? { month } : {})
export const useConsumption = () => useApiQuery<ListResponse<ResourceCost>>(FINANCE_ENDPOINTS.consumption)
export const usePaymentMethods = () => useApiQuery<ListResponse<PaymentMethod>>(FINANCE_ENDPOINTS.methods)
export const usePayment = (id: string | undefined) => useApiQuery<Payment>(FINANCE_ENDPOINTS.one_payment, { id: id ?? '' }, { enabled: id !== undefined })
export { useBalance }
