// One open action dialog: the config's DialogConfig drawn by ui/'s ActionDialog (or ConfirmDialog when the action
// asks for confirmation only), its submit running the action flow (000 §4: preparing, form, processing, back to
// the form on failure, ready and closed after 1 s). The submit resolves with the flow's outcome, which the dialog
// machine takes as data; what happens after it closes is the runner's business, switching on that outcome.
import { useQuery } from '@tanstack/react-query'
import { callPath } from '../../engine/calls'
import type { DialogOutput } from '../../engine/flow/dialogMachine'
import { fieldsFromForm } from '../../engine/formFields'
import type { ActionInput, DialogConfig, FieldConfig } from '../../engine/types'
import { apiQueryOptions } from '../query/apiQuery'
import { registry } from '../../entities'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog'
import type { PickerOptions } from '../../ui/forms/FormField'
import { useText, entityKeys } from '../../ui/i18n/translate'
import type { ActionEnv } from './env'
import type { FlowDeps } from './flow'
import { usePickers } from './pickers'
import { useActionForm } from './useActionForm'
import { answerDefaults } from './answer'
import { DependentsList } from './DependentsList'

export interface OpenDialog {
  key: number
  kind: string
  actionName: string
  item: object
  related?: Record<string, object>
  /** values to start with (the order flow's preselected size) */
  initialValues?: Record<string, unknown>
  /** a text above the form (why the order flow opened) */
  notice?: string
  /** the answer of the action that opened this one (after.then) */
  answer?: Record<string, unknown>
}

export interface DialogEnd {
  dialog: OpenDialog
  /** cancelled, or the flow's outcome that closed the dialog */
  output: DialogOutput
}

export interface ActionDialogHostProps {
  dialog: OpenDialog
  env: ActionEnv
  deps: FlowDeps
  onEnd: (end: DialogEnd) => void
}

type ActionForm = ReturnType<typeof useActionForm>

export function ActionDialogHost(props: ActionDialogHostProps) {
  const fieldsFrom = registry.get(props.dialog.kind).actions[props.dialog.actionName]?.dialog?.fields_from
  if (fieldsFrom) return <DescribedDialogHost {...props} fieldsFrom={fieldsFrom} />
  return <DialogHost {...props} />
}

/** A dialog whose fields the API describes (DialogConfig.fields_from): drawn once the description and values are in. */
function DescribedDialogHost({ fieldsFrom, ...props }: ActionDialogHostProps & { fieldsFrom: NonNullable<DialogConfig['fields_from']> }) {
  const { item, related } = props.dialog
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(props.env.project ? { project: props.env.project } : {}) }
  const form = useQuery(apiQueryOptions<unknown>(callPath(fieldsFrom.form, input)))
  const values = useQuery({ ...apiQueryOptions<unknown>(fieldsFrom.values ? callPath(fieldsFrom.values, input) : ''), enabled: fieldsFrom.values !== undefined, staleTime: 0 })
  const loading = form.isPending || (fieldsFrom.values !== undefined && values.isPending)
  const failed = form.isError || values.isError
  if (loading && !failed) return null
  return <DialogHost {...props} describedFields={failed ? [] : fieldsFromForm(form.data, values.data)} />
}

function DialogHost({ dialog, env, deps, onEnd, describedFields }: ActionDialogHostProps & { describedFields?: readonly FieldConfig[] }) {
  const form = useActionForm({ kind: dialog.kind, actionName: dialog.actionName, item: dialog.item, related: dialog.related, answer: dialog.answer, describedFields }, env, deps)
  // the pickers' lists are asked for only by a dialog that has entity_picker fields
  const picks = form.action.dialog?.fields.some((field) => field.kind === 'entity_picker') === true
  return picks ? <DialogWithPickers dialog={dialog} env={env} form={form} onEnd={onEnd} /> : <FormDialog dialog={dialog} form={form} onEnd={onEnd} />
}

function DialogWithPickers({ dialog, env, form, onEnd }: { dialog: OpenDialog; env: ActionEnv; form: ActionForm; onEnd: (end: DialogEnd) => void }) {
  const pickers = usePickers(dialog.kind, form.action.dialog, env)
  return <FormDialog dialog={dialog} form={form} onEnd={onEnd} {...(pickers ? { pickers } : {})} />
}

interface FormDialogProps {
  dialog: OpenDialog
  form: ActionForm
  onEnd: (end: DialogEnd) => void
  pickers?: Record<string, PickerOptions>
}

function FormDialog({ dialog, form, onEnd, pickers }: FormDialogProps) {
  const text = useText()
  const { kind, actionName, item } = dialog
  const { action, input, verdict, preselected, validate } = form
  const name = registry.displayName(kind, item)
  const title = text(entityKeys.action(kind, actionName))

  const common = {
    title,
    submit: form.submit,
    submitLabel: title,
    available: verdict.enabled,
    ...(verdict.reason ? { unavailableReason: verdict.reason } : {}),
    initialValues: { ...(dialog.answer ? answerDefaults(action.dialog?.fields ?? [], dialog.answer) : {}), ...preselected, ...(dialog.initialValues ?? {}) },
    input,
    onClose: (output: DialogOutput) => onEnd({ dialog, output }),
    // a next step offers what only the previous call's answer holds: it closes by its buttons or Escape alone
    ...(dialog.answer ? { closeOnInteractOutside: false } : {}),
  }

  // what the action is about to do (a delete: what is lost), above the fields too when it has them; a confirmation
  // without a text of its own asks the generic question
  const warning = text(`console.action.confirm.${kind}.${actionName}`, { params: { name }, fallback: '' }) || undefined
  const said = dialog.notice ?? warning ?? (action.dialog ? undefined : text('console.action.confirm.generic', { params: { action: title, name } }))
  // what depends on the item and would break (ActionConfig.dependents), under what the action does
  const dependents = action.dependents?.length ? <DependentsList kind={kind} item={item} relations={action.dependents} /> : undefined
  const description = dependents ? (
    <>
      {said}
      {dependents}
    </>
  ) : (
    said
  )
  if (!action.dialog) return <ConfirmDialog {...common} description={description} />
  return (
    <ActionDialog
      {...common}
      dialog={action.dialog}
      itemName={name}
      {...(description ? { description } : {})}
      {...(pickers ? { pickers } : {})}
      {...(validate ? { validate } : {})}
      price={form.price}
    />
  )
}
