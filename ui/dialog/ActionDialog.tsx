// An action dialog that runs its own dialog machine: the app passes what the action does (submit: the action flow,
// resolving with its outcome; the machine closes on the silent ends and takes failures back to the form) and what
// the form is (DialogConfig). To drive it from an actor of your own, use ActionDialogView.
import { useActorRef } from '@xstate/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { dialogMachine, type DialogPrepareOutput, type DialogSubmitInput, type ReportErrorParams } from '../../engine/flow/dialogMachine'
import type { DialogConfig } from '../../engine/types'
import { confirmCheckboxName, isConfirmCheckboxName } from '../forms/confirm'
import { initialFieldValues, requiredCheckboxes } from '../forms/rules'
import { useText } from '../i18n/translate'
import { ActionDialogView, type ActionDialogViewProps } from './ActionDialogView'

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

/** The values without ui/'s own keys (the confirm checkbox of confirm_name), as the action receives them. */
function payloadOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !isConfirmCheckboxName(key)))
}

export function ActionDialog({ dialog, submit, prepare, onReportError, initialValues, available = true, submitLabel, ...view }: ActionDialogProps) {
  const text = useText()
  const fields = dialog?.fields ?? []
  const handlers = useRef({ submit, prepare, onReportError })
  useLayoutEffect(() => {
    handlers.current = { submit, prepare, onReportError }
  })

  // the actors and the action read `handlers` when they run (after a submit), never while rendering
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    dialogMachine.provide({
      actors: {
        prepare: fromPromise<DialogPrepareOutput | void, { values: Record<string, unknown> }>(async ({ input }) => (handlers.current.prepare ? handlers.current.prepare(input) : {})),
        submit: fromPromise<ActionFlowOutput, DialogSubmitInput>(async ({ input }) => handlers.current.submit({ values: payloadOf(input.values), data: input.data })),
      },
      actions: {
        reportError: (_, params: ReportErrorParams) => handlers.current.onReportError?.(params),
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: {
      values: initialFieldValues(fields, initialValues, view.input),
      fields: fields.flatMap((field) => (field.kind === 'confirm_name' ? [field.name, confirmCheckboxName(field.name)] : [field.name])),
      required_checkboxes: requiredCheckboxes(fields),
      available,
    },
  })

  useEffect(() => {
    actor.send({ type: 'AVAILABILITY', available })
  }, [actor, available])

  const label = submitLabel ?? (dialog?.submit_label ? text(dialog.submit_label) : undefined)
  const priceTitle = dialog?.price_label ? text(dialog.price_label) : undefined
  return <ActionDialogView {...view} actor={actor} fields={fields} showPrice={dialog?.price ?? false} {...(priceTitle ? { priceTitle } : {})} {...(label ? { submitLabel: label } : {})} />
}
