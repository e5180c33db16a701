// Runs a chosen action (000 §4 Generic action flow, 001 §4 Action flow): redirect or entrance → its route;
// otherwise its dialog, then what follows it (ActionRunnerHost.tsx).
//
// One runner for the signed-in area: the /lk layout (src/shell/LkLayout) mounts the provider, so a dialog outlives
// the list row or page it was opened from (lists are virtualized; restore navigates to the server list). The
// provider itself is small: the host with the flow, the dialogs and the registry loads with the first run.
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode, useMemo } from 'react'
import { type ApiClient, api as appApi } from '../api/client'
import type { AccountInput, ProjectInput } from '../../engine/types'
import type { Account, Project } from '../../generated/types/index.js'
import { ENDPOINTS } from '../api/endpoints'
import { useCurrentProject } from '../project/currentProject'
import { useApiQuery } from '../query/hooks'
import { useSession } from '../session/useSession'

export interface RunOptions {
  /** the entity the action acts on; {} (the default) for a collection action */
  item?: object
  related?: Record<string, object>
  /** values the dialog starts with, over the config's defaults */
  initialValues?: Record<string, unknown>
  /** a text shown above the dialog's form */
  notice?: string
  /** the answer of the action that opened this one (after.then): a generated keypair, a new token */
  answer?: Record<string, unknown>
}

export type RunAction = (kind: string, action: string, options?: RunOptions) => void

/** One run of an action, as the host gets it. */
export interface RunRequest {
  key: number
  kind: string
  action: string
  options: RunOptions
}

const RunnerContext = createContext<RunAction | null>(null)

/** The runner of the ActionRunnerProvider above (the /lk layout's). */
export function useRunAction(): RunAction {
  const run = useContext(RunnerContext)
  if (!run) throw new Error('useRunAction needs an ActionRunnerProvider (the /lk layout mounts one)')
  return run
}

export interface ActionRunnerProviderProps {
  children: ReactNode
  /** the API client (default: the app's) */
  api?: ApiClient
}

const loadHost = () => import('./ActionRunnerHost')
const ActionRunnerHost = lazy(() => loadHost().then((module) => ({ default: module.ActionRunnerHost })))

/** Starts loading the host where actions are on screen, so that the first one opens without a wait. */
export function preloadActionRunner(): void {
  void loadHost()
}

/**
 * The action runner for everything below it. Inside another provider it adds nothing and the outer runner runs
 * (its api too): there is one runner, so a page that also wraps itself in a provider still shares the layout's.
 */
export function ActionRunnerProvider(props: ActionRunnerProviderProps) {
  const outer = useContext(RunnerContext)
  return outer ? <>{props.children}</> : <Runner {...props} />
}

function Runner({ children, api = appApi }: ActionRunnerProviderProps) {
  // the env is read here, above the run state: running an action re-renders the runner, not what reads the project,
  // the account and the session
  const env = useReadActionEnv()
  return (
    <ActionEnvContext.Provider value={env}>
      <RunState api={api}>{children}</RunState>
    </ActionEnvContext.Provider>
  )
}

function RunState({ children, api }: { children: ReactNode; api: ApiClient }) {
  const [request, setRequest] = useState<RunRequest | null>(null)
  const keys = useRef(0)

  const run = useCallback<RunAction>((kind, action, options = {}) => {
    keys.current += 1
    setRequest({ key: keys.current, kind, action, options })
  }, [])
  const idle = useCallback(() => setRequest(null), [])

  return (
    <RunnerContext.Provider value={run}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <ActionRunnerHost request={request} api={api} run={run} onIdle={idle} />
        </Suspense>
      ) : null}
    </RunnerContext.Provider>
  )
}

// What evaluateAction reads besides the item (docs/ARCHITECTURE.md ActionInput): the current project (status, stopping
// reason, limits, params, prices) and the account (verified, identified, support session). Missing pieces
// mean "nothing blocks"; the API still refuses what it must.
export interface ActionEnv {
  /** the current project as the API returns it (prices for the dialogs' price, limits) */
  projectData: Project | undefined
  project: ProjectInput | undefined
  account: AccountInput
}

/** The project as evaluateAction takes it; the services' state stands in for a missing top-level one. */
export function projectInputOf(project: Project | undefined): ProjectInput | undefined {
  if (!project) return undefined
  const status = project.status ?? project.services?.status
  const stopping_reason = project.stopping_reason !== undefined ? project.stopping_reason : project.services?.stopping_reason
  return {
    ...project,
    id: project.id,
    ...(status !== undefined ? { status } : {}),
    ...(stopping_reason !== undefined ? { stopping_reason } : {}),
    ...(project.limits ? { limits: project.limits.map(({ name, used, max }) => ({ name, used, max })) } : {}),
  }
}

/** 000 §6: phone verification and identification; the support flag comes with the session (admin key). */
export function accountInputOf(account: Account | undefined, isSupportSession: boolean | undefined): AccountInput {
  return {
    ...(account?.phone_verified !== undefined ? { verified: account.phone_verified } : {}),
    ...(account?.has_identification !== undefined ? { identified: account.has_identification } : {}),
    // 000 §4 Profile actions: 2fa_enable hidden when enabled, 2fa_disable when not
    ...(account?.second_factor_enabled !== undefined ? { second_factor_enabled: account.second_factor_enabled } : {}),
    ...(isSupportSession !== undefined ? { is_support_session: isSupportSession } : {}),
  }
}

/**
 * The env the ActionRunnerProvider above reads once for every action under it: a list's rows share it rather
 * than each subscribing to the project, the account and the session.
 */
export const ActionEnvContext = createContext<ActionEnv | null>(null)

export function useActionEnv(): ActionEnv {
  const env = useContext(ActionEnvContext)
  if (!env) throw new Error('useActionEnv needs an ActionRunnerProvider (the /lk layout mounts one)')
  return env
}

/** For the provider: the env from the current project, the account and the session; a new object only when they change. */
export function useReadActionEnv(): ActionEnv {
  const { project } = useCurrentProject()
  const account = useApiQuery<Account>(ENDPOINTS.account)
  const session = useSession()
  const support = session?.is_support_session
  return useMemo(() => ({ projectData: project, project: projectInputOf(project), account: accountInputOf(account.data, support) }), [project, account.data, support])
}
