// Form values → the API's request body ("submit converts to the API shape", STYLE.md). The dialog's fields say
// what each value is; an action's `payload` adds the values it always sends, `payload_from` those it reads from
// the context (a server's attach_floatingip sends the server's id).
import { GROUP_SEPARATOR, isDisplayField, isFieldShown } from '../../engine/fieldKinds'
import { valueAt } from '../../engine/predicates'
import type { ActionConfig, EvalContext, FieldConfig } from '../../engine/types'

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
