// An action's form: what it opens with, its submit running the action flow (flow.ts), its values turned into the
// API's request body, and the order data a failed action keeps for its order flow (000 §4).
import { normalizeError } from '../../engine/errors/http'
import { newIdempotencyKey } from '../api/client'
import { GROUP_SEPARATOR, requestBody, contextOf, isDisplayField, isFieldShown, valueAt } from '../../engine/evaluate'
import { useEffect, useState } from 'react'
import { CURRENCY, TIMINGS } from '../../contract/constants'
import type { ActionFlowOutput, OrderFlowRequest } from '../../engine/flow/actionMachine'
import { orderPrice } from '../../engine/verification'
import type { ActionConfig, ActionInput, EntityConfig, FieldConfig, EvalContext } from '../../engine/types'
import { registry } from '../../entities/index'
import { useText } from '../../ui/i18n/translate'
import type { ActionEnv } from './ActionRunner'
import { requestMessages, requestValidator, runFlow, type FlowDeps } from './flow'
import { answerContext, answerOf } from './answer'
import { saveDownload } from './download'

// What an action's form needs from the app, for a dialog (ActionDialogHost) and an order page alike: the verdict
// when it opened, the kept order data, the submit that runs the action flow, the request
// validator and the price of what the values order.
export interface ActionFormTarget {
  kind: string
  actionName: string
  item: object
  related?: Record<string, object> | undefined
  /** the answer of the action that opened this one (after.then) */
  answer?: Record<string, unknown> | undefined
  /** fields the API described (DialogConfig.fields_from), drawn and sent after the config's own */
  describedFields?: readonly FieldConfig[] | undefined
}

export function useActionForm({ kind, actionName, item, related, answer, describedFields }: ActionFormTarget, env: ActionEnv, deps: FlowDeps) {
  const text = useText()
  const config = registry.get(kind)
  const configured = config.actions[actionName]
  if (!configured) throw new Error(`Action ${actionName} not found for entity ${kind}`)
  const action = withDescribedFields(configured, describedFields)
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
  // the verdict when the form opened: OK stays disabled if the action was not available (000 §5)
  const [verdict] = useState(() => registry.evaluateAction(kind, actionName, input))
  // 000 §4: a kept order (a failed extend's size) preselects the order form for 24 hours
  const [preselected] = useState(() => (action.scope === 'collection' ? preselectedValues(config, actionName) : {}))
  const [retry] = useState(orderRetry)
  const translate = (key: string, params?: Record<string, unknown>) => text(key, params ? { params } : {})
  const payloadOf = (values: Record<string, unknown>) => apiPayload(action, values, contextOf(input))
  const request = action.request
  // the request schema's validator (its own module) loads while the form is filled in, not at the first check
  useEffect(() => {
    if (request) requestValidator(request).catch(() => undefined)
  }, [request])

  const submit = async ({ values }: { values: Record<string, unknown> }): Promise<ActionFlowOutput> => {
    const payload = payloadOf(values)
    const result = await runFlow(
      { ...deps, idempotencyKey: retry.keyFor(payload) },
      {
        kind,
        actionName,
        action,
        item,
        payload,
        ...(related ? { related } : {}),
        ...(env.project ? { project: env.project } : {}),
        account: env.account,
      },
    )
    retry.settled(result)
    keepOrderData(result, Object.keys(preselected).length > 0)
    // a file to save: from the call's answer, else from the answer of the action that opened this one
    if (result.kind === 'done' && action.download) await saveDownload(action.download, { ...contextOf(input), ...answerContext(answerOf(result.result) ?? answer) })
    return result
  }

  const fieldNames = (action.dialog?.fields ?? []).map((field) => field.name)
  return {
    config,
    action,
    input,
    verdict,
    preselected,
    submit,
    validate: request ? (values: Record<string, unknown>) => requestMessages(request, requestBody(action.call?.path ?? '', payloadOf(values)), translate, fieldNames) : undefined,
    // undefined while the price list loads; null when the values cannot be priced (a field empty or refused)
    price: (values: Record<string, unknown>) => {
      const prices = env.projectData?.prices
      if (!prices) return undefined
      const price = orderPrice(config, actionName, payloadOf(values), input, prices, registry.get)
      return price ? { ...price, currency: CURRENCY } : null
    },
  }
}

/**
 * Issue 14 item 7: an order tried again is made once. After a network failure or a 5xx (the first try may have
 * reached the API), OK with the same values sends the same Idempotency-Key, so the API answers the first try's
 * result if it made it; other values, or a try after any other answer, are a new order with a new key.
 */
export function orderRetry() {
  let tried: { payload: string; key: string } | undefined
  return {
    /** the key of this try: the last try's when it sent the same and may have reached the API */
    keyFor(payload: Record<string, unknown>): string {
      const sent = JSON.stringify(payload)
      tried = tried?.payload === sent ? tried : { payload: sent, key: newIdempotencyKey() }
      return tried.key
    },
    /** what the try ended with: only a failure after which the order may exist keeps its key */
    settled(result: ActionFlowOutput): void {
      if (!(result.kind === 'failed' && mayHaveReached(result.error))) tried = undefined
    },
  }
}

/** a failure after which the API may have made the order: no answer came, or a 5xx */
function mayHaveReached(error: unknown): boolean {
  const normalized = normalizeError(error)
  return normalized.network || (normalized.http_status !== undefined && normalized.http_status >= 500)
}

/** the action with the fields the API described after its dialog's own (they are drawn, checked and sent alike) */
function withDescribedFields(action: ActionConfig, described: readonly FieldConfig[] | undefined): ActionConfig {
  if (!described || described.length === 0 || !action.dialog) return action
  return { ...action, dialog: { ...action.dialog, fields: [...action.dialog.fields, ...described] } }
}

// Form values → the API's request body ("submit converts to the API shape", STYLE.md). The dialog's fields say
// what each value is; an action's `payload` adds the values it always sends, `payload_from` those it reads from
// the context (a server's attach_floatingip sends the server's id).
const NUMERIC = new Set<FieldConfig['kind']>(['number', 'size'])
const TEXT = new Set<FieldConfig['kind']>(['name', 'text', 'textarea'])

function valueOf(field: FieldConfig, value: unknown): unknown {
  // 001 §5: a size typed in megabytes is sent times its factor (1048576), a whole number
  if (NUMERIC.has(field.kind) && field.factor !== undefined && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))))
    return Math.round(Number(value) * field.factor)
  // a list typed as text: its entries, one a line or comma-separated (a router's private networks)
  if (field.list && TEXT.has(field.kind) && typeof value === 'string')
    return value
      .split(/[\n,]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
  if (NUMERIC.has(field.kind) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  // 000 §5 "IP list comma-separated": sent as the list of its IPs
  if (field.format === 'ip_list' && typeof value === 'string')
    return value
      .split(',')
      .map((ip) => ip.trim())
      .filter((ip) => ip !== '')
  if (TEXT.has(field.kind) && typeof value === 'string') return value.trim()
  if (field.kind === 'checkbox') return value === true
  return value
}

/**
 * The request body of an action from its dialog's values: one property per field, numbers as numbers, texts
 * trimmed; an optional field left empty is not sent (or sent as null when the field says so); a confirm_name field only
 * confirms and is never sent; a widget's value (a list of disks, an address's options) is sent as it is, or spread when
 * the field says so; a field shown only for some values of another (shown_when) is sent only while shown; `group/name`
 * goes into group.
 * A value that does not fit (a word in a size) is sent as it is, for the request validator to name.
 */
export function apiPayload(action: ActionConfig, values: Record<string, unknown>, context?: EvalContext): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const field of action.dialog?.fields ?? []) {
    if (field.kind === 'confirm_name' || isDisplayField(field) || !isFieldShown(field, values, context)) continue
    const value = values[field.name]
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      // 001 §5: unlimited objects are sent as null
      if (field.empty_as_null) payload[field.name] = null
      continue
    }
    const [group, name] = field.name.split(GROUP_SEPARATOR)
    // a widget's object value may stand for several payload fields (an image or a recipe: { recipe_id })
    if (field.spread && typeof value === 'object' && !Array.isArray(value)) Object.assign(payload, value)
    else if (group !== undefined && name !== undefined) payload[group] = { ...(payload[group] as Record<string, unknown> | undefined), [name]: valueOf(field, value) }
    else payload[field.name] = valueOf(field, value)
  }
  const fromContext = context ? Object.fromEntries(Object.entries(action.payload_from ?? {}).map(([name, path]) => [name, valueAt(context, path)])) : {}
  return { ...payload, ...(action.payload ?? {}), ...fromContext }
}

/**
 * The form values a request body was made from (apiPayload the other way): a basket keeps what an order form sent
 * (000 §3 Cart options) and edits it with that form again. A spread field takes the body's properties no other
 * field names; `group/name` reads group.name; a size with a factor is shown divided by it; a list as its lines.
 */
export function formValuesOf(action: ActionConfig, body: Record<string, unknown>): Record<string, unknown> {
  const fields = (action.dialog?.fields ?? []).filter((field) => field.kind !== 'confirm_name' && !isDisplayField(field))
  const named = new Set(fields.map((field) => field.name.split(GROUP_SEPARATOR)[0]))
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const [group, name] = field.name.split(GROUP_SEPARATOR)
    if (field.spread) {
      const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !named.has(key) && !(key in (action.payload ?? {}))))
      if (Object.keys(rest).length > 0) values[field.name] = rest
      continue
    }
    const value = group !== undefined && name !== undefined ? (body[group] as Record<string, unknown> | undefined)?.[name] : body[field.name]
    if (value === undefined) continue
    if (NUMERIC.has(field.kind) && field.factor !== undefined && typeof value === 'number') values[field.name] = value / field.factor
    else if (field.list && TEXT.has(field.kind) && Array.isArray(value)) values[field.name] = value.join('\n')
    else if (field.format === 'ip_list' && Array.isArray(value)) values[field.name] = value.join(', ')
    else values[field.name] = value
  }
  return values
}

// Preselected order data (000 §4 Volume: "If extend fails, the requested size is kept as preselected order data
// and the order flow opens (data expires after 24 hours)"). Kept in localStorage, so the order form finds it
// also when opened later within the 24 hours; expired data is dropped when read. This module is the only one that
// writes, reads or clears it, from the outcome of an action form's submit (useActionForm above): what a failed action
// requested (the flow's order_flow outcome) is kept, and cleared once an order is placed with it; the order form
// reads it to preselect its values.
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
