// The API path of an action's call (ActionConfig.call.path), filled from the context and the submitted form.
//
// A placeholder is a name in braces. The forms:
//   {id}                 item.id (the entity the item action acts on)
//   {project_id}         project.id (the current project; collection actions such as create)
//   {item.<path>}        a field of the item: {item.keypair_id} (DELETE /keypairs/{keypair_id}, 001 §7)
//   {related.<path>}     a field of a related entity: {related.balancer.id} for a rule's create, which runs on the
//                        owner balancer (item is {} for a collection action, DESIGN)
//   {project.<path>}, {account.<path>}   any other context path (valueAt)
//   {payload.<path>}     a value of the submitted form: {payload.address_id}, the address chosen in the dialog
// A value must be a non-empty string or a finite number; anything else (missing, null, '', an object) throws, since
// a call with a hole in its path would reach the wrong resource. Each value is URL-encoded as one path segment.
import { contextOf } from './evaluate'
import { valueAt } from './predicates'
import type { ActionInput, InputPath } from './types'

const PLACEHOLDER = /\{([^{}]*)\}/g

/** The context roots a placeholder path may start with (InputPath roots, plus the form's payload). */
const CONTEXT_ROOTS = ['item', 'related', 'project', 'account'] as const
const PAYLOAD = 'payload'

/** The placeholders of a template, in order: `/a/{id}/b/{payload.x}` → ['id', 'payload.x']. */
export function callPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}

/** The context path (or payload path) a placeholder stands for; undefined for a form the engine does not know. */
export function placeholderPath(placeholder: string): { source: 'context'; path: InputPath } | { source: 'payload'; path: string } | undefined {
  if (placeholder === 'id') return { source: 'context', path: 'item.id' }
  if (placeholder === 'project_id') return { source: 'context', path: 'project.id' }
  const [root, ...rest] = placeholder.split('.')
  if (rest.length === 0 || rest.some((key) => key === '' || /\s/.test(key))) return undefined
  if (root === PAYLOAD) return { source: 'payload', path: rest.join('.') }
  if ((CONTEXT_ROOTS as readonly string[]).includes(root ?? '')) return { source: 'context', path: placeholder }
  return undefined
}

function payloadValue(payload: Record<string, unknown>, path: string): unknown {
  let value: unknown = payload
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * Fills every placeholder of a call path template. Throws on an unknown placeholder form and on a value that is
 * missing, null, empty or not a string or number.
 */
export function callPath(template: string, input: ActionInput, payload: Record<string, unknown> = {}): string {
  const context = contextOf(input)
  return template.replace(PLACEHOLDER, (_whole, placeholder: string) => {
    const where = placeholderPath(placeholder)
    if (!where) throw new Error(`Call path ${template}: unknown placeholder {${placeholder}}`)
    const value = where.source === 'payload' ? payloadValue(payload, where.path) : valueAt(context, where.path)
    const usable = (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))
    if (!usable) throw new Error(`Call path ${template}: {${placeholder}} has no value (${value === '' ? 'empty' : String(value)})`)
    return encodeURIComponent(String(value))
  })
}

/** The request body: the payload without the values the call's path takes (`{payload.floatingip_id}`). */
export function requestBody(template: string, payload: Record<string, unknown>): Record<string, unknown> {
  const inPath = new Set(callPlaceholders(template).flatMap((placeholder) => (placeholder.startsWith('payload.') ? [placeholder.slice('payload.'.length).split('.')[0] ?? ''] : [])))
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !inPath.has(name)))
}
