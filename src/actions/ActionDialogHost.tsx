// One open action dialog: the config's DialogConfig drawn by ui/'s ActionDialog (or ConfirmDialog when the action
// asks for confirmation only), its submit running the action flow (000 §4: preparing, form, processing, back to
// the form on failure, ready and closed after 1 s). The submit resolves with the flow's outcome, which the dialog
// machine takes as data; what happens after it closes is the runner's business, switching on that outcome.
import type { DialogOutput } from '../../engine/flow/dialogMachine'
import { registry } from '../../entities'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog'
import { useText } from '../../ui/i18n/translate'
import { entityKeys } from '../i18n/keys'
import type { ActionEnv } from './env'
import type { FlowDeps } from './flow'
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
  /** the form started from kept order data */
  preselected: boolean
}

export interface ActionDialogHostProps {
  dialog: OpenDialog
  env: ActionEnv
  deps: FlowDeps
  onEnd: (end: DialogEnd) => void
}

export function ActionDialogHost({ dialog, env, deps, onEnd }: ActionDialogHostProps) {
  const text = useText()
  const { kind, actionName, item } = dialog
  const form = useActionForm({ kind, actionName, item, related: dialog.related, answer: dialog.answer }, env, deps)
  const { action, input, verdict, preselected, pickers, validate } = form
  const name = registry.displayName(kind, item)
  const title = text(entityKeys.action(kind, actionName))

  const common = {
    title,
    submit: form.submit,
    submitLabel: title,
    available: verdict.enabled,
    ...(verdict.reason ? { unavailableReason: verdict.reason } : {}),
    initialValues: { ...answerDefaults(action.dialog?.fields ?? [], dialog.answer), ...preselected, ...(dialog.initialValues ?? {}) },
    input,
    onClose: (output: DialogOutput) => onEnd({ dialog, output, preselected: Object.keys(preselected).length > 0 }),
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
