// An action's form drawn as a full page (an order page with its own URL, servers/new) from a running dialog
// machine: the fields in their sections, the price following every choice, and the machine's states: processing,
// back to the form with the failure on its field or the general field (what was typed kept), ready. The machine
// decides; this only draws and sends events.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { Form, Formik, useFormikContext } from 'formik'
import { type ReactNode, useMemo } from 'react'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { standingErrors, submitBlocker, type DialogOutput } from '../../engine/flow/dialogMachine'
import type { ActionInput, FieldConfig } from '../../engine/types'
import { type DialogActor, useCloseWhenDone, ReadyNote } from '../dialog/ActionDialog'
import { GeneralError, ValidationScheduler, type PriceInput, PriceSlot, shownFields, validateForm, type ValidateValues } from '../dialog/DialogForm'
import { FormField, type FieldWidget, type PickerOptions } from '../forms/FormField'
import { useText } from '../i18n/translate'

export interface OrderPageViewProps {
  actor: DialogActor
  /** translated title and submit label */
  title: string
  submitLabel: string
  fields: readonly FieldConfig[]
  widgets: Record<string, FieldWidget>
  price: PriceInput
  /** drawn instead of the price: what the order's resource costs when it is billed by consumption (ActionConfig.rates) */
  priceNote?: ReactNode
  validate?: ValidateValues | undefined
  input: ActionInput
  pickers?: Record<string, PickerOptions> | undefined
  /** i18n key of why the action is unavailable */
  unavailableReason?: string | undefined
  onClose: (output: DialogOutput) => void
}

/** The fields in their sections: a field with `section` opens one, the fields after it belong to it. */
function sectionsOf(fields: readonly FieldConfig[]): { heading: string | undefined; fields: FieldConfig[] }[] {
  const sections: { heading: string | undefined; fields: FieldConfig[] }[] = []
  for (const field of fields) {
    const last = sections[sections.length - 1]
    if (field.section !== undefined || !last) sections.push({ heading: field.section, fields: [field] })
    else last.fields.push(field)
  }
  return sections
}

function LivePrice({ price }: { price: PriceInput }) {
  const { values } = useFormikContext<Record<string, unknown>>()
  return <PriceSlot price={typeof price === 'function' ? price(values) : price} />
}

export function OrderPageView(props: OrderPageViewProps) {
  const { actor, fields, validate, input, onClose } = props
  const text = useText()
  const snapshot = useSelector(actor, (state) => state)
  useCloseWhenDone(snapshot, onClose)

  if (snapshot.value === 'ready' || snapshot.value === 'closed') {
    return <ReadyNote renamed={snapshot.context.renamed} onClose={() => actor.send({ type: 'CLOSE' })} />
  }
  return (
    <Formik<Record<string, unknown>>
      initialValues={snapshot.context.values}
      validate={(current) => validateForm(fields, current, input ? { input } : {}, text, validate)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
    >
      <Form noValidate>
        <OrderBody {...props} />
      </Form>
    </Formik>
  )
}

function OrderBody({ actor, title, submitLabel, fields, widgets, price, priceNote, pickers, unavailableReason, input }: OrderPageViewProps) {
  const text = useText()
  const snapshot = useSelector(actor, (state) => state)
  const processing = snapshot.value === 'processing'
  const { values } = useFormikContext<Record<string, unknown>>()
  const errors = useMemo(() => standingErrors(snapshot.context, values), [snapshot.context, values])
  const general = errors[GENERAL_FIELD]
  const blocker = submitBlocker(snapshot.context, values)
  return (
    <ValidationScheduler processing={processing} errors={errors}>
      <Stack gap="6" maxW="3xl" aria-busy={processing}>
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <GeneralError error={general} />
        {sectionsOf(shownFields(fields, values, { input })).map((section, index) => (
          <Box as="section" key={section.heading ?? index} aria-label={section.heading ? text(section.heading) : undefined} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }}>
            {section.heading ? (
              <Heading as="h2" size="md" mb="3">
                {text(section.heading)}
              </Heading>
            ) : null}
            <Stack gap="4">
              {section.fields.map((field) => (
                <FormField key={field.name} field={field} widgets={widgets} {...(pickers?.[field.name] ? { picker: pickers[field.name] } : {})} />
              ))}
            </Stack>
          </Box>
        ))}
        <Box position="sticky" bottom="0" bg="bg" borderTopWidth="1px" py="3">
          {priceNote ?? <LivePrice price={price} />}
          {blocker === 'unavailable' ? (
            <Text color="fg.muted" fontSize="sm" mt="2">
              {unavailableReason ? text(unavailableReason) : text('ui.dialog.unavailable')}
            </Text>
          ) : null}
          <HStack mt="3" justify="flex-end">
            <Button variant="outline" disabled={processing} onClick={() => actor.send({ type: 'CANCEL' })}>
              {text('ui.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" disabled={processing || blocker !== undefined} loading={processing} loadingText={text('ui.dialog.processing')}>
              {submitLabel}
            </Button>
          </HStack>
        </Box>
      </Stack>
    </ValidationScheduler>
  )
}
