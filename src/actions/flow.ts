// The action flow machine (engine/flow/actionMachine.ts) with the app's side effects: the API call, the balance
// and limits the verification reads, the cache and the router (000 §4 Generic action flow, 001 §4 Action flow);
// useFlowDeps gathers them for the runner's dialogs and for an order page.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import type { ErrorObject } from 'ajv'
import { callPath, GROUP_SEPARATOR, requestBody, contextOf, holds } from '../../engine/evaluate'
import type { ApiFieldError } from '../../engine/errors/http'
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
} from '../../engine/flow/actionMachine'
import { PreparationRefused, refusalOf } from '../../engine/flow/preparation'
import { orderPrice } from '../../engine/verification'
import type { LimitEntry } from '../../engine/types'
import { registry } from '../../entities/index'
import { useText } from '../../ui/i18n/translate'
import type { Balance, Limit, Project } from '../../generated/types/index.js'
import type { Validator } from '../../generated/validators/index.js'
import { REQUEST_VALIDATORS } from '../../generated/validators/requests'
import type { ApiClient } from '../api/client'
import { ENDPOINTS, entityEndpoints, apiQueryOptions, invalidateEndpoint } from '../query/apiQuery'
import type { ListResponse } from '../api/types'
import type { ActionEnv } from './ActionRunner'
import { routeHref } from './routes'
import { ApiError } from '../api/errors'
import { invalidateLists, patchDetails, patchInLists, LIVE_TABLE, type LiveRow } from '../live/eventTable'
import type { EntityAction, EntityEvent } from '../live/events'
import { detailEndpointOf } from '../live/listMatch'
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
        await assertRequest(input.action.request, body, translate)
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

// The payload is checked against its request schema (ActionConfig.request, schemas/requests) before it is sent:
// the precompiled validators of generated/validators, their failures mapped to the dialog's fields. Each schema's
// validator is its own module, loaded the first time a dialog asks for it (the import is cached after that).
/** The validator of a request schema, by the title an action's `request` names (tests/engine-contract: every one exists). */
export async function requestValidator(title: string): Promise<Validator<unknown>> {
  const load = REQUEST_VALIDATORS[title]
  if (!load) throw new Error(`No validator for the request schema ${title}`)
  return load()
}

/** What a failure says, as an i18n key with its parameters (the caller translates it). */
export interface RequestProblem {
  /** the payload field, dot-separated (the dialog field of that name) */
  path: string
  key: string
  params?: Record<string, unknown>
}

export type Translate = (key: string, params?: Record<string, unknown>) => string

function problemOf(error: ErrorObject): Omit<RequestProblem, 'path'> {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' }
    case 'minimum':
      return { key: 'validation.min_value', params: { min: params.limit } }
    case 'maximum':
      return { key: 'validation.max_value', params: { max: params.limit } }
    case 'multipleOf':
      return { key: 'ui.validation.step', params: { step: params.multipleOf } }
    case 'minLength':
      return params.limit === 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { count: params.limit } }
    case 'maxLength':
      return { key: 'validation.max_length', params: { count: params.limit } }
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? { key: 'validation.numeric' } : { key: 'error.validation' }
    case 'pattern':
      return { key: 'console.action.validation.name_pattern' }
    case 'enum':
    case 'const':
    case 'additionalProperties':
      return { key: 'ui.validation.not_allowed' }
    default:
      return { key: 'error.validation' }
  }
}

/** The field an ajv failure is about: the property of /name, or the missing (or extra) one. */
function pathOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') return String(params.missingProperty ?? '')
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty ?? '')
  return error.instancePath.replace(/^\//, '').split('/').join('.')
}

/** The payload's failures against its request schema (empty when it is valid). */
export async function requestProblems(title: string, payload: unknown): Promise<RequestProblem[]> {
  const validator = await requestValidator(title)
  if (validator(payload)) return []
  return (validator.errors ?? []).map((error) => ({ path: pathOf(error), ...problemOf(error) }))
}

/** The form field a failure's path names among `fields`: itself, a grouped field (healthmonitor/timeout), or its holder (rules.0.address_id: rules). */
function fieldNamed(path: string, fields: readonly string[]): string {
  const grouped = path.split('.').join(GROUP_SEPARATOR)
  const holder = path.split('.')[0] ?? path
  return fields.includes(path) ? path : fields.includes(grouped) ? grouped : fields.includes(holder) ? holder : path
}

/** The failures as the dialog's form takes them: field (among `fields`, when given) → translated message, the first one per field. */
export async function requestMessages(title: string | undefined, payload: unknown, translate: Translate, fields: readonly string[] = []): Promise<Record<string, string>> {
  if (title === undefined) return {}
  const messages: Record<string, string> = {}
  for (const problem of await requestProblems(title, payload)) messages[fieldNamed(problem.path, fields)] ??= translate(problem.key, problem.params)
  return messages
}

/**
 * Throws when the payload does not match its request schema, in the shape of the API's own 400
 * ({ errors: [{ path, message }] }) so the dialog shows each message on its field; nothing is sent.
 */
export async function assertRequest(title: string | undefined, payload: unknown, translate: Translate): Promise<void> {
  if (title === undefined) return
  const problems = await requestProblems(title, payload)
  if (problems.length === 0) return
  const errors: ApiFieldError[] = problems.map((problem) => ({ path: problem.path, message: translate(problem.key, problem.params) }))
  throw new ApiError(400, { errors }, 'The request does not match its schema')
}
