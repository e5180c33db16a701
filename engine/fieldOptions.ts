// The options of a select whose choices an API call answers (FieldConfig.options_from): the DBaaS order's datastores
// and their flavors (001 §7 GET /projects/{id}/dbaas/datastores), not fixed in the config.
import type { FieldConfig, Json } from './types'

export interface AnsweredOption {
  value: Json
  /** the i18n key of its label, with the entry's fields as params */
  label: string
  params: Record<string, string | number>
}

type Entry = Record<string, Json>
const isEntry = (value: unknown): value is Entry => value !== null && typeof value === 'object' && !Array.isArray(value)
const entriesAt = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isEntry) : [])
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

function valueOf(entry: Entry, value: NonNullable<FieldConfig['options_from']>['value']): Json | undefined {
  if (typeof value === 'string') return entry[value]
  const parts = value.map((name) => [name, entry[name]] as const)
  return parts.every(([, part]) => part !== undefined) ? (Object.fromEntries(parts) as Entry) : undefined
}

const paramsOf = (entry: Entry): Record<string, string | number> =>
  Object.fromEntries(Object.entries(entry).filter((pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number'))

/**
 * The entries of the answer's list (`list`, default `result`); with `within`, the list at `within.list` of the entry
 * whose own value is the form's `within.field` value (the chosen datastore's flavors). Entries without a value go.
 */
export function optionsFromAnswer(field: Pick<FieldConfig, 'options_from'>, answer: unknown, values: Record<string, unknown>): AnsweredOption[] {
  const source = field.options_from
  if (!source || !isEntry(answer)) return []
  let entries = entriesAt(answer[source.list ?? 'result'])
  if (source.within) {
    const within = source.within
    const owner = entries.find((entry) => same(entry[within.value], values[within.field]))
    entries = owner ? entriesAt(owner[within.list]) : []
  }
  return entries.flatMap((entry) => {
    const value = valueOf(entry, source.value)
    return value === undefined ? [] : [{ value, label: source.label, params: paramsOf(entry) }]
  })
}
