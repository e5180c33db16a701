// Preselected order data (000 §4 Volume: "If extend fails, the requested size is kept as preselected order data
// and the order flow opens (data expires after 24 hours)"). Kept in localStorage, so the order form finds it
// also when opened later within the 24 hours; expired data is dropped when read. This module is the only one that
// writes, reads or clears it, from the outcome of an action form's submit (useActionForm): what a failed action
// requested (the flow's order_flow outcome) is kept, and cleared once an order is placed with it; the order form
// reads it to preselect its values.
import { TIMINGS } from '../../contract/constants'
import type { ActionFlowOutput, OrderFlowRequest } from '../../engine/flow/actionMachine'
import type { ActionConfig, EntityConfig } from '../../engine/types'

type OrderFlow = NonNullable<ActionConfig['order_flow']>

/** What is kept: the failed action's request, and when it stops counting. */
export interface OrderFlowData extends OrderFlowRequest {
  /** ms since the epoch: kept + TIMINGS.order_data_ttl_hours */
  expires_at: number
}

export const ORDER_DATA_STORAGE_KEY = 'console-order-data'

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

/** Keeps a failed action's request for the order flow, 24 hours from now (000 §4). */
function saveOrderData(order: OrderFlowRequest, now: number = Date.now()): OrderFlowData {
  const kept: OrderFlowData = { ...order, expires_at: now + TIMINGS.order_data_ttl_hours * 3_600_000 }
  storage()?.setItem(ORDER_DATA_STORAGE_KEY, JSON.stringify(kept))
  return kept
}

/** The kept order data of a kind, if it has not expired. */
function readOrderData(kind: string, now: number = Date.now()): OrderFlowData | undefined {
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

/**
 * What a submit's outcome does to the kept data: a failed action's request is kept for its order flow; an order
 * placed from kept data uses it up.
 */
export function keepOrderData(outcome: ActionFlowOutput, placedFromKept: boolean, now: number = Date.now()): void {
  if (outcome.kind === 'order_flow') saveOrderData(outcome.order, now)
  else if (outcome.kind === 'done' && placedFromKept) storage()?.removeItem(ORDER_DATA_STORAGE_KEY)
}

/** The order form's values from the kept payload, as the failed action's `order_flow` maps them (size ← new_size). */
export function orderFlowValues(flow: OrderFlow, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(flow.values).flatMap(([field, from]) => (data[from] === undefined ? [] : [[field, data[from]]])))
}

/** The order form's preselected values for a kind's collection action, from data kept within 24 hours. */
export function preselectedValues(config: EntityConfig, action: string, now: number = Date.now()): Record<string, unknown> {
  const order = readOrderData(config.kind, now)
  if (!order) return {}
  const flow = config.actions[order.action]?.order_flow
  return flow && flow.action === action ? orderFlowValues(flow, order.data) : {}
}
