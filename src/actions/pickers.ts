// Options of the entity_picker fields of a dialog (FieldConfig.picker): the picked kind's list in the current
// project with the picker's filters, every page of it (a project with more servers than one page still offers them
// all), narrowed to the entities the action can use. A candidate of a kind that
// has an `attach_<kind>` action (server.attach_volume for a volume's attach) is offered only when that action
// is enabled for it: "only those the volume can attach to".
import { useQueries } from '@tanstack/react-query'
import type { DialogConfig, FieldConfig } from '../../engine/types'
import { registry } from '../../entities'
import type { PickerOptions } from '../../ui/forms/FormField'
import { entityEndpoints, apiAllOptions, apiQueryOptions } from '../query/apiQuery'
import type { ActionEnv } from './ActionRunner'

type Item = Record<string, unknown>

function pickerFields(dialog: DialogConfig | undefined): (FieldConfig & { picker: NonNullable<FieldConfig['picker']> })[] {
  return (dialog?.fields ?? []).filter((field): field is FieldConfig & { picker: NonNullable<FieldConfig['picker']> } => field.kind === 'entity_picker' && field.picker !== undefined)
}

/** Whether a candidate of the picked kind may be chosen for an action of `kind`. */
export function pickable(kind: string, pickedKind: string, candidate: Item, env: Pick<ActionEnv, 'project' | 'account'>): boolean {
  const counterpart = `attach_${kind}`
  if (!registry.has(pickedKind) || !registry.actions(pickedKind).includes(counterpart)) return true
  const input = { item: candidate, ...(env.project ? { project: env.project } : {}), account: env.account }
  return registry.evaluateAction(pickedKind, counterpart, input).enabled
}

const nameOf = (kind: string, item: Item): string => registry.displayName(kind, item) || String(item.id)

/** FieldConfig.picker.each: the entries of an array field of an item (a server's internal addresses), named after it */
export function entryOptions(kind: string, item: Item, each: NonNullable<FieldConfig['picker']>['each']): { value: string; label: string }[] {
  const entries = each ? item[each.list] : undefined
  if (!each || !Array.isArray(entries)) return []
  return entries.flatMap((entry: Record<string, unknown> | null) => {
    const value = entry?.[each.value]
    return typeof value === 'string' || typeof value === 'number' ? [{ value: String(value), label: `${nameOf(kind, item)} — ${String(entry?.[each.label] ?? value)}` }] : []
  })
}

type AnsweredField = FieldConfig & { options_from: NonNullable<FieldConfig['options_from']> }

/** selects whose options an API call answers (FieldConfig.options_from: the DBaaS order's datastores and flavors) */
function answeredFields(dialog: DialogConfig | undefined): AnsweredField[] {
  return (dialog?.fields ?? []).filter((field): field is AnsweredField => field.kind === 'select' && field.options_from !== undefined)
}

export function usePickers(kind: string, dialog: DialogConfig | undefined, env: ActionEnv): Record<string, PickerOptions> | undefined {
  const fields = pickerFields(dialog)
  const answered = answeredFields(dialog)
  const projectId = env.project?.id
  const queries = useQueries({
    queries: fields.map((field) => {
      const endpoint = entityEndpoints(field.picker.kind)?.lists[0] ?? `/unknown/${field.picker.kind}`
      const params = { ...(projectId ? { project_id: projectId } : {}), ...(field.picker.filter as Record<string, string | number | boolean> | undefined) }
      return { ...apiAllOptions<Item>(endpoint, params), enabled: projectId !== undefined && entityEndpoints(field.picker.kind) !== undefined }
    }),
  })
  const answers = useQueries({
    queries: answered.map((field) => ({ ...apiQueryOptions<unknown>(field.options_from.path, projectId ? { project_id: projectId } : {}), enabled: projectId !== undefined })),
  })
  if (fields.length === 0 && answered.length === 0) return undefined
  const pickers: Record<string, PickerOptions> = {}
  answered.forEach((field, index) => {
    const query = answers[index]
    pickers[field.name] = { options: [], loading: query?.isPending === true && query.fetchStatus !== 'idle', answer: query?.data }
  })
  fields.forEach((field, index) => {
    const query = queries[index]
    const items = query?.data?.result ?? []
    const usable = items.filter((candidate) => pickable(kind, field.picker.kind, candidate, env))
    pickers[field.name] = {
      loading: query?.isPending === true && query.fetchStatus !== 'idle',
      options: field.picker.each
        ? usable.flatMap((candidate) => entryOptions(field.picker.kind, candidate, field.picker.each))
        : usable.map((candidate) => ({ value: String(candidate.id), label: nameOf(field.picker.kind, candidate) })),
    }
  })
  return pickers
}
