// An action dialog that runs its own dialog machine: the app passes what the action does (submit: the action flow,
// resolving with its outcome; the machine closes on the silent ends and takes failures back to the form) and what
// the form is (DialogConfig). To drive it from an actor of your own, use ActionDialogView.
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import type { DialogPrepareOutput, DialogSubmitInput, ReportErrorParams } from '../../engine/flow/dialogMachine'
import type { DialogConfig } from '../../engine/types'
import { useText } from '../i18n/translate'
import { ActionDialogView, type ActionDialogViewProps } from './ActionDialogView'
import { useDialogActor } from './useDialogActor'

export interface ActionDialogProps extends Omit<ActionDialogViewProps, 'actor' | 'fields' | 'showPrice' | 'priceTitle'> {
  /** the action's dialog (fields, price, submit label); absent: a confirmation without fields */
  dialog?: DialogConfig
  /** runs the action with the form's values; resolves with the flow's outcome (a rejection is shown as a failure) */
  submit: (input: DialogSubmitInput) => Promise<ActionFlowOutput>
  /** loads what the form needs first (defaults, lists) */
  prepare?: (input: { values: Record<string, unknown> }) => Promise<DialogPrepareOutput | void>
  /** 001 §8: unknown dialog failures and HTTP 4xx/5xx are reported */
  onReportError?: (params: ReportErrorParams) => void
  /** values to start with (over the config defaults) */
  initialValues?: Record<string, unknown>
  /** the action's verdict is enabled; OK is disabled otherwise (000 §5) */
  available?: boolean
}

export function ActionDialog({ dialog, submit, prepare, onReportError, initialValues, available = true, submitLabel, ...view }: ActionDialogProps) {
  const text = useText()
  const fields = dialog?.fields ?? []
  const actor = useDialogActor({ fields, submit, prepare, onReportError, initialValues, available, input: view.input })
  const label = submitLabel ?? (dialog?.submit_label ? text(dialog.submit_label) : undefined)
  const priceTitle = dialog?.price_label ? text(dialog.price_label) : undefined
  return <ActionDialogView {...view} actor={actor} fields={fields} showPrice={dialog?.price ?? false} {...(priceTitle ? { priceTitle } : {})} {...(label ? { submitLabel: label } : {})} />
}
