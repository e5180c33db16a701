// The dialog machine (engine/flow/dialogMachine.ts) of an action form, with the app's submit and preparation: one
// for a dialog (ActionDialog) and for an order page (ui/order/OrderPageView), so both run the same states.
import { useActorRef } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { dialogMachine, type DialogMachine, type DialogOutput, type DialogPrepareOutput, type DialogSubmitInput, type ReportErrorParams } from '../../engine/flow/dialogMachine'
import type { ActionInput, FieldConfig } from '../../engine/types'
import { confirmCheckboxName, isConfirmCheckboxName } from '../forms/rules'
import { initialFieldValues, requiredCheckboxes } from '../forms/rules'

export interface DialogActorOptions {
  fields: readonly FieldConfig[]
  /** runs the action with the form's values; resolves with the flow's outcome (a rejection is shown as a failure) */
  submit: (input: DialogSubmitInput) => Promise<ActionFlowOutput>
  /** loads what the form needs first (defaults, lists) */
  prepare?: ((input: { values: Record<string, unknown> }) => Promise<DialogPrepareOutput | void>) | undefined
  /** 001 §8: unknown dialog failures and HTTP 4xx/5xx are reported */
  onReportError?: ((params: ReportErrorParams) => void) | undefined
  /** values to start with (over the config defaults) */
  initialValues?: Record<string, unknown> | undefined
  /** the action's verdict is enabled; OK is disabled otherwise (000 §5) */
  available: boolean
  /** the context config defaults read */
  input?: ActionInput | undefined
}

/** The values without ui/'s own keys (the confirm checkbox of confirm_name), as the action receives them. */
function payloadOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !isConfirmCheckboxName(key)))
}

export function useDialogActor({ fields, submit, prepare, onReportError, initialValues, available, input }: DialogActorOptions) {
  const handlers = useRef({ submit, prepare, onReportError })
  useLayoutEffect(() => {
    handlers.current = { submit, prepare, onReportError }
  })

  // the actors and the action read `handlers` when they run (after a submit), never while rendering
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    dialogMachine.provide({
      actors: {
        prepare: fromPromise<DialogPrepareOutput | void, { values: Record<string, unknown> }>(async ({ input: given }) => (handlers.current.prepare ? handlers.current.prepare(given) : {})),
        submit: fromPromise<ActionFlowOutput, DialogSubmitInput>(async ({ input: given }) => handlers.current.submit({ values: payloadOf(given.values), data: given.data })),
      },
      actions: {
        reportError: (_, params: ReportErrorParams) => handlers.current.onReportError?.(params),
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: {
      values: initialFieldValues(fields, initialValues, input),
      fields: fields.flatMap((field) => (field.kind === 'confirm_name' ? [field.name, confirmCheckboxName(field.name)] : [field.name])),
      required_checkboxes: requiredCheckboxes(fields),
      name_fields: fields.filter((field) => field.kind === 'name').map((field) => field.name),
      available,
    },
  })

  useEffect(() => {
    actor.send({ type: 'AVAILABILITY', available })
  }, [actor, available])
  return actor
}

/** Calls `onClose` once, when the machine has finished (cancelled, or the flow's outcome that closed it). */
export function useCloseWhenDone(snapshot: SnapshotFrom<ActorRefFrom<DialogMachine>>, onClose: ((output: DialogOutput) => void) | undefined): void {
  const done = snapshot.status === 'done'
  const closed = useRef(false)
  const onCloseRef = useRef(onClose)
  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })
  useEffect(() => {
    if (!done || closed.current) return
    closed.current = true
    onCloseRef.current?.(snapshot.output)
  }, [done, snapshot.output])
}
