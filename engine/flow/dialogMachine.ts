// The action dialog (000 §4 "Dialogs: preparing, form, processing (back to form on failure), ready and close
// after 1 s"; 001 §4 "A dialog goes from preparing to form to processing, back to form on failure, and after
// success shows a ready state and closes after 1 s").
// Side effects come in through machine.provide({ actors: { prepare, submit }, actions: { reportError } }).
import { assign, fromPromise, setup } from 'xstate'
import { TIMINGS } from '../../contract/constants'
import { catalogueEntry, GENERAL_FIELD } from '../../contract/catalogue'
import { classify, type Classification, type FieldError } from '../errors/classify'
import { isActionSignal, type SignalKind } from '../errors/signals'

export interface DialogInput {
  /** initial form values */
  values?: Record<string, unknown>
  /** the form's fields: an API error on another path lands on the general field */
  fields?: readonly string[]
  /** checkboxes that must be checked before OK (000 §5: 'Checkbox required') */
  required_checkboxes?: readonly string[]
  /** the action is available (its verdict is enabled); default true */
  available?: boolean
}

export interface DialogPrepareOutput {
  /** values the preparation fills into the form (defaults, loaded data) */
  values?: Record<string, unknown>
  /** anything else the form needs (lists to choose from) */
  data?: unknown
}

export interface DialogSubmitInput {
  values: Record<string, unknown>
  data: unknown
}

export type DialogEvent =
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'AVAILABILITY'; available: boolean }

export type DialogOutput =
  | { status: 'submitted'; result: unknown; values: Record<string, unknown> }
  | { status: 'cancelled'; values: Record<string, unknown> }
  /** 001 §8: redirect, router and verificationFailed signals end silently */
  | { status: 'signal'; signal: SignalKind; detail: unknown }

export interface ReportErrorParams {
  error: unknown
  classification: Classification
}

export interface DialogContext {
  values: Record<string, unknown>
  /** messages per field path; GENERAL_FIELD holds those of no known field */
  errors: Record<string, FieldError>
  data: unknown
  fields: readonly string[] | undefined
  required_checkboxes: readonly string[]
  available: boolean
  result: unknown
  outcome: DialogOutput | undefined
}

export type SubmitBlocker = 'unavailable' | 'checkbox_required'

/**
 * Why OK is disabled in the form, if it is (000 §5: dialog OK disabled when processing, no action, required
 * checkboxes unchecked, ban rule present or action unavailable; processing is its own state).
 */
export function submitBlocker(context: Pick<DialogContext, 'available' | 'required_checkboxes' | 'values'>): SubmitBlocker | undefined {
  if (!context.available) return 'unavailable'
  if (context.required_checkboxes.some((name) => context.values[name] !== true)) return 'checkbox_required'
  return undefined
}

function checkboxErrors(context: DialogContext): Record<string, FieldError> {
  const entry = catalogueEntry('checkbox_required')
  const errors: Record<string, FieldError> = {}
  for (const name of context.required_checkboxes) {
    if (context.values[name] !== true) errors[name] = { key: entry.message_key, message: entry.message ?? entry.message_key }
  }
  return errors
}

function withoutField(errors: Record<string, FieldError>, field: string): Record<string, FieldError> {
  const rest = { ...errors }
  delete rest[field]
  return rest
}

const dialogSetup = setup({
  types: {
    context: {} as DialogContext,
    // xstate reads the machine's input type from this assertion
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as DialogInput,
    events: {} as DialogEvent,
    output: {} as DialogOutput,
  },
  actors: {
    prepare: fromPromise<DialogPrepareOutput | void, { values: Record<string, unknown> }>(async () => ({})),
    submit: fromPromise<unknown, DialogSubmitInput>(async () => {
      throw new Error('dialog: actor submit is not provided')
    }),
  },
  actions: {
    /** reports a failure (001 §8: unknown dialog action failure is reported; HTTP 4xx/5xx send an alert) */
    reportError: (_, _params: ReportErrorParams) => {},
    markCancelled: assign({ outcome: ({ context }) => ({ status: 'cancelled' as const, values: context.values }) }),
  },
  guards: {
    canSubmit: ({ context }) => submitBlocker(context) === undefined,
    isSignal: ({ event }) => 'error' in event && isActionSignal((event as { error: unknown }).error),
  },
  delays: {
    dialogClose: TIMINGS.dialog_close_ms,
  },
})

/** The failure on its fields (HTTP 400 per path) or on the general field; reported when 001 §8 says so. */
const showFailure = dialogSetup.enqueueActions(({ context, event, enqueue }) => {
  const error = (event as { error?: unknown }).error
  const classification = classify(error, context.fields ? { in_dialog: true, fields: context.fields } : { in_dialog: true })
  const general: FieldError = { message: classification.message ?? classification.message_key, key: classification.message_key }
  enqueue.assign({ errors: classification.field_errors ?? { [GENERAL_FIELD]: general } })
  if (classification.entry.reported || classification.alert) enqueue({ type: 'reportError', params: { error, classification } })
})

export const dialogMachine = dialogSetup.createMachine({
  id: 'dialog',
  context: ({ input }) => ({
    values: { ...(input.values ?? {}) },
    errors: {},
    data: undefined,
    fields: input.fields,
    required_checkboxes: input.required_checkboxes ?? [],
    available: input.available ?? true,
    result: undefined,
    outcome: undefined,
  }),
  initial: 'preparing',
  output: ({ context }) => context.outcome as DialogOutput,
  on: {
    AVAILABILITY: { actions: assign({ available: ({ event }) => event.available }) },
  },
  states: {
    preparing: {
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'form',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...(event.output?.values ?? {}) }),
            data: ({ event }) => event.output?.data,
          }),
        },
        // A failed preparation opens the form with the failure on the general field; the user can cancel.
        onError: { target: 'form', actions: showFailure },
      },
      on: { CANCEL: { target: 'closed', actions: 'markCancelled' } },
    },

    form: {
      on: {
        CHANGE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => withoutField(context.errors, event.field),
          }),
        },
        SUBMIT: [
          { guard: 'canSubmit', target: 'processing', actions: assign({ errors: {} }) },
          // OK refused: say which required checkbox is missing (000 §5 'Checkbox required')
          { actions: assign({ errors: ({ context }) => ({ ...context.errors, ...checkboxErrors(context) }) }) },
        ],
        CANCEL: { target: 'closed', actions: 'markCancelled' },
      },
    },

    // No SUBMIT, CHANGE or CANCEL here: a second submit is refused while processing.
    processing: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.values, data: context.data }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isSignal',
            target: 'closed',
            actions: assign({
              outcome: ({ event }) => {
                const signal = event.error as { signal: SignalKind; detail: unknown }
                return { status: 'signal' as const, signal: signal.signal, detail: signal.detail }
              },
            }),
          },
          // back to the form with the error, the values kept
          { target: 'form', actions: showFailure },
        ],
      },
    },

    ready: {
      after: { dialogClose: 'closed' },
      on: { CLOSE: 'closed' },
      exit: assign({ outcome: ({ context }) => context.outcome ?? { status: 'submitted' as const, result: context.result, values: context.values } }),
    },

    closed: { type: 'final' },
  },
})

export type DialogMachine = typeof dialogMachine
