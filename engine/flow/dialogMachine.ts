// The action dialog (000 §4 "Dialogs: preparing, form, processing (back to form on failure), ready and close
// after 1 s"; 001 §4 "A dialog goes from preparing to form to processing, back to form on failure, and after
// success shows a ready state and closes after 1 s").
// Side effects come in through machine.provide({ actors: { prepare, submit }, actions: { reportError } }).
//
// One direction: the submit resolves with the action flow's tagged outcome (engine/flow/actionMachine.ts
// ActionFlowOutput) and the machine takes it as data: done → ready; failed → back to the form with it on its fields
// or the general field; every other end (redirect, prompt, order_flow) closes the
// dialog silently (001 §8) with that outcome as its output, for the app to switch on. A submit that rejects is a
// failure too (a bug, a file that could not be saved).
// The form's values belong to the form (formik, ui/dialog/DialogForm.tsx): the machine gets them with SUBMIT and
// keeps only what it was last sent, to submit them and to tell which server errors still stand.
import { assign, fromPromise, setup } from 'xstate'
import { TIMINGS } from '../../contract/constants'
import { catalogueEntry, GENERAL_FIELD } from '../../contract/catalogue'
import { classify, type Classification, type FieldError } from '../errors/classify'
import type { ActionFlowOutput } from './actionMachine'

export interface DialogInput {
  /** the values the form starts from */
  values?: Record<string, unknown>
  /** the form's fields: an API error on another path lands on the general field */
  fields?: readonly string[]
  /** checkboxes that must be checked before OK (000 §5: 'Checkbox required') */
  required_checkboxes?: readonly string[]
  /** the action is available (its verdict is enabled); default true */
  available?: boolean
  /** fields holding the new item's name (field kind `name`): a name the API changed is said (renamedByApi below) */
  name_fields?: readonly string[]
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
  /** OK with the form's values */
  { type: 'SUBMIT'; values: Record<string, unknown> } | { type: 'CANCEL' } | { type: 'CLOSE' } | { type: 'AVAILABILITY'; available: boolean }

type Failed = Extract<ActionFlowOutput, { kind: 'failed' }>

/** An end of the flow that closes the dialog: done (after ready) or a silent end (001 §8), the order flow's included. */
export type DialogEndOutcome = Exclude<ActionFlowOutput, Failed>

export type DialogOutput =
  /** the flow's outcome, with the values it was submitted with */
  { status: 'submitted'; outcome: DialogEndOutcome; values: Record<string, unknown> } | { status: 'cancelled' }

export interface ReportErrorParams {
  error: unknown
  classification: Classification
}

export interface DialogContext {
  /** the values the form starts from (the input's, filled by the preparation); the form owns them from then on */
  values: Record<string, unknown>
  /** the values of the last SUBMIT: what is processed, and what the errors below are about */
  submitted: Record<string, unknown>
  /** messages per field path; GENERAL_FIELD holds those of no known field */
  errors: Record<string, FieldError>
  data: unknown
  fields: readonly string[] | undefined
  required_checkboxes: readonly string[]
  available: boolean
  name_fields: readonly string[]
  outcome: DialogOutput | undefined
  /** the name the API gave instead of the one typed; ready then waits for CLOSE */
  renamed: Renamed | undefined
}

export type SubmitBlocker = 'unavailable' | 'checkbox_required'

/**
 * Why OK is disabled in the form, if it is (000 §5: dialog OK disabled when processing, no action, required
 * checkboxes unchecked, ban rule present or action unavailable; processing is its own state).
 */
export function submitBlocker(context: Pick<DialogContext, 'available' | 'required_checkboxes'>, values: Record<string, unknown>): SubmitBlocker | undefined {
  if (!context.available) return 'unavailable'
  if (context.required_checkboxes.some((name) => values[name] !== true)) return 'checkbox_required'
  return undefined
}

function checkboxErrors(context: DialogContext, values: Record<string, unknown>): Record<string, FieldError> {
  const entry = catalogueEntry('checkbox_required')
  const errors: Record<string, FieldError> = {}
  for (const name of context.required_checkboxes) {
    if (values[name] !== true) errors[name] = { key: entry.message_key, message: entry.message ?? entry.message_key }
  }
  return errors
}

/**
 * The errors that still stand for the form's current values: a field's message goes once its value is edited away
 * from what was submitted; the general field's (and one from before any submit, a failed preparation's) stays until
 * the next submit.
 */
export function standingErrors(context: Pick<DialogContext, 'errors' | 'submitted'>, values: Record<string, unknown>): Record<string, FieldError> {
  const stands = (field: string) => field === GENERAL_FIELD || !(field in context.submitted) || values[field] === context.submitted[field]
  return Object.fromEntries(Object.entries(context.errors).filter(([field]) => stands(field)))
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
    submit: fromPromise<ActionFlowOutput, DialogSubmitInput>(async () => {
      throw new Error('dialog: actor submit is not provided')
    }),
  },
  actions: {
    /** reports a failure (001 §8: unknown dialog action failure is reported; HTTP 4xx/5xx send an alert) */
    reportError: (_, _params: ReportErrorParams) => {},
    keepOutcome: assign(({ context, event }) => {
      const outcome = (event as unknown as { output: DialogEndOutcome }).output
      return {
        outcome: { status: 'submitted' as const, outcome, values: context.submitted },
        renamed: outcome.kind === 'done' ? renamedByApi(context.name_fields, context.submitted, outcome.result) : undefined,
      }
    }),
    markCancelled: assign({ outcome: () => ({ status: 'cancelled' as const }) }),
  },
  guards: {
    canSubmit: ({ context, event }) => event.type === 'SUBMIT' && submitBlocker(context, event.values) === undefined,
    showsFailure: ({ event }) => 'output' in event && (event as { output: ActionFlowOutput }).output.kind === 'failed',
    closesAlone: ({ context }) => context.renamed === undefined,
    isDone: ({ event }) => 'output' in event && (event as { output: ActionFlowOutput }).output.kind === 'done',
  },
  delays: {
    dialogClose: TIMINGS.dialog_close_ms,
  },
})

/**
 * The failure on its fields (HTTP 400 per path) or on the general field; reported when 001 §8 says so. The failure is
 * the flow's (a failed outcome) or the actor's own (a rejected prepare or submit).
 */
const showFailure = dialogSetup.enqueueActions(({ context, event, enqueue }) => {
  const output = (event as { output?: ActionFlowOutput }).output
  const error = output?.kind === 'failed' ? output.error : (event as { error?: unknown }).error
  const classification = classify(error, context.fields ? { in_dialog: true, fields: context.fields } : { in_dialog: true })
  const general: FieldError = { message: classification.message ?? classification.message_key, key: classification.message_key }
  enqueue.assign({ errors: classification.field_errors ?? { [GENERAL_FIELD]: general } })
  if (classification.entry.reported || classification.alert) enqueue({ type: 'reportError', params: { error, classification } })
})

export const dialogMachine = dialogSetup.createMachine({
  id: 'dialog',
  context: ({ input }) => ({
    values: { ...(input.values ?? {}) },
    submitted: {},
    errors: {},
    data: undefined,
    fields: input.fields,
    required_checkboxes: input.required_checkboxes ?? [],
    available: input.available ?? true,
    name_fields: input.name_fields ?? [],
    outcome: undefined,
    renamed: undefined,
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
        SUBMIT: [
          { guard: 'canSubmit', target: 'processing', actions: assign({ errors: {}, submitted: ({ event }) => ({ ...event.values }) }) },
          // OK refused: say which required checkbox is missing (000 §5 'Checkbox required')
          {
            actions: assign({
              errors: ({ context, event }) => ({ ...standingErrors(context, event.values), ...checkboxErrors(context, event.values) }),
              submitted: ({ event }) => ({ ...event.values }),
            }),
          },
        ],
        CANCEL: { target: 'closed', actions: 'markCancelled' },
      },
    },

    // No SUBMIT or CANCEL here: a second submit is refused while processing.
    processing: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.submitted, data: context.data }),
        onDone: [
          // back to the form with the failure; the form keeps what was typed
          { guard: 'showsFailure', target: 'form', actions: showFailure },
          { guard: 'isDone', target: 'ready', actions: 'keepOutcome' },
          // 001 §8: redirect, router and verificationFailed end silently
          { target: 'closed', actions: 'keepOutcome' },
        ],
        onError: { target: 'form', actions: showFailure },
      },
    },

    ready: {
      after: { dialogClose: { guard: 'closesAlone', target: 'closed' } },
      on: { CLOSE: 'closed' },
    },

    closed: { type: 'final' },
  },
})

export type DialogMachine = typeof dialogMachine

// A name the API changed: the provider answers a taken name with a free one ("scratch" → "scratch-1", 001 §5
// autorename), and saying only "Готово" would leave the user looking for "scratch". The dialog says the name the
// item got, and waits to be closed instead of closing after 1 s, so the user can read it.
export interface Renamed {
  /** the field the name was typed in */
  field: string
  asked: string
  given: string
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** The name the answer holds for a field: at its top, or in the one item the answer wraps ({ volume: {...} }). */
function answeredName(answer: Record<string, unknown>, field: string): unknown {
  if (field in answer) return answer[field]
  const wrapped = Object.values(answer)
    .map(recordOf)
    .filter((inner) => inner !== undefined)
  return wrapped.length === 1 ? wrapped[0]?.[field] : undefined
}

/** The first name field whose submitted value the call's answer replaced, if any. */
export function renamedByApi(nameFields: readonly string[], submitted: Record<string, unknown>, result: unknown): Renamed | undefined {
  const answer = recordOf(result)
  if (!answer) return undefined
  for (const field of nameFields) {
    const asked = submitted[field]
    const given = answeredName(answer, field)
    if (typeof asked === 'string' && asked !== '' && typeof given === 'string' && given !== asked) return { field, asked, given }
  }
  return undefined
}
