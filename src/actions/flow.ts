// The action flow machine (engine/flow/actionMachine.ts) with the app's side effects: the API call, the balance
// and limits the verification reads, the cache and the router (000 §4 Generic action flow, 001 §4 Action flow);
// useFlowDeps gathers them for the runner's dialogs and for an order page.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { callPath, requestBody, contextOf } from '../../engine/evaluate'
import {
  actionMachine,
  runActionFlow,
  type ActionFlowInput,
  type ActionFlowOutput,
  type FetchBalanceInput,
  type FetchBalanceOutput,
  type FetchLimitsInput,
  type NavigateParams,
  type PerformInput,
  type PrepareStepInput,
  type RecalculateBalanceInput,
  type RefetchInput,
  type SavePreferencesInput,
  type SetItemStatusParams,
  type OrderFlowRequest,
} from '../../engine/flow/actionMachine'
import { holds } from '../../engine/compile'
import { PreparationRefused, refusalOf } from '../../engine/flow/preparation'
import { orderPrice } from '../../engine/verification'
import type { LimitEntry, ActionConfig, EntityConfig } from '../../engine/types'
import { registry } from '../../entities/index'
import { useText } from '../../ui/i18n/translate'
import type { Balance, Limit, Project } from '../../generated/types/index.js'
import type { ApiClient } from '../api/client'
import { ENDPOINTS, entityEndpoints } from '../api/endpoints'
import type { ListResponse } from '../api/types'
import { assertRequest, type Translate } from './useActionForm'
import type { ActionEnv } from './ActionRunner'
import { routeHref } from './routes'
import { TIMINGS } from '../../contract/constants'
import { ApiError } from '../api/errors'
import { invalidateLists, patchDetails, patchInLists, LIVE_TABLE, type LiveRow } from '../live/eventTable'
import type { EntityAction, EntityEvent } from '../live/events'
import { detailEndpointOf } from '../live/listMatch'
import { apiQueryOptions, invalidateEndpoint } from '../query/apiQuery'
import { detailParams } from '../entities/sources'

export interface FlowDeps {
  api: ApiClient
  queryClient: QueryClient
  /** the current project as the API returns it (price list, limits) */
  project: Project | undefined
  /** goes to href; a notice (an i18n key) is handed to the page it lands on in the history state */
  navigate: (href: string, notice?: string) => void
  translate: Translate
  /** the Idempotency-Key the action's POST carries (useActionForm: the same one when an order is tried again) */
  idempotencyKey?: string
}

/** The action cannot be run from the console: no call, no route and nothing it opens next. */
export class NotRunnableError extends Error {
  constructor(kind: string, action: string) {
    super(`${kind}.${action} has no call the console can make`)
    this.name = 'NotRunnableError'
  }
}

function bodyOf(method: string, payload: Record<string, unknown>): { body?: unknown } {
  if (method === 'GET') return {}
  // DELETE takes its flags as a body (001 §7 delete: force, clear_fstab); an empty one is not sent
  if (method === 'DELETE' && Object.keys(payload).length === 0) return {}
  return { body: payload }
}

/** The flow machine with the app's actors and actions. */
export function appFlowMachine(deps: FlowDeps) {
  const { api, queryClient, navigate, translate } = deps
  return actionMachine.provide({
    actors: {
      prepareStep: fromPromise<unknown, PrepareStepInput>(async ({ input }) => {
        // a step the config declares (EntityConfig.preparations): its call's answer, unless the answer refuses
        const preparation = registry.get(input.kind).preparations?.[input.step]
        if (!preparation) throw new Error(`Preparation step ${input.step} of ${input.kind}.${input.actionName} is not declared`)
        const path = callPath(preparation.path, { item: input.item, ...(deps.project ? { project: deps.project } : {}) }, input.payload)
        const answer = preparation.method === 'POST' ? await api.request('POST', path, {}) : await api.get(path)
        const refused = refusalOf(preparation, answer)
        if (refused) throw new PreparationRefused(refused, input.step)
        return answer
      }),
      fetchBalance: fromPromise<FetchBalanceOutput, FetchBalanceInput>(async ({ input }) => {
        const balance = await api.get<Balance>(ENDPOINTS.balance)
        const context = { ...input.context, project: deps.project ?? {} }
        const cost = orderPrice(registry.get(input.kind), input.actionName, input.payload, context, deps.project?.prices, registry.get, false) ?? { hour: 0, month: 0 }
        const when = input.requirement.minimum_balance_when
        const minimum_applies = when === undefined ? true : holds(when, contextOf(context), registry.get(input.kind), registry.get)
        return {
          balance: { balance: balance.balance, credit_limit: balance.credit_limit ?? 0, current_cost: { hour: balance.current_cost?.hour ?? 0, month: balance.current_cost?.month ?? 0 } },
          cost,
          minimum_applies,
        }
      }),
      fetchLimits: fromPromise<LimitEntry[], FetchLimitsInput>(async () => {
        // the project's current limits; a failed fetch lets the order proceed (001 §5)
        const project = deps.project
        if (!project) throw new Error('No current project')
        const limits = await api.get<ListResponse<Limit>>(`/projects/${encodeURIComponent(project.id)}/limits`)
        return limits.result.map(({ name, used, max }) => ({ name, used, max }))
      }),
      perform: fromPromise<unknown, PerformInput>(async ({ input }) => {
        const call = input.action.call
        if (!call) {
          // an action that only opens the next one (after.then), saves a file or shows values has nothing to send
          if (input.action.after?.then || input.action.download || input.action.view) return undefined
          throw new NotRunnableError(input.kind, input.actionName)
        }
        const path = callPath(call.path, input.context, input.payload)
        // a value the path takes (`{payload.floatingip_id}`) is not part of the body the request schema describes
        const body = requestBody(call.path, input.payload)
        assertRequest(input.action.request, body, translate)
        // a 402 or 409 refusal that is a verification failure (001 §8) ends the flow as one: engine/errors/signals.ts refusalOf
        return api.request(call.method, path, { ...bodyOf(call.method, body), ...(deps.idempotencyKey ? { idempotencyKey: deps.idempotencyKey } : {}) })
      }),
      refetch: fromPromise<unknown, RefetchInput>(async ({ input }) => {
        // an account-level kind's action may change what the account says of itself (2FA on or off)
        await Promise.all([
          refetchKind(queryClient, input.kind, input.which, input.item),
          refetchListOwner(queryClient, input.kind, input.which),
          registry.get(input.kind).scope === 'account' ? refetchAccount(queryClient) : undefined,
        ])
      }),
      recalculateBalance: fromPromise<unknown, RecalculateBalanceInput>(() => refetchBalance(queryClient)),
      // 000 §3: per-user preferences are kept on the server; the pages reading them (the dashboard) ask again
      savePreferences: fromPromise<unknown, SavePreferencesInput>(async ({ input }) => {
        await api.patch(ENDPOINTS.preferences, input.preferences)
        await queryClient.invalidateQueries({ queryKey: [ENDPOINTS.preferences] })
      }),
    },
    actions: {
      setItemStatus: ({ context }, params: SetItemStatusParams) => setCachedStatus(queryClient, context.kind, params.item, params.status),
      navigate: (_, params: NavigateParams) => navigate(routeHref(params.route, params.params), params.notice),
    },
  })
}

/** Runs one action's flow to its end. */
export function runFlow(deps: FlowDeps, input: ActionFlowInput): Promise<ActionFlowOutput> {
  return runActionFlow(appFlowMachine(deps), input)
}

export interface AppRouterLike {
  navigate: (options: { href: string; state?: (state: object) => object }) => Promise<void>
  routesById: Record<string, { fullPath: string; options: { staticData?: { name?: string } } }>
}

/** The path of a route the router has under that spec name (finance, support), if it has one. */
export function routerPath(router: AppRouterLike | undefined, name: string): string | undefined {
  if (!router) return undefined
  return Object.values(router.routesById).find((route) => route.options.staticData?.name === name)?.fullPath
}

export function useAppRouter(): AppRouterLike | undefined {
  return useRouter({ warn: false })
}

export function useFlowDeps(api: ApiClient, env: ActionEnv): FlowDeps {
  const queryClient = useQueryClient()
  const router = useAppRouter()
  const text = useText()
  const navigate = useCallback(
    // a notice (001 §2 redirect: why the user lands there) travels in the history state to the page
    (href: string, notice?: string) => {
      if (router) void router.navigate({ href, ...(notice ? { state: (state: object) => ({ ...state, notice }) } : {}) })
      else window.location.assign(href)
    },
    [router],
  )
  return { api, queryClient, project: env.projectData, navigate, translate: (key, params) => text(key, params ? { params } : {}) }
}

// Preselected order data (000 §4 Volume: "If extend fails, the requested size is kept as preselected order data
// and the order flow opens (data expires after 24 hours)"). Kept in localStorage, so the order form finds it
// also when opened later within the 24 hours; expired data is dropped when read. This module is the only one that
// writes, reads or clears it, from the outcome of an action form's submit (useActionForm): what a failed action
// requested (the flow's order_flow outcome) is kept, and cleared once an order is placed with it; the order form
// reads it to preselect its values.
type OrderFlow = NonNullable<ActionConfig['order_flow']>

/** What is kept: the failed action's request, and when it stops counting. */
export interface OrderFlowData extends OrderFlowRequest {
  /** ms since the epoch: kept + TIMINGS.order_data_ttl_hours */
  expires_at: number
}

export const ORDER_DATA_STORAGE_KEY = 'console-order-data'

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

/** Keeps a failed action's request for the order flow, 24 hours from now (000 §4). */
function saveOrderData(order: OrderFlowRequest, now: number = Date.now()): OrderFlowData {
  const kept: OrderFlowData = { ...order, expires_at: now + TIMINGS.order_data_ttl_hours * 3_600_000 }
  storage()?.setItem(ORDER_DATA_STORAGE_KEY, JSON.stringify(kept))
  return kept
}

/** The kept order data of a kind, if it has not expired. */
function readOrderData(kind: string, now: number = Date.now()): OrderFlowData | undefined {
  const store = storage()
  const raw = store?.getItem(ORDER_DATA_STORAGE_KEY)
  if (!raw) return undefined
  try {
    const order = JSON.parse(raw) as OrderFlowData
    if (typeof order.expires_at !== 'number' || order.expires_at <= now) {
      store?.removeItem(ORDER_DATA_STORAGE_KEY)
      return undefined
    }
    return order.kind === kind ? order : undefined
  } catch {
    store?.removeItem(ORDER_DATA_STORAGE_KEY)
    return undefined
  }
}

/**
 * What a submit's outcome does to the kept data: a failed action's request is kept for its order flow; an order
 * placed from kept data uses it up.
 */
export function keepOrderData(outcome: ActionFlowOutput, placedFromKept: boolean, now: number = Date.now()): void {
  if (outcome.kind === 'order_flow') saveOrderData(outcome.order, now)
  else if (outcome.kind === 'done' && placedFromKept) storage()?.removeItem(ORDER_DATA_STORAGE_KEY)
}

/** The order form's values from the kept payload, as the failed action's `order_flow` maps them (size ← new_size). */
export function orderFlowValues(flow: OrderFlow, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(flow.values).flatMap(([field, from]) => (data[from] === undefined ? [] : [[field, data[from]]])))
}

/** The order form's preselected values for a kind's collection action, from data kept within 24 hours. */
export function preselectedValues(config: EntityConfig, action: string, now: number = Date.now()): Record<string, unknown> {
  const order = readOrderData(config.kind, now)
  if (!order) return {}
  const flow = config.actions[order.action]?.order_flow
  return flow && flow.action === action ? orderFlowValues(flow, order.data) : {}
}

// The action flow's effects on the query cache: the optimistic status of the item while a long action runs
// (000 §4: AWAITING, DELETING for delete, the previous status back on failure) and the refetch afterwards.
/** Sets the item's status wherever a cached list or detail of its kind holds it. */
export function setCachedStatus(queryClient: QueryClient, kind: string, item: Record<string, unknown>, status: unknown): void {
  const endpoints = entityEndpoints(kind)
  if (!endpoints || item.id === undefined || item.id === null) return
  const id = String(item.id)
  patchInLists(queryClient, endpoints.lists, id, { status })
  patchDetails(queryClient, endpoints.details, id, { status })
}

/**
 * Refetches the kind's lists, the item's details, or both (ActionConfig.after.refetch). For an item the live table
 * knows, one call for the item does for both: its answer goes through the table as an `updated` event (patched
 * wherever it is cached, moved between filtered lists), a 404 as `deleted`; a loaded list of 10,000 rows is not
 * asked again part after part. Other lists (an action that made a new item, a kind without a live row) refetch.
 */
export async function refetchKind(queryClient: QueryClient, kind: string, which: 'list' | 'details' | 'both', item: Record<string, unknown>): Promise<void> {
  const endpoints = entityEndpoints(kind)
  if (!endpoints) return
  const id = item.id === undefined || item.id === null ? undefined : String(item.id)
  const live = LIVE_TABLE[kind]
  const detail = id === undefined ? undefined : detailEndpointOf(endpoints.details, item)
  if (which !== 'details' && id !== undefined && live && detail) {
    if (await refetchItemThroughTable(queryClient, kind, live, detail, { ...item, id })) return
  }
  const work: Promise<unknown>[] = []
  if (which === 'list' || which === 'both') work.push(invalidateLists(queryClient, endpoints.lists))
  if ((which === 'details' || which === 'both') && id !== undefined) {
    for (const endpoint of endpoints.details) work.push(invalidateEndpoint(queryClient, endpoint, detailParams(endpoint, id)))
  }
  await Promise.all(work)
}

/**
 * A list's owner (ListConfig.owner: the figures above the list, read from a call of their own) is part of the list:
 * what changes the list may change them (signing the agency contract flips contract_signed), so they refetch with it.
 */
export function refetchListOwner(queryClient: QueryClient, kind: string, which: 'list' | 'details' | 'both'): Promise<void> | undefined {
  const source = registry.get(kind).list?.owner?.source
  return source === undefined || which === 'details' ? undefined : invalidateEndpoint(queryClient, source)
}

/** The item asked for once and applied through the live table; false when the call failed otherwise than 404. */
async function refetchItemThroughTable(queryClient: QueryClient, kind: string, live: LiveRow, detail: string, item: Record<string, unknown> & { id: string }): Promise<boolean> {
  const id = item.id
  const project_id = typeof item.project_id === 'string' ? item.project_id : ''
  const event = (action: EntityAction, data: Record<string, unknown>): EntityEvent => ({ type: 'entity', entity: kind, action, id, project_id, data })
  try {
    const fresh = await queryClient.fetchQuery({ ...apiQueryOptions<Record<string, unknown>>(detail, { id }), staleTime: 0, retry: false })
    live.updated(queryClient, event('updated', fresh))
    return true
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) return false
    live.deleted(queryClient, event('deleted', { id }))
    return true
  }
}

/** The account's state after an account-level action (000 §3 Account: 2FA on or off, verification). */
export function refetchAccount(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoint(queryClient, ENDPOINTS.account)
}

/** 001 §4: "the balance is recalculated if the action asks for it". */
export function refetchBalance(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoint(queryClient, ENDPOINTS.balance)
}
