// The form part of an action dialog: formik for what the user types, the machine's state for the rest
// (server errors per field and on the general field, processing, OK's blockers).
import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react'
import { Form, Formik, useFormikContext } from 'formik'
import { useMemo, type ReactNode } from 'react'
import { GENERAL_FIELD } from '../../contract/catalogue'
import type { FieldError } from '../../engine/errors/classify'
import type { DialogEvent, SubmitBlocker } from '../../engine/flow/dialogMachine'
import type { FieldConfig } from '../../engine/types'
import { FormField, type PickerOptions } from '../forms/FormField'
import { FormFieldsContext } from '../forms/FormFieldsContext'
import type { RuleContext } from '../forms/rules'
import { useText } from '../i18n/translate'
import { PriceSlot, type PriceValue } from './PriceSlot'
import { SyncValues } from './SyncValues'
import { VALIDATION_DEBOUNCE_MS } from './timing'
import { useDebounced } from './useDebounced'
import { validateForm, type ValidateValues } from './validation'

export type PriceInput = PriceValue | null | undefined | ((values: Record<string, unknown>) => PriceValue | null | undefined)

export interface DialogFormProps {
  fields: readonly FieldConfig[]
  values: Record<string, unknown>
  errors: Record<string, FieldError>
  processing: boolean
  blocker: SubmitBlocker | 'name_not_confirmed' | undefined
  send: (event: DialogEvent) => void
  description?: ReactNode
  submitLabel: string
  /** translated reason shown when the action is unavailable */
  unavailableText?: string
  showPrice: boolean
  /** the price's heading, translated, when not the default */
  priceTitle?: string
  price?: PriceInput
  validate?: ValidateValues
  ruleContext: RuleContext
  pickers?: Record<string, PickerOptions>
}

function Price({ price, title }: { price: PriceInput; title: string | undefined }) {
  const { values } = useFormikContext<Record<string, unknown>>()
  return <PriceSlot price={typeof price === 'function' ? price(values) : price} title={title} />
}

function ValidationScheduler({ children, processing, errors }: { children: ReactNode; processing: boolean; errors: Record<string, FieldError> }) {
  const { validateForm: runValidation } = useFormikContext()
  const scheduleValidation = useDebounced(() => void runValidation(), VALIDATION_DEBOUNCE_MS)
  const state = useMemo(() => ({ serverErrors: errors, disabled: processing, scheduleValidation }), [errors, processing, scheduleValidation])
  return <FormFieldsContext.Provider value={state}>{children}</FormFieldsContext.Provider>
}

export function DialogForm(props: DialogFormProps) {
  const { fields, values, errors, processing, blocker, send, description, submitLabel, unavailableText, showPrice, priceTitle, price, validate, ruleContext, pickers } = props
  const text = useText()
  const general = errors[GENERAL_FIELD]
  return (
    <Formik<Record<string, unknown>>
      initialValues={values}
      validate={(current) => validateForm(fields, current, ruleContext, text, validate)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <Form noValidate>
        <SyncValues send={send} />
        <ValidationScheduler processing={processing} errors={errors}>
          <Dialog.Body>
            <Stack gap="4">
              {general ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title whiteSpace="pre-line">{general.key ? text(general.key, { fallback: general.message }) : general.message}</Alert.Title>
                </Alert.Root>
              ) : null}
              {description ? <Text as="div">{description}</Text> : null}
              {fields.map((field) => (
                <FormField key={field.name} field={field} {...(ruleContext.itemName !== undefined ? { itemName: ruleContext.itemName } : {})} {...(pickers?.[field.name] ? { picker: pickers[field.name] } : {})} />
              ))}
              {showPrice ? <Price price={price} title={priceTitle} /> : null}
              {blocker === 'unavailable' ? (
                <Text color="fg.muted" fontSize="sm">
                  {unavailableText ?? text('ui.dialog.unavailable')}
                </Text>
              ) : null}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={processing} onClick={() => send({ type: 'CANCEL' })}>
              {text('ui.cancel')}
            </Button>
            <Button type="submit" disabled={processing || blocker !== undefined} loading={processing} loadingText={text('ui.dialog.processing')}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </ValidationScheduler>
      </Form>
    </Formik>
  )
}
