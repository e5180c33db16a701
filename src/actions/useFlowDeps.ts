// What the action flow needs of the app (flow.ts FlowDeps): the API, the query cache, the current project and the
// router; for the runner's dialogs and for an order page.
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useText } from '../../ui/i18n/translate'
import type { ApiClient } from '../api/client'
import type { ActionEnv } from './env'
import type { FlowDeps } from './flow'

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
