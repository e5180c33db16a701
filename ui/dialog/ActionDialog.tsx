// An action dialog drawn from a running dialog machine (engine/flow/dialogMachine.ts): preparing, form,
// processing (back to the form with the failure on its fields or the general field, the values kept), ready
// ("Готово") and closed 1 s later (000 §4, 001 §4). The machine decides; this only draws and sends events.
import { CloseButton, Dialog, HStack, Portal, Spinner, Text, Button, Stack } from '@chakra-ui/react'
import { useSelector, useActorRef } from '@xstate/react'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type ActorRefFrom, type SnapshotFrom, fromPromise } from 'xstate'
import {
  submitBlocker,
  type DialogMachine,
  type DialogOutput,
  type DialogPrepareOutput,
  type DialogSubmitInput,
  type ReportErrorParams,
  dialogMachine,
  type Renamed,
} from '../../engine/flow/dialogMachine'
import type { ActionInput, FieldConfig, DialogConfig } from '../../engine/types'
import type { PickerOptions } from '../forms/FormField'
import { useText } from '../i18n/translate'
import { DialogForm, type PriceInput, type ValidateValues } from './DialogForm'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { confirmCheckboxName, isConfirmCheckboxName, initialFieldValues, requiredCheckboxes } from '../forms/rules'

export type DialogActor = ActorRefFrom<DialogMachine>

export interface ActionDialogViewProps {
  actor: DialogActor
  /** translated title (the action's label) */
  title: string
  /** the form's fields (DialogConfig.fields); none for a confirmation */
  fields?: readonly FieldConfig[]
  /** text above the fields (what is about to happen) */
  description?: ReactNode
  /** translated OK label; "OK" by default */
  submitLabel?: string
  /** i18n key of why the action is unavailable (its verdict's reason) */
  unavailableReason?: string
  /** DialogConfig.price: show the price slot */
  showPrice?: boolean
  /** DialogConfig.price_label, translated: the price's heading */
  priceTitle?: string
  price?: PriceInput
  validate?: ValidateValues
  /** context `default` and `must` paths read */
  input?: ActionInput
  /** confirm_name: the name to type */
  itemName?: string
  /** entity_picker options by field name */
  pickers?: Record<string, PickerOptions>
  /**
   * false: a click or focus outside does not close it (a step that offers what the previous call answered once, a
   * generated private key: one stray click would lose it, and the previous dialog handing focus back to its button
   * as it goes must not close this one)
   */
  closeOnInteractOutside?: boolean
  /** the machine finished: cancelled, or the flow's outcome that closed it (done, or a silent end of 001 §8) */
  onClose?: (output: DialogOutput) => void
}

export function ActionDialogView(props: ActionDialogViewProps) {
  const {
    actor,
    title,
    fields = [],
    description,
    submitLabel,
    unavailableReason,
    showPrice = false,
    priceTitle,
    price,
    validate,
    input,
    itemName,
    pickers,
    onClose,
    closeOnInteractOutside = true,
  } = props
  const text = useText()
  const snapshot = useSelector(actor, (state) => state)
  const done = snapshot.status === 'done'
  const state = snapshot.value
  const processing = state === 'processing'

  useCloseWhenDone(snapshot, onClose)

  const requestClose = () => {
    if (state === 'ready') actor.send({ type: 'CLOSE' })
    else if (state === 'form' || state === 'preparing') actor.send({ type: 'CANCEL' })
  }

  let body: ReactNode
  if (state === 'preparing') {
    body = (
      <Dialog.Body>
        <HStack role="status" gap="2">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{text('ui.dialog.preparing')}</Text>
        </HStack>
      </Dialog.Body>
    )
  } else if (state === 'ready' || state === 'closed') {
    body = (
      <Dialog.Body>
        <ReadyNote renamed={snapshot.context.renamed} onClose={() => actor.send({ type: 'CLOSE' })} />
      </Dialog.Body>
    )
  } else {
    body = (
      <DialogForm
        fields={fields}
        initialValues={snapshot.context.values}
        errors={snapshot.context.errors}
        submitted={snapshot.context.submitted}
        processing={processing}
        blocker={(values) => submitBlocker(snapshot.context, values) ?? (nameUnconfirmed(fields, values, itemName) ? 'name_not_confirmed' : undefined)}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        description={description}
        submitLabel={submitLabel ?? text('ui.ok')}
        {...(unavailableReason ? { unavailableText: text(unavailableReason) } : {})}
        showPrice={showPrice}
        {...(priceTitle ? { priceTitle } : {})}
        price={price}
        {...(validate ? { validate } : {})}
        ruleContext={{ ...(input ? { input } : {}), ...(itemName !== undefined ? { itemName } : {}) }}
        {...(pickers ? { pickers } : {})}
      />
    )
  }

  return (
    <Dialog.Root
      open={!done}
      onOpenChange={(details) => {
        if (!details.open) requestClose()
      }}
      closeOnInteractOutside={!processing && closeOnInteractOutside}
      closeOnEscape={!processing}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={processing || state === 'preparing'}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text('ui.close')} disabled={processing} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** 000 §5: deleting a disk requires typing its name; OK stays disabled until the typed name matches. */
function nameUnconfirmed(fields: readonly { kind: string; name: string }[], values: Record<string, unknown>, itemName: string | undefined): boolean {
  return itemName !== undefined && fields.some((field) => field.kind === 'confirm_name' && values[field.name] !== itemName)
}

// An action dialog that runs its own dialog machine: the app passes what the action does (submit: the action flow,
// resolving with its outcome; the machine closes on the silent ends and takes failures back to the form) and what
// the form is (DialogConfig). To drive it from an actor of your own, use ActionDialogView.
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

// The dialog machine (engine/flow/dialogMachine.ts) of an action form, with the app's submit and preparation: one
// for a dialog (ActionDialog) and for an order page (ui/order/OrderPageView), so both run the same states.
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

// The dialog's ready state: "Готово", or, when the API gave the item another name than the one typed (a taken name,
// engine/flow/dialogMachine.ts), that name and a button to close, since the note must be read before it goes.
export function ReadyNote({ renamed, onClose }: { renamed: Renamed | undefined; onClose: () => void }) {
  const text = useText()
  if (!renamed) {
    return (
      <Text role="status" fontWeight="semibold" color="fg.success">
        {text('ui.dialog.ready')}
      </Text>
    )
  }
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="semibold" color="fg.success">
        {text('ui.dialog.ready_renamed', { params: { given: renamed.given, asked: renamed.asked } })}
      </Text>
      <HStack justify="flex-end">
        <Button onClick={onClose}>{text('ui.close')}</Button>
      </HStack>
    </Stack>
  )
}
