// The generic action flow (000 §4 "Generic action flow", 001 §4 "Action flow (common to all entities)"):
// optional redirect, prepare, money and limit verification, then the action (or navigation to its route for
// entrance actions); afterwards the list or details refetch and the balance recalculates if requested, and the
// per-user preferences the action names are saved (000 §4 Cart: clearing sets the hide-dashboard-banner flag).
// Actions with an awaiting status set the item AWAITING and restore the previous status on failure
// (delete marks it DELETING).
//
// The machine is pure: every side effect is an actor or an action supplied with machine.provide(...).
// Defaults: actors fail with "not provided", actions do nothing.
import { assign, createActor, emit, enqueueActions, fromPromise, setup, toPromise } from 'xstate'
import { catalogueError } from '../../contract/catalogue'
import { normalizeError } from '../errors/http'
import { refusalOf, type VerificationFailure } from '../errors/signals'
import { contextOf, thenTarget, type ResolvedRedirect, type ThenTarget, valueAt } from '../evaluate'
import type { AccountInput, ActionConfig, ActionInput, Json, LimitEntry, LimitRequest, MoneyRequirement, ProjectInput } from '../types'
import { verifyLimits, type LimitOutcome, verifyMoney, type Balance, type MoneyCost, type MoneyOutcome } from '../verification'

export interface ActionFlowInput {
  kind: string
  actionName: string
  action: ActionConfig
  /** the entity as the API returns it; {} for collection actions */
  item: object
  /** the values the user submitted (the dialog form) */
  payload?: Record<string, unknown>
  /** the redirect the action takes instead of running (engine/evaluate resolveRedirect) */
  redirect?: ResolvedRedirect
  /** context the entrance route params and the call path may read (same as ActionInput) */
  related?: Record<string, object>
  project?: ProjectInput
  account?: AccountInput
}

export type OptimisticStatus = 'AWAITING' | 'DELETING'

/**
 * What a failed action hands the order flow (000 §4: volume extend keeps the requested size): the action and the
 * payload it requested. How long the console keeps it, and where, is the app's (src/actions/flow.ts).
 */
export interface OrderFlowRequest {
  kind: string
  action: string
  item_id?: unknown
  /** the requested payload, kept as preselected order data */
  data: Record<string, unknown>
}

export type FailureStage = 'prepare' | 'verify_money' | 'navigate' | 'run'

/**
 * How the flow ends, as data, tagged by `kind`: a dialog takes it as its submit's result (engine/flow/dialogMachine.ts)
 * and the app switches on it. Nothing is thrown for an end that is not an error (001 §8: redirect, router and
 * verificationFailed end silently); `failed` is the one end that goes back to the form.
 */
export type ActionFlowOutput =
  | {
      kind: 'done'
      result: unknown
      refetched?: 'list' | 'details' | 'both'
      balance_recalculated: boolean
      /** after.preferences were saved */
      preferences_saved?: true
      /** failures after the call succeeded (refetch, balance, preferences): the action itself stands */
      warnings: FlowWarning[]
      /** after.navigate: route to go to (restore → servers_all) */
      navigate?: string
      /** after.then, resolved: action to open next (keypair generate → keypair download_keypair; email_change → ticket create) */
      then?: ThenTarget
    }
  /**
   * The flow went to a route instead of calling the API: a 001 §2 redirect (`redirect` says which; 001 §8: it ends
   * silently) or an entrance action (001 §8 router)
   */
  | { kind: 'redirect'; route: string; params: Record<string, string>; redirect?: ResolvedRedirect }
  /** 000 §4: the call of an action with `on_failure: 'order_flow'` failed; the order flow opens with what it requested */
  | { kind: 'order_flow'; order: OrderFlowRequest; error: unknown }
  /** 001 §8: verificationFailed ends silently; the UI opens the payment or ticket prompt from it */
  | { kind: 'prompt'; verification: VerificationFailure }
  /** an error the form shows (on its fields or the general field) */
  | { kind: 'failed'; stage: FailureStage; error: unknown }

export type ActionFlowEmitted =
  | { type: 'redirect'; name: string; route: string; params: Record<string, string> }
  | { type: 'verification_failed'; verification: VerificationFailure }
  | { type: 'order_flow'; order: OrderFlowRequest }

// --- what the injected actors receive and return ------------------------------------------------------

interface FlowRef {
  kind: string
  actionName: string
  action: ActionConfig
  item: Record<string, unknown>
  payload: Record<string, unknown>
}

export interface PrepareStepInput extends FlowRef {
  /** the prepare step's name (load_buckets, load_gateway_address, ...) */
  step: string
  /** results of the steps before */
  prepared: Record<string, unknown>
}

export interface FetchBalanceInput extends FlowRef {
  requirement: MoneyRequirement
  /** the item with its related items, as the order's price reads them (a restore: the parent server's flavor) */
  context: ActionInput
}

export interface FetchBalanceOutput {
  balance: Balance
  cost: MoneyCost
  /** whether requirement.minimum_balance applies (evaluated from minimum_balance_when); default true */
  minimum_applies?: boolean
}

export interface FetchLimitsInput extends FlowRef {
  requests: readonly LimitRequest[]
}

export interface PerformInput extends FlowRef {
  prepared: Record<string, unknown>
  /**
   * The context the call path is filled from (engine/evaluate.ts callPath: `{id}`, `{project_id}`, `{related.*}`, ...):
   * `callPath(action.call.path, context, payload)`. A path that cannot be filled throws there, inside perform, so
   * the flow fails at its run stage.
   */
  context: ActionInput
}

export interface RefetchInput {
  kind: string
  which: 'list' | 'details' | 'both'
  item: Record<string, unknown>
}

export interface RecalculateBalanceInput {
  kind: string
  actionName: string
}

export interface SavePreferencesInput {
  kind: string
  actionName: string
  /** after.preferences: per-user preferences (000 §3 server-side storage) to write */
  preferences: Record<string, Json>
}

/** A failure after the call succeeded; the action itself stands. */
export type FlowWarning = { stage: 'refetch' | 'recalculate_balance' | 'save_preferences'; error: unknown }

export interface SetItemStatusParams {
  item: Record<string, unknown>
  status: unknown
}

export interface NavigateParams {
  route: string
  params: Record<string, string>
  /** what the page it lands on says about why (a redirect's notice key) */
  notice?: string
}

const notProvided = <I, O>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`actionFlow: actor ${name} is not provided`)
  })

// --- context -------------------------------------------------------------------------------------------

interface ActionFlowContext extends FlowRef {
  redirect: ResolvedRedirect | undefined
  related: Record<string, object> | undefined
  project: ProjectInput | undefined
  account: AccountInput | undefined
  prepared: Record<string, unknown>
  step: number
  /** the item's status before the flow changed it */
  previous_status: unknown
  money: MoneyOutcome | undefined
  limits: LimitOutcome | undefined
  result: unknown
  refetched: 'list' | 'details' | 'both' | undefined
  balance_recalculated: boolean
  preferences_saved: boolean
  warnings: FlowWarning[]
  failure: { stage: FailureStage; error: unknown } | undefined
  outcome: ActionFlowOutput | undefined
}

const flowRef = (context: ActionFlowContext): FlowRef => ({
  kind: context.kind,
  actionName: context.actionName,
  action: context.action,
  item: context.item,
  payload: context.payload,
})

/** The status the item shows while the action runs: DELETING for delete, AWAITING for long actions. */
export function optimisticStatus(action: ActionConfig): OptimisticStatus | undefined {
  if (action.scope !== 'item') return undefined // a collection action has no item to mark
  if (action.marks_deleting) return 'DELETING'
  if (action.awaiting_status) return 'AWAITING'
  return undefined
}

/** A 400 that names fields (the API's or the request validator's). */
function isFieldValidation(error: unknown): boolean {
  const normalized = normalizeError(error)
  return normalized.http_status === 400 && normalized.field_errors.length > 0
}

function refetchOf(action: ActionConfig): 'list' | 'details' | 'both' | undefined {
  const refetch = action.after?.refetch
  return refetch === undefined || refetch === 'none' ? undefined : refetch
}

/** The flow's context as an ActionInput (what predicates, entrance params and call paths read). */
function actionInputOf(context: ActionFlowContext): ActionInput {
  return {
    item: context.item,
    ...(context.related ? { related: context.related } : {}),
    ...(context.project ? { project: context.project } : {}),
    ...(context.account ? { account: context.account } : {}),
  }
}

/** The entrance route params, read from the context paths of the config (item.id, ...). */
function entranceParams(context: ActionFlowContext): Record<string, string> {
  const evalContext = contextOf(actionInputOf(context))
  const params: Record<string, string> = {}
  for (const [param, path] of Object.entries(context.action.entrance?.params ?? {})) {
    const value = valueAt(evalContext, path)
    if (value !== undefined && value !== null) params[param] = String(value)
  }
  return params
}

function orderFlowOf(context: ActionFlowContext): OrderFlowRequest {
  const order: OrderFlowRequest = { kind: context.kind, action: context.actionName, data: { ...context.payload } }
  if (context.item.id !== undefined) order.item_id = context.item.id
  return order
}

export const actionMachine = setup({
  types: {
    context: {} as ActionFlowContext,
    input: {} as ActionFlowInput,
    output: {} as ActionFlowOutput,
    emitted: {} as ActionFlowEmitted,
  },
  actors: {
    prepareStep: notProvided<PrepareStepInput, unknown>('prepareStep'),
    fetchBalance: notProvided<FetchBalanceInput, FetchBalanceOutput>('fetchBalance'),
    fetchLimits: notProvided<FetchLimitsInput, LimitEntry[]>('fetchLimits'),
    perform: notProvided<PerformInput, unknown>('perform'),
    refetch: notProvided<RefetchInput, unknown>('refetch'),
    recalculateBalance: notProvided<RecalculateBalanceInput, unknown>('recalculateBalance'),
    savePreferences: notProvided<SavePreferencesInput, unknown>('savePreferences'),
  },
  actions: {
    /** optimistic status of the item in the store (AWAITING, DELETING, or the previous status back) */
    setItemStatus: (_, _params: SetItemStatusParams) => {},
    /** router navigation (redirects, entrance actions) */
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasRedirect: ({ context }) => context.redirect !== undefined,
    hasMoreSteps: ({ context }) => context.step < (context.action.prepare?.length ?? 0),
    verifiesMoney: ({ context }) => context.action.verify?.money !== undefined,
    moneyFailed: ({ context }) => context.money?.ok === false,
    verifiesLimits: ({ context }) => (context.action.verify?.limits?.length ?? 0) > 0,
    limitsFailed: ({ context }) => context.limits?.ok === false,
    isEntrance: ({ context }) => context.action.entrance !== undefined,
    entranceHasRoute: ({ context }) => typeof context.action.entrance?.route === 'string' && context.action.entrance.route !== '',
    refetches: ({ context }) => refetchOf(context.action) !== undefined,
    recalculatesBalance: ({ context }) => context.action.after?.recalculate_balance === true,
    savesPreferences: ({ context }) => Object.keys(context.action.after?.preferences ?? {}).length > 0,
    // a 400 with paths is about what was typed: it goes back to the form's fields, not to the order flow (the
    // catalogue's reading, engine/errors/classify.ts: validation before volume_extend_failed)
    failsToOrderFlow: ({ context }) => context.action.on_failure === 'order_flow' && context.failure?.stage === 'run' && !isFieldValidation(context.failure.error),
    refused: ({ event }) => refusalOf((event as { error?: unknown }).error) !== undefined,
  },
}).createMachine({
  id: 'actionFlow',
  context: ({ input }) => {
    const item = input.item as Record<string, unknown>
    return {
      kind: input.kind,
      actionName: input.actionName,
      action: input.action,
      item,
      payload: input.payload ?? {},
      redirect: input.redirect,
      related: input.related,
      project: input.project,
      account: input.account,
      prepared: {},
      step: 0,
      previous_status: item.status,
      money: undefined,
      limits: undefined,
      result: undefined,
      refetched: undefined,
      balance_recalculated: false,
      preferences_saved: false,
      warnings: [],
      failure: undefined,
      outcome: undefined,
    }
  },
  initial: 'starting',
  output: ({ context }) => context.outcome as ActionFlowOutput,
  states: {
    starting: {
      always: [{ guard: 'hasRedirect', target: 'redirecting' }, { target: 'preparing' }],
    },

    // 001 §2 redirect rules; 001 §8: a redirect ends silently
    redirecting: {
      always: {
        target: 'redirected',
        actions: [
          {
            type: 'navigate',
            params: ({ context }) => ({ route: context.redirect!.route, params: context.redirect!.params, ...(context.redirect!.notice ? { notice: context.redirect!.notice } : {}) }),
          },
          emit(({ context }) => ({ type: 'redirect' as const, name: context.redirect!.name, route: context.redirect!.route, params: context.redirect!.params })),
          assign({ outcome: ({ context }) => ({ kind: 'redirect' as const, route: context.redirect!.route, params: context.redirect!.params, redirect: context.redirect! }) }),
        ],
      },
    },
    redirected: { type: 'final' },

    preparing: {
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'hasMoreSteps', target: 'step' }, { target: '#actionFlow.verifyingMoney' }],
        },
        step: {
          invoke: {
            src: 'prepareStep',
            input: ({ context }) => ({ ...flowRef(context), step: context.action.prepare![context.step]!, prepared: context.prepared }),
            onDone: {
              target: 'next',
              actions: assign({
                prepared: ({ context, event }) => ({ ...context.prepared, [context.action.prepare![context.step]!]: event.output }),
                step: ({ context }) => context.step + 1,
              }),
            },
            onError: {
              target: '#actionFlow.failed',
              actions: assign({ failure: ({ event }) => ({ stage: 'prepare' as const, error: event.error }) }),
            },
          },
        },
      },
    },

    // 000 §5, 001 §5 money check
    verifyingMoney: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'verifiesMoney', target: 'fetching' }, { target: '#actionFlow.verifyingLimits' }],
        },
        fetching: {
          invoke: {
            src: 'fetchBalance',
            input: ({ context }) => ({ ...flowRef(context), requirement: context.action.verify!.money!, context: actionInputOf(context) }),
            onDone: {
              target: 'checked',
              actions: assign({
                money: ({ context, event }) => {
                  const options = event.output.minimum_applies === undefined ? {} : { minimum_applies: event.output.minimum_applies }
                  return verifyMoney(event.output.balance, context.action.verify!.money!, event.output.cost, options)
                },
              }),
            },
            // The balance could not be read: the stricter reading is not to run a paid action unchecked.
            onError: {
              target: '#actionFlow.failed',
              actions: assign({ failure: ({ event }) => ({ stage: 'verify_money' as const, error: event.error }) }),
            },
          },
        },
        checked: {
          always: [{ guard: 'moneyFailed', target: '#actionFlow.verificationFailed' }, { target: '#actionFlow.verifyingLimits' }],
        },
      },
    },

    // 001 §5 limit check; "If the limits fetch fails the check passes"
    verifyingLimits: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'verifiesLimits', target: 'fetching' }, { target: '#actionFlow.dispatching' }],
        },
        fetching: {
          invoke: {
            src: 'fetchLimits',
            input: ({ context }) => ({ ...flowRef(context), requests: context.action.verify!.limits! }),
            onDone: {
              target: 'checked',
              actions: assign({ limits: ({ context, event }) => verifyLimits(event.output, context.action.verify!.limits!, context.payload) }),
            },
            onError: {
              target: 'checked',
              actions: assign({ limits: ({ context }) => verifyLimits('fetch_failed', context.action.verify!.limits!, context.payload) }),
            },
          },
        },
        checked: {
          always: [{ guard: 'limitsFailed', target: '#actionFlow.verificationFailed' }, { target: '#actionFlow.dispatching' }],
        },
      },
    },

    dispatching: {
      always: [{ guard: 'isEntrance', target: 'navigating' }, { target: 'running' }],
    },

    // entrance action: navigate to its route instead of calling the API
    navigating: {
      always: [
        {
          guard: 'entranceHasRoute',
          target: 'navigated',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ route: context.action.entrance!.route, params: entranceParams(context) }) },
            assign({ outcome: ({ context }) => ({ kind: 'redirect' as const, route: context.action.entrance!.route, params: entranceParams(context) }) }),
          ],
        },
        {
          // 001 §8: entrance action without route: 'Entity action have not route'
          target: 'failed',
          actions: assign({ failure: () => ({ stage: 'navigate' as const, error: catalogueError('entrance_without_route') }) }),
        },
      ],
    },
    navigated: { type: 'final' },

    running: {
      entry: enqueueActions(({ context, enqueue }) => {
        const status = optimisticStatus(context.action)
        if (status) enqueue({ type: 'setItemStatus', params: { item: context.item, status } })
      }),
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ ...flowRef(context), prepared: context.prepared, context: actionInputOf(context) }),
        onDone: { target: 'refetching', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            // 001 §8: a 402 not_enough_money or 409 limit_reached is the verification's failure, said by the API
            guard: 'refused',
            target: 'verificationFailed',
            actions: [
              enqueueActions(({ context, enqueue }) => {
                // restore the previous status on failure
                if (optimisticStatus(context.action)) enqueue({ type: 'setItemStatus', params: { item: context.item, status: context.previous_status } })
              }),
              assign(({ event }) => {
                const refusal = refusalOf(event.error)!
                return refusal.reason === 'limit_reached' ? { limits: refusal } : { money: refusal }
              }),
            ],
          },
          {
            target: 'failed',
            actions: [
              enqueueActions(({ context, enqueue }) => {
                // restore the previous status on failure
                if (optimisticStatus(context.action)) enqueue({ type: 'setItemStatus', params: { item: context.item, status: context.previous_status } })
              }),
              assign({ failure: ({ event }) => ({ stage: 'run' as const, error: event.error }) }),
            ],
          },
        ],
      },
    },

    refetching: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'refetches', target: 'fetching' }, { target: '#actionFlow.recalculatingBalance' }],
        },
        fetching: {
          invoke: {
            src: 'refetch',
            input: ({ context }) => ({ kind: context.kind, which: refetchOf(context.action)!, item: context.item }),
            onDone: { target: '#actionFlow.recalculatingBalance', actions: assign({ refetched: ({ context }) => refetchOf(context.action) }) },
            onError: {
              target: '#actionFlow.recalculatingBalance',
              actions: assign({ warnings: ({ context, event }) => [...context.warnings, { stage: 'refetch' as const, error: event.error }] }),
            },
          },
        },
      },
    },

    recalculatingBalance: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'recalculatesBalance', target: 'fetching' }, { target: '#actionFlow.savingPreferences' }],
        },
        fetching: {
          invoke: {
            src: 'recalculateBalance',
            input: ({ context }) => ({ kind: context.kind, actionName: context.actionName }),
            onDone: { target: '#actionFlow.savingPreferences', actions: assign({ balance_recalculated: true }) },
            onError: {
              target: '#actionFlow.savingPreferences',
              actions: assign({ warnings: ({ context, event }) => [...context.warnings, { stage: 'recalculate_balance' as const, error: event.error }] }),
            },
          },
        },
      },
    },

    // after.preferences: per-user preferences written once the action succeeded (000 §4 Cart: clearing sets the
    // hide-dashboard-banner flag)
    savingPreferences: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'savesPreferences', target: 'saving' }, { target: '#actionFlow.done' }],
        },
        saving: {
          invoke: {
            src: 'savePreferences',
            input: ({ context }) => ({ kind: context.kind, actionName: context.actionName, preferences: { ...context.action.after!.preferences! } }),
            onDone: { target: '#actionFlow.done', actions: assign({ preferences_saved: true }) },
            onError: {
              target: '#actionFlow.done',
              actions: assign({ warnings: ({ context, event }) => [...context.warnings, { stage: 'save_preferences' as const, error: event.error }] }),
            },
          },
        },
      },
    },

    done: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => {
          const outcome: ActionFlowOutput = {
            kind: 'done',
            result: context.result,
            balance_recalculated: context.balance_recalculated,
            warnings: context.warnings,
          }
          if (context.refetched) outcome.refetched = context.refetched
          if (context.preferences_saved) outcome.preferences_saved = true
          if (context.action.after?.navigate) outcome.navigate = context.action.after.navigate
          if (context.action.after?.then) outcome.then = thenTarget(context.kind, context.action.after.then)
          return outcome
        },
      }),
    },

    verificationFailed: {
      type: 'final',
      entry: [
        assign({
          outcome: ({ context }) => {
            const verification = (context.money?.ok === false ? context.money : context.limits) as VerificationFailure
            return { kind: 'prompt' as const, verification }
          },
        }),
        emit(({ context }) => ({
          type: 'verification_failed' as const,
          verification: (context.outcome as Extract<ActionFlowOutput, { kind: 'prompt' }>).verification,
        })),
      ],
    },

    failed: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue, check }) => {
        const failure = context.failure!
        if (check('failsToOrderFlow')) {
          // 000 §4: the requested size is kept as preselected order data and the order flow opens (data expires after 24 hours)
          const order = orderFlowOf(context)
          enqueue.assign({ outcome: { kind: 'order_flow', order, error: failure.error } })
          enqueue.emit({ type: 'order_flow', order })
        } else {
          enqueue.assign({ outcome: { kind: 'failed', stage: failure.stage, error: failure.error } })
        }
      }),
    },
  },
})

export type ActionMachine = typeof actionMachine

/** Runs a flow to its end and resolves with its outcome. */
export function runActionFlow(machine: ActionMachine, input: ActionFlowInput): Promise<ActionFlowOutput> {
  const actor = createActor(machine, { input })
  const done = toPromise(actor)
  actor.start()
  return done
}
