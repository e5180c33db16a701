// Preselected order data (000 §4 Volume: "If extend fails, the requested size is kept as preselected order data
// and the order flow opens (data expires after 24 hours)"). Kept in localStorage, so the order form finds it
// also when opened later within the 24 hours; expired data is dropped when read.
import type { OrderFlowData } from '../../engine/flow/actionMachine'

export const ORDER_DATA_STORAGE_KEY = 'console-order-data'

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

export function saveOrderData(order: OrderFlowData): void {
  storage()?.setItem(ORDER_DATA_STORAGE_KEY, JSON.stringify(order))
}

/** The kept order data of a kind, if it has not expired. */
export function readOrderData(kind: string, now: number = Date.now()): OrderFlowData | undefined {
  const store = storage()
  const raw = store?.getItem(ORDER_DATA_STORAGE_KEY)
  if (!raw) return undefined
  try {
    const order = JSON.parse(raw) as OrderFlowData
    if (typeof order.expires_at !== 'number' || order.expires_at <= now) {
      store?.removeItem(ORDER_DATA_STORAGE_KEY)
      return undefined
    }
    return order.kind === kind ? order : undefined
  } catch {
    store?.removeItem(ORDER_DATA_STORAGE_KEY)
    return undefined
  }
}

export function clearOrderData(): void {
  storage()?.removeItem(ORDER_DATA_STORAGE_KEY)
}

/**
 * Where the order flow of a failed action goes: the collection action that orders anew, and the order form's
 * values from the kept data (extend's new_size is the new volume's size).
 */
export const ORDER_FLOWS: Readonly<Record<string, { action: string; values: (data: Record<string, unknown>) => Record<string, unknown> }>> = {
  'volume.extend': { action: 'create', values: (data) => (data.new_size === undefined ? {} : { size: data.new_size }) },
}

/** The order form's preselected values for a kind's collection action, from data kept within 24 hours. */
export function preselectedValues(kind: string, action: string, now: number = Date.now()): Record<string, unknown> {
  const order = readOrderData(kind, now)
  if (!order) return {}
  const flow = ORDER_FLOWS[`${order.kind}.${order.action}`]
  return flow && flow.action === action ? flow.values(order.data) : {}
}
