// An action dialog drawn from a running dialog machine (engine/flow/dialogMachine.ts): preparing, form,
// processing (back to the form with the failure on its fields or the general field, the values kept), ready
// ("Готово") and closed 1 s later (000 §4, 001 §4). The machine decides; this only draws and sends events.
import { CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { submitBlocker, type DialogMachine, type DialogOutput } from '../../engine/flow/dialogMachine'
import type { ActionInput, FieldConfig } from '../../engine/types'
import type { PickerOptions } from '../forms/FormField'
import { useText } from '../i18n/translate'
import { DialogForm, type PriceInput } from './DialogForm'
import { ReadyNote } from './ReadyNote'
import { useCloseWhenDone } from './useDialogActor'
import type { ValidateValues } from './validation'

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
