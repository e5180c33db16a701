// The form part of an action dialog. Formik owns what the user types (the one owner of the values: the machine is
// handed them with OK); the machine's state gives the rest (server errors per field and on the general field, the
// values they were about, processing). A field's server error goes once its value is edited.
import { Alert, Button, Dialog, Stack, Text, Box, HStack, Spinner } from '@chakra-ui/react'
import { Form, Formik, useFormikContext } from 'formik'
import { useMemo, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { serverErrorText } from '../errors/serverErrorText'
import type { FieldError } from '../../engine/errors/classify'
import { standingErrors, type SubmitBlocker } from '../../engine/flow/dialogMachine'
import type { FieldConfig } from '../../engine/types'
import { FormField, type PickerOptions } from '../forms/FormField'
import { FormFieldsContext, type RuleContext, confirmCheckboxName, fieldProblems } from '../forms/rules'
import { useText, type Text as Translate, useLanguage } from '../i18n/translate'
import { contextOf, isFieldShown } from '../../engine/evaluate'
import { formatMoney, useRunwayBalance } from '../format/money'
import { runwayChange } from '../money/runwayChange'

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

// Under a paid dialog's price: how the order changes the daily cost and the days the balance lasts, before OK
// (beyond the spec, issue "Money" item 8). It reads the price the dialog already shows, so every action whose config
// declares a price gets it and no kind is named here; without a balance from the app it stays hidden.
function RunwayNote({ price }: { price: PriceInput }) {
  const text = useText()
  const language = useLanguage()
  const { values } = useFormikContext<Record<string, unknown>>()
  const balance = useRunwayBalance()
  const order = typeof price === 'function' ? price(values) : price
  if (!balance || !order || !Number.isFinite(order.hour)) return null
  const change = runwayChange(balance, order.hour)
  const money = (amount: number) => formatMoney(amount, language)
  const days = (count: number | null) => (count === null ? text('console.runway.forever') : text('console.runway.days', { params: { count } }))
  const heading = text('console.runway.title')
  return (
    <Box role="group" aria-label={heading} fontSize="sm">
      <Text fontWeight="semibold">{heading}</Text>
      <Text>{text('console.runway.per_day', { params: { before: money(change.per_day_before), after: money(change.per_day_after) } })}</Text>
      <Text color={change.days_after !== null && change.days_after < (change.days_before ?? Infinity) ? 'fg.warning' : undefined}>
        {text('console.runway.days_left', { params: { before: days(change.days_before), after: days(change.days_after) } })}
      </Text>
    </Box>
  )
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
  const shown = shownFields(fields, values, ruleContext)
  return (
    <ValidationScheduler processing={processing} errors={errors}>
      <Dialog.Body>
        <Stack gap="4">
          <GeneralError error={general} />
          <UnshownErrors fields={shown} />
          {description ? <Text as="div">{description}</Text> : null}
          {shown.map((field) => (
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

/** A refused OK names its reason: a message of no field the form shows (a value sent but not drawn) stands above the fields. */
function UnshownErrors({ fields }: { fields: readonly FieldConfig[] }) {
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>()
  // a confirm_name field draws its checkbox's message itself
  const names = new Set(fields.flatMap((field) => (field.kind === 'confirm_name' ? [field.name, confirmCheckboxName(field.name)] : [field.name])))
  const messages = Object.entries(errors).flatMap(([name, message]) => (!names.has(name) && typeof message === 'string' && message !== '' ? [message] : []))
  if (submitCount === 0 || messages.length === 0) return null
  return <GeneralError error={{ message: messages.join('\n') }} />
}

// The form's validation: the rules each FieldConfig names (forms/rules.ts) first, then the app's validator
// (an ajv-generated one mapped to field errors; its messages may be i18n keys or texts). All messages come
// out translated, one per field. It runs on blur and paste, debounced (000 §5).
export type FieldMessages = Record<string, string>

/** The app's validator: field name → message (an i18n key or a text). */
export type ValidateValues = (values: Record<string, unknown>) => FieldMessages | undefined | Promise<FieldMessages | undefined>

export function ruleMessages(fields: readonly FieldConfig[], values: Record<string, unknown>, context: RuleContext, text: Translate): FieldMessages {
  const messages: FieldMessages = {}
  for (const [name, problem] of Object.entries(fieldProblems(fields, values, context))) {
    messages[name] = text(problem.key, { ...(problem.params ? { params: problem.params } : {}), fallback: problem.key })
  }
  return messages
}

function merged(rules: FieldMessages, extra: FieldMessages | undefined, text: Translate): FieldMessages {
  const result = { ...rules }
  for (const [name, message] of Object.entries(extra ?? {})) {
    if (message && result[name] === undefined) result[name] = text(message, { fallback: message })
  }
  return result
}

export function validateForm(
  fields: readonly FieldConfig[],
  values: Record<string, unknown>,
  context: RuleContext,
  text: Translate,
  validate?: ValidateValues,
): FieldMessages | Promise<FieldMessages> {
  // a validator that fails refuses OK with a message (formik would only log it, and the click would be lost)
  const failed = (): FieldMessages => ({ [GENERAL_FIELD]: text('error.unknown') })
  try {
    const rules = ruleMessages(fields, values, context, text)
    const extra = validate?.(values)
    if (extra instanceof Promise) return extra.then((resolved) => merged(rules, resolved, text), failed)
    return merged(rules, extra, text)
  } catch {
    return failed()
  }
}

/** 000 §5: "Validation on blur and paste, 150 ms debounce". (contract/constants.ts TIMINGS has no entry for it.) */
export const VALIDATION_DEBOUNCE_MS = 150

/** A stable function that runs `callback` once, `delay` ms after the last call; pending calls die with the component. */
export function useDebounced(callback: () => void, delay: number): () => void {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(), delay)
  }, [delay])
}

/** The fields the form shows for these values (FieldConfig.shown_when): a DNS record's fields of its type. */
export function shownFields(fields: readonly FieldConfig[], values: Record<string, unknown>, context: RuleContext): readonly FieldConfig[] {
  if (!fields.some((field) => field.shown_when)) return fields
  const evalContext = contextOf(context.input ?? { item: {} })
  return fields.filter((field) => isFieldShown(field, values, evalContext))
}

// DialogConfig.price: what the payload orders costs, per hour and per month (000 §1: billed per hour and per
// month). The app computes the price from the project price list; ui/ only shows it.
export interface PriceValue {
  hour: number
  month: number
  currency?: string
}

/**
 * `title`: the heading, translated (DialogConfig.price_label); "Стоимость" by default. Without a price, `waiting`
 * says why: it is being calculated, or the form's values are not valid yet (no price can be calculated).
 */
export function PriceSlot({ price, title, waiting = 'loading' }: { price: PriceValue | null | undefined; title?: string | undefined; waiting?: 'loading' | 'invalid' }) {
  const text = useText()
  const language = useLanguage()
  const heading = title ?? text('ui.dialog.price.title')
  return (
    <Box role="group" aria-label={heading} borderTopWidth="1px" pt="3" mt="2">
      <Text fontWeight="semibold" mb="1">
        {heading}
      </Text>
      {price ? (
        <HStack gap="4" wrap="wrap">
          <Text>{text('ui.dialog.price.per_hour', { params: { amount: formatMoney(price.hour, language, price.currency) } })}</Text>
          <Text color="fg.muted">{text('ui.dialog.price.per_month', { params: { amount: formatMoney(price.month, language, price.currency) } })}</Text>
        </HStack>
      ) : waiting === 'invalid' ? (
        <Text role="status" color="fg.muted">
          {text('ui.dialog.price.needs_valid')}
        </Text>
      ) : (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="xs" aria-hidden="true" />
          <Text>{text('ui.dialog.price.loading')}</Text>
        </HStack>
      )}
    </Box>
  )
}
