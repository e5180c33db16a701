// The payload is checked against its request schema (ActionConfig.request, schemas/requests) before it is sent:
// the precompiled validators of generated/validators, their failures mapped to the dialog's fields.
import type { ErrorObject } from 'ajv'
import { ApiError, type ApiFieldError, normalizeError } from '../../engine/errors/http'
import { newIdempotencyKey } from '../api/client'
import { GROUP_SEPARATOR, requestBody, contextOf, isDisplayField, isFieldShown } from '../../engine/evaluate'
import { REQUEST_VALIDATORS } from '../../generated/validators/requests'
import type { Validator } from '../../generated/validators/index.js'
import { useState } from 'react'
import { CURRENCY } from '../../contract/constants'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { orderPrice } from '../../engine/verification'
import type { ActionConfig, ActionInput, FieldConfig, EvalContext } from '../../engine/types'
import { registry } from '../../entities/index'
import { useText } from '../../ui/i18n/translate'
import type { ActionEnv } from './ActionRunner'
import { runFlow, type FlowDeps, keepOrderData, preselectedValues } from './flow'
import { answerContext, answerOf } from './answer'
import { saveDownload } from './download'
import { valueAt } from '../../engine/compile'

/** The validator of a request schema, by the title an action's `request` names (tests/contract: every one exists). */
export function requestValidator(title: string): Validator<unknown> {
  const validator = REQUEST_VALIDATORS[title]
  if (!validator) throw new Error(`No validator for the request schema ${title}`)
  return validator
}

/** What a failure says, as an i18n key with its parameters (the caller translates it). */
export interface RequestProblem {
  /** the payload field, dot-separated (the dialog field of that name) */
  path: string
  key: string
  params?: Record<string, unknown>
}

export type Translate = (key: string, params?: Record<string, unknown>) => string

function problemOf(error: ErrorObject): Omit<RequestProblem, 'path'> {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' }
    case 'minimum':
      return { key: 'validation.min_value', params: { min: params.limit } }
    case 'maximum':
      return { key: 'validation.max_value', params: { max: params.limit } }
    case 'multipleOf':
      return { key: 'ui.validation.step', params: { step: params.multipleOf } }
    case 'minLength':
      return params.limit === 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { count: params.limit } }
    case 'maxLength':
      return { key: 'validation.max_length', params: { count: params.limit } }
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? { key: 'validation.numeric' } : { key: 'error.validation' }
    case 'pattern':
      return { key: 'console.action.validation.name_pattern' }
    case 'enum':
    case 'const':
    case 'additionalProperties':
      return { key: 'ui.validation.not_allowed' }
    default:
      return { key: 'error.validation' }
  }
}

/** The field an ajv failure is about: the property of /name, or the missing (or extra) one. */
function pathOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') return String(params.missingProperty ?? '')
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty ?? '')
  return error.instancePath.replace(/^\//, '').split('/').join('.')
}

/** The payload's failures against its request schema (empty when it is valid). */
export function requestProblems(title: string, payload: unknown): RequestProblem[] {
  const validator = requestValidator(title)
  if (validator(payload)) return []
  return (validator.errors ?? []).map((error) => ({ path: pathOf(error), ...problemOf(error) }))
}

/** The form field a failure's path names among `fields`: itself, a grouped field (healthmonitor/timeout), or its holder (rules.0.address_id: rules). */
function fieldNamed(path: string, fields: readonly string[]): string {
  const grouped = path.split('.').join(GROUP_SEPARATOR)
  const holder = path.split('.')[0] ?? path
  return fields.includes(path) ? path : fields.includes(grouped) ? grouped : fields.includes(holder) ? holder : path
}

/** The failures as the dialog's form takes them: field (among `fields`, when given) → translated message, the first one per field. */
export function requestMessages(title: string | undefined, payload: unknown, translate: Translate, fields: readonly string[] = []): Record<string, string> {
  if (title === undefined) return {}
  const messages: Record<string, string> = {}
  for (const problem of requestProblems(title, payload)) messages[fieldNamed(problem.path, fields)] ??= translate(problem.key, problem.params)
  return messages
}

/**
 * Throws when the payload does not match its request schema, in the shape of the API's own 400
 * ({ errors: [{ path, message }] }) so the dialog shows each message on its field; nothing is sent.
 */
export function assertRequest(title: string | undefined, payload: unknown, translate: Translate): void {
  if (title === undefined) return
  const problems = requestProblems(title, payload)
  if (problems.length === 0) return
  const errors: ApiFieldError[] = problems.map((problem) => ({ path: problem.path, message: translate(problem.key, problem.params) }))
  throw new ApiError(400, { errors }, 'The request does not match its schema')
}

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
