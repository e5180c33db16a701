// The checks a FieldConfig names itself (required, min, max, step, must, confirm_name, password), run in the
// browser before the app's schema validator (000 §5). Each problem is an i18n key with its parameters. Below them,
// one field's state (formik's plus what the form adds) and the props a control takes from it. Formik stays out of
// fields/FieldShell.tsx: the sign-in page draws that shell without it.
import { contextOf, isDisplayField, isFieldShown, valueAt } from '../../engine/evaluate'
import { amountOf } from '../../engine/verification'
import type { ActionInput, Amount, Comparison, EvalContext, FieldConfig } from '../../engine/types'
import { passwordProblems } from './password'
import { textProblem } from './textFormats'
import { useField } from 'formik'
import { type ChangeEvent, createContext, useContext, useState } from 'react'
import type { FieldError } from '../../engine/errors/classify'
import { serverErrorText } from '../errors/serverErrorText'
import { useText } from '../i18n/translate'

export interface FieldProblem {
  key: string
  params?: Record<string, unknown>
}

export type FieldProblems = Record<string, FieldProblem>

const NUMERIC_KINDS = new Set<FieldConfig['kind']>(['number', 'size'])

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** empty, or an empty list (no SSH key chosen) */
function isBlank(value: unknown): boolean {
  return isEmpty(value) || (Array.isArray(value) && value.length === 0)
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '<':
      return a < b
    case '<=':
      return a <= b
  }
}

/** whether `value` has at most `decimals` digits after the point (1.25 has 2; 0.1 + 0.2 is read as 0.3) */
function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

/** A number value's problem: min, max, then step counted from min (10..1000 step 10 takes 10, 20, ... 1000). */
export function numberProblem(field: Pick<FieldConfig, 'kind' | 'min' | 'max' | 'step' | 'decimals'>, value: number): FieldProblem | undefined {
  const decimals = field.decimals ?? 0
  if (decimals === 0 && !Number.isInteger(value)) return { key: 'validation.integer' }
  if (decimals > 0 && !hasDecimals(value, decimals)) return { key: 'validation.decimals', params: { count: decimals } }
  if (field.min !== undefined && value < field.min) return { key: 'validation.min_value', params: { min: field.min } }
  if (field.max !== undefined && value > field.max) return { key: 'validation.max_value', params: { max: field.max } }
  if (field.step !== undefined && field.step > 0 && (value - (field.min ?? 0)) % field.step !== 0) {
    return field.kind === 'size' ? { key: 'validation.size_step', params: { step: field.step } } : { key: 'ui.validation.step', params: { step: field.step } }
  }
  return undefined
}

export interface RuleContext {
  /** the context `default` and `must` paths read (item, related, project, account) */
  input?: ActionInput
  /** the name a confirm_name field must repeat */
  itemName?: string
}

function fieldProblem(field: FieldConfig, values: Record<string, unknown>, context: RuleContext): FieldProblem | undefined {
  const value = values[field.name]
  if (isDisplayField(field) || !isFieldShown(field, values, contextOf(context.input ?? { item: {} }))) return undefined
  if (field.kind === 'checkbox') return field.required && value !== true ? { key: 'validation.checkbox_required' } : undefined
  if (field.kind === 'confirm_name') {
    if (isEmpty(value)) return { key: 'validation.required' }
    return value !== context.itemName ? { key: 'validation.name_mismatch' } : undefined
  }
  if (isEmpty(value)) return field.required || (field.required_unless !== undefined && isBlank(values[field.required_unless])) ? { key: 'validation.required' } : undefined
  if (field.kind === 'password') {
    const [problem] = passwordProblems(String(value))
    return problem ? { key: problem, params: problem === 'validation.min_length' ? { count: 10 } : {} } : undefined
  }
  if (typeof value === 'string' && (field.format !== undefined || field.subdomain_of !== undefined || field.max_length !== undefined)) return textProblem(field, value.trim(), context.input)
  if (NUMERIC_KINDS.has(field.kind)) {
    const number = toNumber(value)
    if (number === undefined) return { key: 'validation.numeric' }
    const problem = numberProblem(field, number)
    if (problem) return problem
    if (field.must) {
      const to = field.must.to
      const target = typeof to === 'number' ? to : 'field' in to ? toNumber(values[to.field]) : toNumber(valueAt(contextOf(context.input ?? { item: {} }), to.path))
      // a target the context does not have blocks nothing (docs/ARCHITECTURE.md: missing context means nothing blocks)
      if (target !== undefined && !compare(number, field.must.cmp, target)) return { key: field.must.message, params: { current: target, to: target } }
    }
  }
  if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern.regex).test(value.trim())) return { key: field.pattern.message }
  return undefined
}

/** Every field's first problem, and the confirm checkbox of confirm_name fields ('Checkbox required'). */
export function fieldProblems(fields: readonly FieldConfig[], values: Record<string, unknown>, context: RuleContext = {}): FieldProblems {
  const problems: FieldProblems = {}
  for (const field of fields) {
    const problem = fieldProblem(field, values, context)
    if (problem) problems[field.name] ??= problem
    if (field.kind === 'confirm_name' && values[confirmCheckboxName(field.name)] !== true) {
      problems[confirmCheckboxName(field.name)] = { key: 'validation.checkbox_required' }
    }
  }
  return problems
}

/** A field's config default: a literal, the value at a context path, or an amount worked out from the context. */
function defaultValue(given: FieldConfig['default'], context: EvalContext): unknown {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) return given
  if ('path' in given && typeof given.path === 'string') return valueAt(context, given.path)
  if ('amount' in given && given.amount !== undefined && !Array.isArray(given.amount)) {
    const amount = amountOf(given.amount as Amount, context)
    return Number.isFinite(amount) ? amount : undefined
  }
  return given
}

/** A default in the API's unit shown in the field's (001 §5: bytes read back as megabytes, floored to 2 decimals). */
function scaledDown(field: FieldConfig, value: unknown): unknown {
  return field.factor !== undefined && typeof value === 'number' ? Math.floor((value / field.factor) * 100) / 100 : value
}

/** The value a field starts with: the caller's, else its config default (a literal or a context path), else empty. */
export function initialFieldValues(fields: readonly FieldConfig[], given: Record<string, unknown> = {}, input?: ActionInput): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  const context = contextOf(input ?? { item: {} })
  for (const field of fields) {
    // fields of one name under exclusive conditions (shown_when) share one value: the first that has one keeps it
    if (!isEmpty(values[field.name])) continue
    let value: unknown = given[field.name]
    if (value === undefined && field.default !== undefined) value = scaledDown(field, defaultValue(field.default, context))
    if (value === undefined || value === null) value = field.kind === 'checkbox' ? false : ''
    values[field.name] = value
    if (field.kind === 'confirm_name') values[confirmCheckboxName(field.name)] = given[confirmCheckboxName(field.name)] === true
  }
  return { ...given, ...values }
}

/** Checkboxes OK waits for (000 §5: "Dialog OK disabled when ... required checkboxes unchecked"). */
export function requiredCheckboxes(fields: readonly FieldConfig[]): string[] {
  return fields.flatMap((field) => (field.kind === 'checkbox' && field.required ? [field.name] : field.kind === 'confirm_name' ? [confirmCheckboxName(field.name)] : []))
}

/** The form key of a confirm_name field's checkbox (000 §5 "typing its name plus a confirm checkbox"). UI only: never sent. */
export function confirmCheckboxName(field: string): string {
  return `${field}__confirmed`
}

export function isConfirmCheckboxName(key: string): boolean {
  return key.endsWith('__confirmed')
}

// One field's formik state plus what the form around the fields adds (FormFieldsContext): errors the server put on
// fields (a 400's path → field, 001 §5), a switch that disables every field (while the dialog is processing) and the
// debounced validation the fields trigger on blur and paste (000 §5: 150 ms). The field gets the message to show
// under it (the browser's check once the field was left, else the server's) and the blur that schedules validation.
export interface FormFieldsState {
  serverErrors: Readonly<Record<string, FieldError>>
  disabled: boolean
  scheduleValidation: () => void
}

const noop = () => {}

export const FormFieldsContext = createContext<FormFieldsState>({ serverErrors: {}, disabled: false, scheduleValidation: noop })

export function useFormFields(): FormFieldsState {
  return useContext(FormFieldsContext)
}

export interface FormFieldState<V> {
  value: V
  setValue: (value: V) => void
  /** marks the field visited and schedules the debounced validation */
  onBlur: () => void
  onPaste: () => void
  /** translated message for under the field */
  error: string | undefined
  disabled: boolean
}

export function useFormField<V>(name: string): FormFieldState<V> {
  const [field, meta, helpers] = useField<V>(name)
  const { serverErrors, disabled, scheduleValidation } = useFormFields()
  const text = useText()
  const server = serverErrors[name]
  const clientError = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined
  const serverError = server ? serverErrorText((key, params) => text(key, { params: params ?? {} }), server) : undefined
  return {
    value: field.value,
    // validation waits for blur or paste (000 §5), not every keystroke; but a shown error goes when its cause goes,
    // so while one is shown each change is checked again (debounced as blur's). A message not shown yet was about an
    // earlier value (checked while the field was still empty): it goes with the change, or leaving the field would
    // show it for a value that has it not, and the message appearing under the pointer moves OK away from a click
    // already on its way (the balancer rule's dropped submit)
    setValue: (value) => {
      void helpers.setValue(value, false)
      if (clientError !== undefined) scheduleValidation()
      else if (meta.error !== undefined) helpers.setError(undefined)
    },
    onBlur: () => {
      void helpers.setTouched(true, false)
      scheduleValidation()
    },
    onPaste: scheduleValidation,
    error: clientError ?? serverError,
    disabled,
  }
}

// What a text-like input or textarea of a form field does with what is typed. The input filters of 000 §5: "Text
// fields: entity-name mode turns spaces into dashes and strips disallowed characters (Cyrillic optionally); strict
// mode only a-z, 0-9, dash, underscore. Number fields strip non-digits." And the props a control takes from its
// field state: its name and value, and the change, blur and paste that update and validate it. `parse` turns what
// was typed into the field's value (a filter below; digits to a number: parseDigits); the text as it is by default.
/** "12 ГБ" → "12" */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '')
}

/** "my disk №1" → "my-disk-1": spaces become dashes, characters outside Latin letters, digits, . _ - go. */
export function entityName(value: string, options: { cyrillic?: boolean } = {}): string {
  const disallowed = options.cyrillic ? /[^A-Za-z0-9._\-а-яёА-ЯЁ]+/g : /[^A-Za-z0-9._-]+/g
  return value.replace(/\s/g, '-').replace(disallowed, '')
}

/** "My_DB-1!" → "my_db-1": only a-z, 0-9, dash and underscore (upper case is lowered rather than dropped). */
export function strictName(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]+/g, '')
}

export function textControlProps<V extends string | number>(name: string, field: FormFieldState<V | ''>, parse: (text: string) => V | '' = (text) => text as V) {
  return {
    name,
    value: field.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setValue(parse(event.target.value)),
    onBlur: field.onBlur,
    onPaste: field.onPaste,
  }
}

// 000 §5: number fields take digits only. What is not digits is refused with a message naming what was typed,
// never rewritten: "-10" must not quietly become a 10 GB disk, "abc" must not quietly stay empty.
/** "12" → 12, "" → '', anything that is not whole digits → undefined (refused). Spaces around are ignored. */
export function digitsValue(raw: string): number | '' | undefined {
  const text = raw.trim()
  if (text === '') return ''
  return /^\d+$/.test(text) ? Number(text) : undefined
}

/**
 * With decimals (a quota of 1.5 MB): digits and one point (a comma reads as one) with at most `decimals` after it,
 * kept as typed ("1." on its way to "1.5"); anything else → undefined (refused).
 */
export function decimalValue(raw: string, decimals: number): string | undefined {
  const text = raw.trim().replace(',', '.')
  return new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`).test(text) ? text : undefined
}

/** The input's props and the message of the last refused text (gone with the next accepted change). */
export function useDigitsInput<V extends number | string>(name: string, field: FormFieldState<V | ''>, decimals = 0) {
  const text = useText()
  const [refused, setRefused] = useState<string | undefined>(undefined)
  const props = {
    ...textControlProps(name, field),
    onChange: (event: { target: { value: string } }) => {
      const value = (decimals > 0 ? decimalValue(event.target.value, decimals) : digitsValue(event.target.value)) as V | '' | undefined
      if (value === undefined) {
        setRefused(event.target.value)
        return
      }
      setRefused(undefined)
      field.setValue(value)
    },
  }
  const message = decimals > 0 ? 'ui.field.decimal_only' : 'ui.field.digits_only'
  return { props, refusal: refused === undefined ? undefined : text(message, { params: { typed: refused, decimals } }) }
}
