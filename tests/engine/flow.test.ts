import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../engine/errors/http'
import {
  actionMachine,
  type ActionFlowEmitted,
  type ActionFlowInput,
  type FetchBalanceOutput,
  type NavigateParams,
  type PerformInput,
  type SetItemStatusParams,
  runActionFlow,
} from '../../engine/flow/actionMachine'
import { callPath } from '../../engine/evaluate'
import type { ActionConfig, LimitEntry } from '../../engine/types'

// Made-up actions shaped like the spec's volume actions, so the flow is tested without a real entity config.
const extend: ActionConfig = {
  scope: 'item',
  spec: 'fixture: volume extend',
  paid: true,
  awaiting_status: true,
  verify: { money: { rule: 'balance' }, limits: [{ name: 'disk-space', amount: 1 }] },
  call: { method: 'POST', path: '/volumes/{id}/extend' },
  after: { refetch: 'both', recalculate_balance: true },
  on_failure: 'order_flow',
}
const create: ActionConfig = {
  scope: 'collection',
  spec: 'fixture: volume create',
  paid: true,
  verify: {
    money: { rule: 'service_start' },
    limits: [
      { name: 'volumes', amount: 1 },
      { name: 'disk-space', amount: { field: 'size', minimum: 10 } },
    ],
  },
  call: { method: 'POST', path: '/projects/{project_id}/volumes' },
  after: { refetch: 'list' },
}
const remove: ActionConfig = {
  scope: 'item',
  spec: 'fixture: volume delete',
  awaiting_status: true,
  marks_deleting: true,
  call: { method: 'DELETE', path: '/volumes/{id}' },
  after: { refetch: 'list', recalculate_balance: true },
}
const rename: ActionConfig = { scope: 'item', spec: 'fixture: rename', call: { method: 'PATCH', path: '/volumes/{id}' } }
const launch: ActionConfig = { scope: 'item', spec: 'fixture: launch_server', entrance: { route: 'servers_new', params: { volume_id: 'item.id', server: 'related.server.id' } } }
const item = { id: 'vol-1', name: 'data', status: 'AVAILABLE', size: 100 }

const richBalance: FetchBalanceOutput = { balance: { balance: 1000, credit_limit: 0, current_cost: { hour: 1, month: 720 } }, cost: { hour: 1 } }
const freeLimits: LimitEntry[] = [
  { name: 'volumes', used: 1, max: 10 },
  { name: 'disk-space', used: 100, max: 1000 },
]

interface Fakes {
  prepareStep?: (input: { step: string; prepared: Record<string, unknown> }) => Promise<unknown>
  fetchBalance?: () => Promise<FetchBalanceOutput>
  fetchLimits?: () => Promise<LimitEntry[]>
  perform?: (input: PerformInput) => Promise<unknown>
  refetch?: (input: { which: string }) => Promise<unknown>
  recalculateBalance?: () => Promise<unknown>
  savePreferences?: (input: { preferences: Record<string, unknown> }) => Promise<unknown>
}

/** Runs the flow with fake actors; records every call, every stable state and every emitted event. */
async function run(input: Omit<ActionFlowInput, 'kind' | 'actionName'> & { actionName?: string }, fakes: Fakes = {}) {
  const log: string[] = []
  const statuses: SetItemStatusParams[] = []
  const navigations: NavigateParams[] = []
  const calls = {
    prepareStep: vi.fn(fakes.prepareStep ?? (async ({ step }) => `${step}-result`)),
    fetchBalance: vi.fn(fakes.fetchBalance ?? (async () => richBalance)),
    fetchLimits: vi.fn(fakes.fetchLimits ?? (async () => freeLimits)),
    perform: vi.fn(fakes.perform ?? (async () => ({ ok: true }))),
    refetch: vi.fn(fakes.refetch ?? (async () => undefined)),
    recalculateBalance: vi.fn(fakes.recalculateBalance ?? (async () => undefined)),
    savePreferences: vi.fn(fakes.savePreferences ?? (async () => undefined)),
  }
  const machine = actionMachine.provide({
    actors: {
      prepareStep: fromPromise(async ({ input }) => calls.prepareStep(input)),
      fetchBalance: fromPromise(async () => calls.fetchBalance()),
      fetchLimits: fromPromise(async () => calls.fetchLimits()),
      perform: fromPromise(async ({ input }) => {
        log.push('perform')
        return calls.perform(input)
      }),
      refetch: fromPromise(async ({ input }) => calls.refetch(input)),
      recalculateBalance: fromPromise(async () => calls.recalculateBalance()),
      savePreferences: fromPromise(async ({ input }) => calls.savePreferences(input)),
    },
    actions: {
      setItemStatus: (_, params) => {
        log.push(`status ${String(params.status)}`)
        statuses.push(params)
      },
      navigate: (_, params) => {
        log.push(`navigate ${params.route}`)
        navigations.push(params)
      },
    },
  })
  const actor = createActor(machine, { input: { kind: 'volume', actionName: input.actionName ?? 'extend', ...input } })
  const states: string[] = []
  const emitted: ActionFlowEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.subscribe((snapshot) => states.push(stateName(snapshot)))
  const done = toPromise(actor)
  actor.start()
  states.unshift(stateName(actor.getSnapshot()))
  const output = await done
  return { output, states: [...new Set(states)], emitted, statuses, navigations, calls, log }
}

function stateName(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as object)
          .map(([k, v]) => `${k}.${flatten(v)}`)
          .join(',')
  return flatten(snapshot.value)
}

describe('001 §4 Action flow: optional redirect, prepare, money and limit verification, then the action', () => {
  it('runs prepare, money, limits, the action, the refetch and the balance recalculation, in that order', async () => {
    const result = await run({ action: { ...extend, prepare: ['load_server'] }, item, payload: { new_size: 200 } })
    expect(result.states).toEqual(['preparing.step', 'verifyingMoney.fetching', 'verifyingLimits.fetching', 'running', 'refetching.fetching', 'recalculatingBalance.fetching', 'done'])
    expect(result.output).toEqual({ kind: 'done', result: { ok: true }, refetched: 'both', balance_recalculated: true, warnings: [] })
  })

  it('an action with nothing to prepare or verify goes straight to the call', async () => {
    const result = await run({ action: rename, item, actionName: 'rename' })
    expect(result.states).toEqual(['running', 'done'])
    expect(result.calls.fetchBalance).not.toHaveBeenCalled()
    expect(result.calls.fetchLimits).not.toHaveBeenCalled()
    expect(result.calls.refetch).not.toHaveBeenCalled()
    expect(result.calls.recalculateBalance).not.toHaveBeenCalled()
    expect(result.output).toMatchObject({ kind: 'done', balance_recalculated: false })
  })
})

describe('001 §8 Redirect, router and verificationFailed signals end silently', () => {
  const redirect = { name: 'detach_bootable', route: 'server_details_volumes', params: { id: 'server-1' } }

  it('a redirect navigates to its route, emits redirect and ends without running the action', async () => {
    const result = await run({ action: { ...extend, prepare: ['load_server'] }, item, redirect })
    expect(result.output).toEqual({ kind: 'redirect', route: redirect.route, params: redirect.params, redirect })
    expect(result.emitted).toEqual([{ type: 'redirect', ...redirect }])
    expect(result.navigations).toEqual([{ route: 'server_details_volumes', params: { id: 'server-1' } }])
    expect(result.calls.prepareStep).not.toHaveBeenCalled()
    expect(result.calls.fetchBalance).not.toHaveBeenCalled()
    expect(result.calls.perform).not.toHaveBeenCalled()
    expect(result.statuses).toEqual([])
  })
})

describe('000 §4 Generic action flow: prepare', () => {
  it('runs every prepare step in order and hands the results to the action', async () => {
    const result = await run({ action: { ...rename, prepare: ['load_buckets', 'load_gateway_address'] }, item, actionName: 'delete' })
    expect(result.calls.prepareStep.mock.calls.map(([input]) => input.step)).toEqual(['load_buckets', 'load_gateway_address'])
    expect(result.calls.prepareStep.mock.calls[1]![0].prepared).toEqual({ load_buckets: 'load_buckets-result' })
    expect(result.calls.perform.mock.calls[0]![0].prepared).toEqual({ load_buckets: 'load_buckets-result', load_gateway_address: 'load_gateway_address-result' })
  })

  it('a failing prepare step fails the action before verification', async () => {
    const error = new Error('buckets not loaded')
    const result = await run({ action: { ...extend, prepare: ['load_buckets'] }, item }, { prepareStep: async () => Promise.reject(error) })
    expect(result.output).toEqual({ kind: 'failed', stage: 'prepare', error })
    expect(result.calls.fetchBalance).not.toHaveBeenCalled()
    expect(result.calls.perform).not.toHaveBeenCalled()
    expect(result.statuses).toEqual([])
  })
})

describe('001 §5 Money check before a paid action', () => {
  it('verifies money only when the action asks for it', async () => {
    const result = await run({ action: { ...extend, verify: { limits: [{ name: 'disk-space', amount: 1 }] } }, item })
    expect(result.calls.fetchBalance).not.toHaveBeenCalled()
    expect(result.output.kind).toBe('done')
  })

  it('not enough money ends with verification_failed: not_enough_money with missing amount, minimum balance and currency', async () => {
    const poor: FetchBalanceOutput = { balance: { balance: 0.3, credit_limit: 0, current_cost: { hour: 1, month: 720 } }, cost: { hour: 0.5 } }
    const result = await run({ action: extend, item }, { fetchBalance: async () => poor })
    const verification = { ok: false, reason: 'not_enough_money', missing: 0.2, minimum_balance: 0.5, currency: 'RUB' }
    expect(result.output).toEqual({ kind: 'prompt', verification })
    expect(result.emitted).toEqual([{ type: 'verification_failed', verification }])
    expect(result.calls.fetchLimits).not.toHaveBeenCalled()
    expect(result.calls.perform).not.toHaveBeenCalled()
    expect(result.statuses).toEqual([])
  })

  it('service start: 24 hours of current plus new hourly cost (balance 50, current 2.5, new 1.2: missing 38.80)', async () => {
    const fetched: FetchBalanceOutput = { balance: { balance: 50, credit_limit: 0, current_cost: { hour: 2.5, month: 1800 } }, cost: { hour: 1.2 } }
    const result = await run({ action: create, item: {}, actionName: 'create', payload: { size: 10 } }, { fetchBalance: async () => fetched })
    expect(result.output).toEqual({
      kind: 'prompt',
      verification: { ok: false, reason: 'not_enough_money_run_service', missing: 38.8, minimum_balance: 88.8, currency: 'RUB' },
    })
  })

  it('the minimum balance applies as the balance fetch decides (first S3 user: 300)', async () => {
    const action: ActionConfig = { ...rename, verify: { money: { rule: 'balance', minimum_balance: 300 } } }
    const fetched = (minimum_applies: boolean): FetchBalanceOutput => ({ balance: { balance: 250, credit_limit: 0, current_cost: { hour: 0, month: 0 } }, cost: { hour: 0 }, minimum_applies })
    expect((await run({ action, item }, { fetchBalance: async () => fetched(true) })).output).toMatchObject({ kind: 'prompt', verification: { missing: 50, minimum_balance: 300 } })
    expect((await run({ action, item }, { fetchBalance: async () => fetched(false) })).output.kind).toBe('done')
  })

  it('a failed balance fetch fails the action (a paid action never runs unchecked)', async () => {
    const error = new ApiError(503)
    const result = await run({ action: extend, item }, { fetchBalance: async () => Promise.reject(error) })
    expect(result.output).toEqual({ kind: 'failed', stage: 'verify_money', error })
    expect(result.calls.perform).not.toHaveBeenCalled()
  })
})

describe('001 §5 Limit check: fails with reason limit_reached when used plus requested exceeds max', () => {
  it('volume order with volumes at max ends with verification_failed listing name, used and max', async () => {
    const full: LimitEntry[] = [
      { name: 'volumes', used: 10, max: 10 },
      { name: 'disk-space', used: 995, max: 1000 },
    ]
    const result = await run({ action: { ...create, verify: { limits: create.verify!.limits! } }, item: {}, actionName: 'create', payload: { size: 10 } }, { fetchLimits: async () => full })
    expect(result.output).toEqual({
      kind: 'prompt',
      verification: {
        ok: false,
        reason: 'limit_reached',
        rejected: [
          { name: 'volumes', used: 10, max: 10, requested: 1 },
          { name: 'disk-space', used: 995, max: 1000, requested: 10 },
        ],
      },
    })
    expect(result.emitted).toHaveLength(1)
    expect(result.calls.perform).not.toHaveBeenCalled()
  })

  it('the requested size comes from the payload', async () => {
    const tight: LimitEntry[] = [{ name: 'disk-space', used: 900, max: 1000 }]
    const action = { ...create, verify: { limits: create.verify!.limits! } }
    expect((await run({ action, item: {}, payload: { size: 100 } }, { fetchLimits: async () => tight })).output.kind).toBe('done')
    expect((await run({ action, item: {}, payload: { size: 110 } }, { fetchLimits: async () => tight })).output.kind).toBe('prompt')
  })

  it('if the limits fetch fails the check passes and the action runs', async () => {
    const result = await run({ action: extend, item }, { fetchLimits: async () => Promise.reject(new ApiError(500)) })
    expect(result.calls.perform).toHaveBeenCalledTimes(1)
    expect(result.output.kind).toBe('done')
  })
})

describe('001 §4 Action flow: an entrance action instead navigates to the action route', () => {
  it('navigates to the entrance route with its params read from the context, without calling the API', async () => {
    const result = await run({ action: launch, item, actionName: 'launch_server', related: { server: { id: 'server-9' } } })
    expect(result.output).toEqual({ kind: 'redirect', route: 'servers_new', params: { volume_id: 'vol-1', server: 'server-9' } })
    expect(result.navigations).toEqual([{ route: 'servers_new', params: { volume_id: 'vol-1', server: 'server-9' } }])
    expect(result.calls.perform).not.toHaveBeenCalled()
    expect(result.states).toEqual(['navigated'])
  })

  it("001 §8 Entrance action without route: 'Entity action have not route'", async () => {
    const noRoute = { ...launch, entrance: { route: '' } } as ActionConfig
    const result = await run({ action: noRoute, item, actionName: 'launch_server' })
    expect(result.output).toMatchObject({ kind: 'failed', stage: 'navigate' })
    expect((result.output as { error: Error }).error.message).toBe('Entity action have not route')
    expect(result.navigations).toEqual([])
  })

  it('an entrance action still verifies money and limits first', async () => {
    const poor: FetchBalanceOutput = { balance: { balance: 0, credit_limit: 0, current_cost: { hour: 0, month: 0 } }, cost: { hour: 1 } }
    const result = await run({ action: { ...launch, verify: { money: { rule: 'balance' } } }, item }, { fetchBalance: async () => poor })
    expect(result.output.kind).toBe('prompt')
    expect(result.navigations).toEqual([])
  })
})

describe('001 §4 Action flow: afterwards the list or details are refetched and the balance is recalculated if the action asks for it', () => {
  it.each([
    ['list', 'list'],
    ['details', 'details'],
    ['both', 'both'],
  ] as const)('after.refetch %s refetches %s', async (refetch, which) => {
    const result = await run({ action: { ...rename, after: { refetch } }, item })
    expect(result.calls.refetch).toHaveBeenCalledWith(expect.objectContaining({ which }))
    expect(result.output).toMatchObject({ kind: 'done', refetched: which })
  })

  it("after.refetch 'none' refetches nothing", async () => {
    const result = await run({ action: { ...rename, after: { refetch: 'none' } }, item })
    expect(result.calls.refetch).not.toHaveBeenCalled()
  })

  it('recalculates the balance only when the action asks for it (000 §4: delete and extend recalculate balance)', async () => {
    expect((await run({ action: remove, item, actionName: 'delete' })).calls.recalculateBalance).toHaveBeenCalledTimes(1)
    expect((await run({ action: { ...remove, after: { refetch: 'list' } }, item, actionName: 'delete' })).calls.recalculateBalance).not.toHaveBeenCalled()
  })

  it('perform gets the context, so the call path fills from it (a rule create runs on related.balancer; 001 §7 POST /loadbalancers/{id}/rules)', async () => {
    const ruleCreate: ActionConfig = { scope: 'collection', spec: 'fixture: rule create', call: { method: 'POST', path: '/loadbalancers/{related.balancer.id}/rules/{payload.address_id}' } }
    const paths: string[] = []
    const perform = async (input: PerformInput) => paths.push(callPath(input.action.call!.path, input.context, input.payload))
    const ok = await run({ action: ruleCreate, item: {}, related: { balancer: { id: 'lb-1' } }, project: { id: 'prj-1' }, payload: { address_id: 'a-1' } }, { perform })
    expect(ok.output.kind).toBe('done')
    expect(paths).toEqual(['/loadbalancers/lb-1/rules/a-1'])
    expect(ok.calls.perform.mock.calls[0]![0].context).toEqual({ item: {}, related: { balancer: { id: 'lb-1' } }, project: { id: 'prj-1' } })
    // without the owner the path cannot be filled: the flow fails at its run stage
    const failed = await run({ action: ruleCreate, item: {}, payload: { address_id: 'a-1' } }, { perform })
    expect(failed.output).toMatchObject({ kind: 'failed', stage: 'run' })
  })

  it("saves the action's per-user preferences after success (000 §4 Cart: clearing sets the hide-dashboard-banner flag)", async () => {
    const clear: ActionConfig = { ...rename, after: { refetch: 'details', preferences: { hide_dashboard_cart_banner: true } } }
    const ok = await run({ action: clear, item })
    expect(ok.states).toEqual(['running', 'refetching.fetching', 'savingPreferences.saving', 'done'])
    expect(ok.calls.savePreferences).toHaveBeenCalledTimes(1)
    expect(ok.calls.savePreferences.mock.calls[0]![0]).toMatchObject({ kind: 'volume', preferences: { hide_dashboard_cart_banner: true } })
    expect(ok.output).toMatchObject({ kind: 'done', preferences_saved: true, warnings: [] })
    // none when the action names none, nor when the action fails
    expect((await run({ action: rename, item })).calls.savePreferences).not.toHaveBeenCalled()
    const failed = await run({ action: clear, item }, { perform: async () => Promise.reject(new ApiError(500)) })
    expect(failed.calls.savePreferences).not.toHaveBeenCalled()
    // a failed save leaves the action done, with a warning
    const saveError = new ApiError(503)
    const warned = await run({ action: clear, item }, { savePreferences: async () => Promise.reject(saveError) })
    expect(warned.output).toEqual({ kind: 'done', result: { ok: true }, refetched: 'details', balance_recalculated: false, warnings: [{ stage: 'save_preferences', error: saveError }] })
  })

  it('the output names after.navigate and after.then (restore goes to servers_all; generate then offers download)', async () => {
    const result = await run({ action: { ...rename, after: { navigate: 'servers_all', then: 'download_keypair' } }, item })
    expect(result.output).toMatchObject({ kind: 'done', navigate: 'servers_all', then: { kind: 'volume', action: 'download_keypair' } })
    // <kind>.<action> opens another kind's action (email_change opens ticket creation)
    const cross = await run({ action: { ...rename, after: { then: 'ticket.create' } }, item })
    expect(cross.output).toMatchObject({ kind: 'done', then: { kind: 'ticket', action: 'create' } })
  })

  it('a failed refetch or balance recalculation leaves the action done, with warnings', async () => {
    const refetchError = new ApiError(502)
    const balanceError = new ApiError(504)
    const result = await run({ action: extend, item }, { refetch: async () => Promise.reject(refetchError), recalculateBalance: async () => Promise.reject(balanceError) })
    expect(result.output).toEqual({
      kind: 'done',
      result: { ok: true },
      balance_recalculated: false,
      warnings: [
        { stage: 'refetch', error: refetchError },
        { stage: 'recalculate_balance', error: balanceError },
      ],
    })
  })
})

describe('001 §4 Actions flagged with an awaiting status set the item to AWAITING while running and restore the previous status on failure', () => {
  it('sets AWAITING on entering running, before the call', async () => {
    const result = await run({ action: extend, item })
    expect(result.log.slice(0, 2)).toEqual(['status AWAITING', 'perform'])
    expect(result.statuses).toEqual([{ item, status: 'AWAITING' }])
  })

  it('restores the previous status when the call fails', async () => {
    const { on_failure: _orderFlow, ...withoutFallback } = extend
    const result = await run({ action: withoutFallback, item }, { perform: async () => Promise.reject(new ApiError(500)) })
    expect(result.statuses.map((s) => s.status)).toEqual(['AWAITING', 'AVAILABLE'])
    expect(result.output).toMatchObject({ kind: 'failed', stage: 'run' })
  })

  it('delete also marks the item as deleting, and gets its status back on failure', async () => {
    const ok = await run({ action: remove, item, actionName: 'delete' })
    expect(ok.statuses.map((s) => s.status)).toEqual(['DELETING'])
    const failed = await run({ action: remove, item, actionName: 'delete' }, { perform: async () => Promise.reject(new ApiError(409)) })
    expect(failed.statuses.map((s) => s.status)).toEqual(['DELETING', 'AVAILABLE'])
  })

  it('an action without an awaiting status leaves the item status alone', async () => {
    const result = await run({ action: rename, item }, { perform: async () => Promise.reject(new ApiError(500)) })
    expect(result.statuses).toEqual([])
  })

  it('a collection action has no item to mark', async () => {
    const result = await run({ action: { ...create, awaiting_status: true, verify: {} }, item: {}, actionName: 'create' })
    expect(result.statuses).toEqual([])
  })
})

describe('000 §4 If extend fails, the requested size is kept as preselected order data and the order flow opens (data expires after 24 hours)', () => {
  // how long it is kept (24 hours) is the app's: tests/app/actions/orderFlow.test.tsx
  it('the failure output carries the requested payload for the order flow, and emits order_flow', async () => {
    const error = new ApiError(500)
    const result = await run({ action: extend, item, payload: { new_size: 200 } }, { perform: async () => Promise.reject(error) })
    const order = { kind: 'volume', action: 'extend', item_id: 'vol-1', data: { new_size: 200 } }
    expect(result.output).toEqual({ kind: 'order_flow', order, error })
    expect(result.emitted).toEqual([{ type: 'order_flow', order }])
    expect(result.statuses.map((s) => s.status)).toEqual(['AWAITING', 'AVAILABLE'])
  })

  it('a 400 with paths is about what was typed: it goes back to the form, not to the order flow', async () => {
    const error = new ApiError(400, { errors: [{ path: 'new_size', message: 'Too big' }] })
    const result = await run({ action: extend, item, payload: { new_size: 5000 } }, { perform: async () => Promise.reject(error) })
    expect(result.output).toEqual({ kind: 'failed', stage: 'run', error })
    expect(result.emitted).toEqual([])
  })

  it('a verification failure does not open the order flow (the payment or ticket dialog opens)', async () => {
    const full: LimitEntry[] = [{ name: 'disk-space', used: 1000, max: 1000 }]
    const result = await run({ action: extend, item, payload: { new_size: 200 } }, { fetchLimits: async () => full })
    expect(result.output.kind).toBe('prompt')
    expect(result.emitted.map((e) => e.type)).toEqual(['verification_failed'])
  })

  it("001 §8: the API's 402 not_enough_money ends the flow as a failed money verification, not in the order flow", async () => {
    const error = new ApiError(402, { reason: 'not_enough_money', missing: 50, minimum_balance: 300, currency: 'RUB' })
    const result = await run({ action: extend, item, payload: { new_size: 200 } }, { perform: async () => Promise.reject(error) })
    const verification = { ok: false, reason: 'not_enough_money', missing: 50, minimum_balance: 300, currency: 'RUB' }
    expect(result.output).toEqual({ kind: 'prompt', verification })
    expect(result.emitted).toEqual([{ type: 'verification_failed', verification }])
    expect(result.statuses.map((s) => s.status)).toEqual(['AWAITING', 'AVAILABLE'])
  })

  it("001 §8: the API's 409 limit_reached ends the flow as a failed limit verification", async () => {
    const error = new ApiError(409, { reason: 'limit_reached', rejected: [{ name: 'disk-space', used: 1000, max: 1000, requested: 100 }] })
    const result = await run({ action: extend, item, payload: { new_size: 200 } }, { perform: async () => Promise.reject(error) })
    expect(result.output).toEqual({ kind: 'prompt', verification: { ok: false, reason: 'limit_reached', rejected: [{ name: 'disk-space', used: 1000, max: 1000, requested: 100 }] } })
  })

  it('an action without on_failure fails plainly', async () => {
    const result = await run({ action: rename, item }, { perform: async () => Promise.reject(new ApiError(500)) })
    expect(result.output).toMatchObject({ kind: 'failed', stage: 'run' })
    expect(result.emitted).toEqual([])
  })
})

describe('the machine is pure: side effects come in through provide', () => {
  it('without a provided perform actor the action fails saying so', async () => {
    const actor = createActor(actionMachine, { input: { kind: 'volume', actionName: 'rename', action: rename, item } })
    const done = toPromise(actor)
    actor.start()
    const output = await done
    expect(output).toMatchObject({ kind: 'failed', stage: 'run' })
    expect((output as { error: Error }).error.message).toContain('perform is not provided')
  })

  it('runActionFlow resolves with the outcome', async () => {
    const machine = actionMachine.provide({ actors: { perform: fromPromise(async (): Promise<unknown> => 'renamed') } })
    expect(await runActionFlow(machine, { kind: 'volume', actionName: 'rename', action: rename, item })).toEqual({ kind: 'done', result: 'renamed', balance_recalculated: false, warnings: [] })
  })
})
