import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { TIMINGS } from '../../contract/constants'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { ApiError } from '../../engine/errors/http'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { dialogMachine, standingErrors, submitBlocker, type DialogInput, type DialogPrepareOutput, type ReportErrorParams } from '../../engine/flow/dialogMachine'

interface Fakes {
  prepare?: () => Promise<DialogPrepareOutput | void>
  submit?: (input: { values: Record<string, unknown>; data: unknown }) => Promise<ActionFlowOutput>
}

/** The flow's outcomes the submit resolves with (engine/flow/actionMachine.ts ActionFlowOutput). */
const done = (result: unknown): ActionFlowOutput => ({ kind: 'done', result, balance_recalculated: false, warnings: [] })
const failed = (error: unknown): ActionFlowOutput => ({ kind: 'failed', stage: 'run', error })

function dialog(input: DialogInput = {}, fakes: Fakes = {}, clock?: SimulatedClock) {
  const reports: ReportErrorParams[] = []
  const submit = vi.fn(fakes.submit ?? (async () => done({ id: 'new' })))
  const machine = dialogMachine.provide({
    actors: {
      prepare: fromPromise(async () => (fakes.prepare ? fakes.prepare() : {})),
      submit: fromPromise(async ({ input }) => submit(input)),
    },
    actions: { reportError: (_, params) => reports.push(params) },
  })
  const actor = createActor(machine, clock ? { input, clock } : { input })
  actor.start()
  return { actor, submit, reports }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A promise we resolve or reject by hand, to look at the processing state. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('000 §4 Dialogs: preparing, form, processing (back to form on failure), ready and close after 1 s', () => {
  it('001 §7 autorename: a name the API changed is said, and ready waits to be closed instead of 1 s', async () => {
    const clock = new SimulatedClock()
    const { actor } = dialog({ values: { name: 'scratch' }, name_fields: ['name'] }, { submit: async () => done({ id: 'v9', name: 'scratch-1' }) }, clock)
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'scratch', size: 10 } })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.renamed).toEqual({ field: 'name', asked: 'scratch', given: 'scratch-1' })
    clock.increment(TIMINGS.dialog_close_ms * 10)
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a name the API kept (or one inside the answer it wraps) closes after 1 s as usual', async () => {
    const clock = new SimulatedClock()
    const { actor } = dialog({ name_fields: ['name'] }, { submit: async () => done({ volume: { id: 'v9', name: 'scratch' } }) }, clock)
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'scratch' } })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.renamed).toBeUndefined()
    clock.increment(TIMINGS.dialog_close_ms)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('starts in preparing and opens the form with the prepared values and data', async () => {
    const prep = deferred<DialogPrepareOutput>()
    const { actor } = dialog({ values: { name: 'data' } }, { prepare: () => prep.promise })
    expect(actor.getSnapshot().value).toBe('preparing')
    prep.resolve({ values: { size: 100 }, data: { servers: ['s1'] } })
    const snapshot = await waitFor(actor, (s) => s.matches('form'))
    expect(snapshot.context.values).toEqual({ name: 'data', size: 100 })
    expect(snapshot.context.data).toEqual({ servers: ['s1'] })
  })

  it('a failed preparation opens the form with the failure on the general field', async () => {
    const { actor, reports } = dialog({}, { prepare: async () => Promise.reject(new TypeError('x is undefined')) })
    const snapshot = await waitFor(actor, (s) => s.matches('form'))
    expect(snapshot.context.errors[GENERAL_FIELD]).toMatchObject({ key: 'error.unknown_action_error' })
    expect(reports).toHaveLength(1)
  })

  it('form → processing → ready, and ready closes after 1 s (TIMINGS.dialog_close_ms) via after', async () => {
    const clock = new SimulatedClock()
    const { actor, submit } = dialog({ values: { name: 'data' } }, {}, clock)
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'renamed' } })
    expect(actor.getSnapshot().value).toBe('processing')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(submit).toHaveBeenCalledWith({ values: { name: 'renamed' }, data: undefined })
    clock.increment(TIMINGS.dialog_close_ms - 1)
    expect(actor.getSnapshot().value).toBe('ready')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ status: 'submitted', outcome: done({ id: 'new' }), values: { name: 'renamed' } })
    expect(TIMINGS.dialog_close_ms).toBe(1000)
  })

  it('closes after 1 s with fake timers too (the default clock)', async () => {
    vi.useFakeTimers()
    const { actor } = dialog()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'SUBMIT', values: {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('ready')
    await vi.advanceTimersByTimeAsync(999)
    expect(actor.getSnapshot().value).toBe('ready')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('CLOSE in ready closes at once', async () => {
    const { actor } = dialog()
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: {} })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().output).toMatchObject({ status: 'submitted' })
  })

  it('cancel from the form closes without submitting', async () => {
    const { actor, submit } = dialog({ values: { name: 'data' } })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' })
    expect(submit).not.toHaveBeenCalled()
  })

  it('cancel while preparing closes too', () => {
    const { actor } = dialog({}, { prepare: () => new Promise(() => {}) })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('submit is refused while processing: one call, and cancel is ignored there', async () => {
    const call = deferred<ActionFlowOutput>()
    const { actor, submit } = dialog({}, { submit: () => call.promise })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'first' } })
    await settle()
    actor.send({ type: 'SUBMIT', values: { name: 'late' } })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('processing')
    expect(actor.getSnapshot().context.submitted).toEqual({ name: 'first' })
    call.resolve(done('ok'))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(submit).toHaveBeenCalledTimes(1)
  })
})

describe('001 §4 A dialog goes back to form on failure', () => {
  it('001 §5 Backend validation error: HTTP 400 with path and message, shown on the field, the form values kept', async () => {
    const body = { errors: [{ path: 'name', message: 'Name already in use' }] }
    const { actor, reports } = dialog({ values: { name: 'data', size: 100 }, fields: ['name', 'size'] }, { submit: async () => failed(new ApiError(400, body)) })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'data', size: 100 } })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && Object.keys(s.context.errors).length > 0)
    expect(snapshot.context.errors).toEqual({ name: { message: 'Name already in use' } })
    expect(snapshot.context.submitted).toEqual({ name: 'data', size: 100 })
    expect(reports).toHaveLength(1) // HTTP 4xx on an action sends an alert (001 §8)
    expect(reports[0]!.classification.alert).toMatchObject({ http_status: 400, score: 10, level: 'LOW' })
  })

  it("001 §8 Non-unique load balancer rule: 'Non-unique rule' (path nofield) lands on the general field", async () => {
    const body = { errors: [{ path: 'nofield', message: 'Non-unique rule' }] }
    const { actor } = dialog({ fields: ['external_protocol_port', 'internal_protocol_port'] }, { submit: async () => failed(new ApiError(400, body)) })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: {} })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && Object.keys(s.context.errors).length > 0)
    expect(snapshot.context.errors).toEqual({ [GENERAL_FIELD]: { message: 'Non-unique rule', key: 'error.loadbalancer_rule.non_unique' } })
  })

  it('an error on a path the form does not have lands on the general field; several errors are kept per field', async () => {
    const body = {
      errors: [
        { path: 'size', message: 'Too small' },
        { path: 'size', message: 'Not a multiple of 10' },
        { path: 'volume_type', message: 'Unknown type' },
      ],
    }
    const { actor } = dialog({ fields: ['size'] }, { submit: async () => failed(new ApiError(400, body)) })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: {} })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && Object.keys(s.context.errors).length > 0)
    expect(snapshot.context.errors).toEqual({ size: { message: 'Too small\nNot a multiple of 10' }, [GENERAL_FIELD]: { message: 'Unknown type' } })
  })

  it('001 §8 Unknown dialog action failure: message for unknown_action_error on a general field, and reported', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')")
    const { actor, reports } = dialog({ values: { name: 'data' } }, { submit: async () => Promise.reject(error) })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'data' } })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && Object.keys(s.context.errors).length > 0)
    expect(Object.keys(snapshot.context.errors)).toEqual([GENERAL_FIELD])
    expect(snapshot.context.errors[GENERAL_FIELD]!.key).toBe('error.unknown_action_error')
    expect(snapshot.context.submitted).toEqual({ name: 'data' })
    expect(reports).toEqual([expect.objectContaining({ error })])
    expect(reports[0]!.classification.entry.code).toBe('unknown_action_error')
  })

  it('001 §8 Other action errors are formatted and rethrown to the open dialog: the message shows on the general field', async () => {
    const { actor } = dialog({}, { submit: async () => failed(new ApiError(409, { message: 'Volume must be detached' })) })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: {} })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && Object.keys(s.context.errors).length > 0)
    // a code outside the catalogue: the generic sentence, the API's text its detail (ui/errors/serverErrorText.ts)
    expect(snapshot.context.errors).toEqual({ [GENERAL_FIELD]: { key: 'error.action_failed_detail', message: 'Volume must be detached', params: { detail: 'Volume must be detached' } } })
  })

  it('editing a field clears its error, and submitting again resubmits the kept values', async () => {
    let attempt = 0
    const { actor, submit } = dialog(
      { values: { name: 'taken' }, fields: ['name'] },
      {
        submit: async () => (attempt++ === 0 ? failed(new ApiError(400, { errors: [{ path: 'name', message: 'Name already in use' }] })) : done('ok')),
      },
    )
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { name: 'taken' } })
    const snapshot = await waitFor(actor, (s) => s.matches('form') && s.context.errors.name !== undefined)
    // the form's values decide which server errors still stand (the form owns the values)
    expect(standingErrors(snapshot.context, { name: 'taken' })).toEqual({ name: { message: 'Name already in use' } })
    expect(standingErrors(snapshot.context, { name: 'free' })).toEqual({})
    actor.send({ type: 'SUBMIT', values: { name: 'free' } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(submit.mock.calls.map(([input]) => input.values)).toEqual([{ name: 'taken' }, { name: 'free' }])
  })
})

describe('001 §8 Redirect, router and verificationFailed signals end silently', () => {
  const silent: [string, ActionFlowOutput][] = [
    ['redirect', { kind: 'redirect', route: 'servers_new', params: {}, redirect: { name: 'no_free_servers', route: 'servers_new', params: {} } }],
    ['router (entrance)', { kind: 'redirect', route: 'servers_new', params: {} }],
    ['router (order flow)', { kind: 'order_flow', order: { kind: 'volume', action: 'extend', data: { new_size: 200 } }, error: new ApiError(500) }],
    ['verification_failed', { kind: 'prompt', verification: { ok: false, reason: 'limit_reached', rejected: [{ name: 'volumes', used: 10, max: 10, requested: 1 }] } }],
  ]
  it.each(silent)('a %s end closes the dialog with no error and no report, its outcome the output', async (_name, outcome) => {
    const { actor, reports } = dialog({}, { submit: async () => outcome })
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SUBMIT', values: { size: 200 } })
    const snapshot = await waitFor(actor, (s) => s.status === 'done')
    expect(snapshot.value).toBe('closed')
    expect(snapshot.output).toEqual({ status: 'submitted', outcome, values: { size: 200 } })
    expect(snapshot.context.errors).toEqual({})
    expect(reports).toEqual([])
  })
})

describe('000 §5 Dialog OK disabled when processing, required checkboxes unchecked or action unavailable', () => {
  it("a required checkbox left unchecked refuses the submit and shows 'Checkbox required'", async () => {
    const { actor, submit } = dialog({ values: { name: 'disk-1' }, required_checkboxes: ['confirm'] })
    await waitFor(actor, (s) => s.matches('form'))
    expect(submitBlocker(actor.getSnapshot().context, { name: 'disk-1' })).toBe('checkbox_required')
    actor.send({ type: 'SUBMIT', values: { name: 'disk-1' } })
    expect(actor.getSnapshot().value).toBe('form')
    expect(actor.getSnapshot().context.errors).toEqual({ confirm: { key: 'validation.checkbox_required', message: 'Checkbox required' } })
    expect(submitBlocker(actor.getSnapshot().context, { name: 'disk-1', confirm: true })).toBeUndefined()
    actor.send({ type: 'SUBMIT', values: { name: 'disk-1', confirm: true } })
    expect(actor.getSnapshot().value).toBe('processing')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('an unavailable action refuses the submit until it becomes available again', async () => {
    const { actor, submit } = dialog({ available: false })
    await waitFor(actor, (s) => s.matches('form'))
    expect(submitBlocker(actor.getSnapshot().context, {})).toBe('unavailable')
    actor.send({ type: 'SUBMIT', values: {} })
    expect(actor.getSnapshot().value).toBe('form')
    actor.send({ type: 'AVAILABILITY', available: true })
    actor.send({ type: 'SUBMIT', values: {} })
    expect(actor.getSnapshot().value).toBe('processing')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(submit).toHaveBeenCalledTimes(1)
  })
})
