// The action flow machine (engine/flow/actionMachine.ts) with the app's side effects: the API call, the balance
// and limits the verification reads, the cache and the router (000 §4 Generic action flow, 001 §4 Action flow);
// useFlowDeps gathers them for the runner's dialogs and for an order page.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { callPath, requestBody } from '../../engine/calls'
import { contextOf } from '../../engine/evaluate'
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
import { holds } from '../../engine/predicates'
import { PreparationRefused, refusalOf } from '../../engine/flow/preparation'
import { orderPrice } from '../../engine/pricing'
import type { LimitEntry } from '../../engine/types'
import { registry } from '../../entities'
import { useText } from '../../ui/i18n/translate'
import type { Balance, Limit, Project } from '../../generated/types/index.js'
import type { ApiClient } from '../api/client'
import { ENDPOINTS } from '../api/endpoints'
import type { ListResponse } from '../api/types'
import { refetchAccount, refetchBalance, refetchKind, refetchListOwner, setCachedStatus } from './cache'
import { assertRequest, type Translate } from './requestValidation'
import type { ActionEnv } from './env'
import { routeHref } from './routes'

export interface FlowDeps {
  api: ApiClient
  queryClient: QueryClient
  /** the current project as the API returns it (price list, limits) */
  project: Project | undefined
  /** goes to href; a notice (an i18n key) is handed to the page it lands on in the history state */
  navigate: (href: string, notice?: string) => void
  translate: Translate
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
        return api.request(call.method, path, bodyOf(call.method, body))
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
