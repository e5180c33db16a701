// The form part of an action dialog. Formik owns what the user types (the one owner of the values: the machine is
// handed them with OK); the machine's state gives the rest (server errors per field and on the general field, the
// values they were about, processing). A field's server error goes once its value is edited.
import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react'
import { Form, Formik, useFormikContext } from 'formik'
import { useMemo, type ReactNode } from 'react'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { serverErrorText } from '../errors/serverErrorText'
import type { FieldError } from '../../engine/errors/classify'
import { standingErrors, type SubmitBlocker } from '../../engine/flow/dialogMachine'
import type { FieldConfig } from '../../engine/types'
import { FormField, type PickerOptions } from '../forms/FormField'
import { FormFieldsContext } from '../forms/useFormField'
import type { RuleContext } from '../forms/rules'
import { useText } from '../i18n/translate'
import { RunwayNote } from '../money/RunwayNote'
import { PriceSlot, type PriceValue } from './PriceSlot'
import { shownFields, useDebounced, VALIDATION_DEBOUNCE_MS, validateForm, type ValidateValues } from './validation'

/** a price; undefined while it is being calculated, null when the values cannot be priced */
export type PriceInput = PriceValue | null | undefined | ((values: Record<string, unknown>) => PriceValue | null | undefined)

export type FormBlocker = SubmitBlocker | 'name_not_confirmed'

export interface DialogFormProps {
  fields: readonly FieldConfig[]
  /** the values the form starts from */
  initialValues: Record<string, unknown>
  /** the server's errors, and the values of the submit they answered */
  errors: Record<string, FieldError>
  submitted: Record<string, unknown>
  processing: boolean
  /** why OK is disabled for these values, if it is */
  blocker: (values: Record<string, unknown>) => FormBlocker | undefined
  onSubmit: (values: Record<string, unknown>) => void
  onCancel: () => void
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
  const { values, errors } = useFormikContext<Record<string, unknown>>()
  const shown = typeof price === 'function' ? price(values) : price
  // values that cannot be priced (null) or that the form refuses: say what the price waits for, not "calculating" forever
  const invalid = shown === null || Object.values(errors).some((error) => error !== undefined)
  return <PriceSlot price={shown} title={title} waiting={invalid ? 'invalid' : 'loading'} />
}

/** Gives the fields the server's errors, the processing state and the debounced validation (000 §5: 150 ms). */
export function ValidationScheduler({ children, processing, errors }: { children: ReactNode; processing: boolean; errors: Record<string, FieldError> }) {
  const { validateForm: runValidation } = useFormikContext()
  const scheduleValidation = useDebounced(() => void runValidation(), VALIDATION_DEBOUNCE_MS)
  const state = useMemo(() => ({ serverErrors: errors, disabled: processing, scheduleValidation }), [errors, processing, scheduleValidation])
  return <FormFieldsContext.Provider value={state}>{children}</FormFieldsContext.Provider>
}

/** The failure of no field (001 §8: on the form's general field), above the fields. */
export function GeneralError({ error }: { error: FieldError | undefined }) {
  const text = useText()
  if (!error) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-line">{serverErrorText((key, params) => text(key, { params: params ?? {} }), error)}</Alert.Title>
    </Alert.Root>
  )
}

export function DialogForm(props: DialogFormProps) {
  const { fields, initialValues, onSubmit, validate, ruleContext } = props
  const text = useText()
  return (
    <Formik<Record<string, unknown>>
      initialValues={initialValues}
      validate={(current) => validateForm(fields, current, ruleContext, text, validate)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <FormBody {...props} />
      </Form>
    </Formik>
  )
}

function FormBody(props: DialogFormProps) {
  const { fields, errors: serverErrors, submitted, processing, blocker: blockerOf, onCancel, description, submitLabel, unavailableText, showPrice, priceTitle, price, ruleContext, pickers } = props
  const text = useText()
  const { values } = useFormikContext<Record<string, unknown>>()
  const errors = useMemo(() => standingErrors({ errors: serverErrors, submitted }, values), [serverErrors, submitted, values])
  const general = errors[GENERAL_FIELD]
  const blocker = blockerOf(values)
  return (
    <ValidationScheduler processing={processing} errors={errors}>
      <Dialog.Body>
        <Stack gap="4">
          <GeneralError error={general} />
          {description ? <Text as="div">{description}</Text> : null}
          {shownFields(fields, values, ruleContext).map((field) => (
            <FormField
              key={field.name}
              field={field}
              {...(ruleContext.itemName !== undefined ? { itemName: ruleContext.itemName } : {})}
              {...(pickers?.[field.name] ? { picker: pickers[field.name] } : {})}
            />
          ))}
          {showPrice ? <Price price={price} title={priceTitle} /> : null}
          {showPrice ? <RunwayNote price={price} /> : null}
          {blocker === 'unavailable' ? (
            <Text color="fg.muted" fontSize="sm">
              {unavailableText ?? text('ui.dialog.unavailable')}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={processing} onClick={onCancel}>
          {text('ui.cancel')}
        </Button>
        <Button type="submit" disabled={processing || blocker !== undefined} loading={processing} loadingText={text('ui.dialog.processing')}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </ValidationScheduler>
  )
}
