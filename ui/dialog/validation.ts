// The form's validation: the rules each FieldConfig names (forms/rules.ts) first, then the app's validator
// (an ajv-generated one mapped to field errors; its messages may be i18n keys or texts). All messages come
// out translated, one per field. It runs on blur and paste, debounced (000 §5).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { contextOf } from '../../engine/evaluate'
import { isFieldShown } from '../../engine/fieldKinds'
import type { FieldConfig } from '../../engine/types'
import { fieldProblems, type RuleContext } from '../forms/rules'
import type { Text } from '../i18n/translate'

export type FieldMessages = Record<string, string>

/** The app's validator: field name → message (an i18n key or a text). */
export type ValidateValues = (values: Record<string, unknown>) => FieldMessages | undefined | Promise<FieldMessages | undefined>

export function ruleMessages(fields: readonly FieldConfig[], values: Record<string, unknown>, context: RuleContext, text: Text): FieldMessages {
  const messages: FieldMessages = {}
  for (const [name, problem] of Object.entries(fieldProblems(fields, values, context))) {
    messages[name] = text(problem.key, { ...(problem.params ? { params: problem.params } : {}), fallback: problem.key })
  }
  return messages
}

function merged(rules: FieldMessages, extra: FieldMessages | undefined, text: Text): FieldMessages {
  const result = { ...rules }
  for (const [name, message] of Object.entries(extra ?? {})) {
    if (message && result[name] === undefined) result[name] = text(message, { fallback: message })
  }
  return result
}

export function validateForm(fields: readonly FieldConfig[], values: Record<string, unknown>, context: RuleContext, text: Text, validate?: ValidateValues): FieldMessages | Promise<FieldMessages> {
  const rules = ruleMessages(fields, values, context, text)
  const extra = validate?.(values)
  if (extra instanceof Promise) return extra.then((resolved) => merged(rules, resolved, text))
  return merged(rules, extra, text)
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
