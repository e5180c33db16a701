// Runs a chosen action (000 §4 Generic action flow, 001 §4 Action flow): redirect or entrance → its route;
// otherwise its dialog, then what follows it (ActionRunnerHost.tsx). The entrances to it live here too: the action
// menu of an item (EntityActions) and the button of a collection action (CollectionAction).
//
// One runner for the signed-in area: the /lk layout (src/shell/LkLayout) mounts the provider, so a dialog outlives
// the list row or page it was opened from (lists are virtualized; restore navigates to the server list). The
// provider itself is small: the host with the flow, the dialogs and the registry loads with the first run.
import { HStack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode, useMemo } from 'react'
import { type ApiClient, api as appApi } from '../api/client'
import { isOfferedAction } from '../../engine/registry'
import type { AccountInput, ProjectInput } from '../../engine/types'
import { registry } from '../../entities'
import type { Account, Project } from '../../generated/types/index.js'
import { ActionMenu } from '../../ui/actions/ActionMenu'
import { ReasonedButton } from '../../ui/actions/ReasonedButton'
import { type Text as Translate, entityKeys, useText } from '../../ui/i18n/translate'
import { withTextScope } from '../../ui/i18n/withTextScope'
import { ENDPOINTS } from '../query/apiQuery'
import { useCurrentProject } from '../project/currentProject'
import { useApiQuery } from '../query/hooks'
import { useSession } from '../session/useSession'
import { orderPageHref } from './orderPage'
import { actionInput, menuChoices, type ActionChoice } from './verdicts'

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

// The action menu of one item: the actions of its kind this build offers (engine/registry.ts offeredActions), judged by evaluateAction
// with the current project and account; hidden ones are absent, blocked ones disabled with their reason
// (STYLE.md). Choosing one runs it through the ActionRunnerProvider above (the /lk layout's), which outlives the
// row: a list is virtualized and its rows unmount.
export interface EntityActionsProps {
  /** entity kind as the registry knows it (volume, server, snapshot, ...) */
  kind: string
  /** the entity exactly as the API returns it */
  item: object
  /** related entities by relation name ({ server: {...} } for a volume) */
  related?: Record<string, object>
  /** a menu button (lists) or a row of buttons (detail pages); default menu */
  variant?: 'menu' | 'buttons'
}

function ActionButton({ label, choice, onRun, text }: { label: string; choice: ActionChoice; onRun: () => void; text: Translate }) {
  const reason = !choice.verdict.enabled && choice.verdict.reason ? text(choice.verdict.reason) : undefined
  return (
    <ReasonedButton size="sm" variant="outline" disabled={!choice.verdict.enabled} reason={reason} onClick={onRun}>
      {label}
    </ReasonedButton>
  )
}

/**
 * In a list (EntityTable's TextScopeContext around its rows) the actions take the table's texts, so the rows do not
 * each subscribe to i18next; elsewhere (a detail page) they ask i18next themselves.
 */
export const EntityActions = withTextScope<EntityActionsProps>((props, { text }) => <EntityActionsView {...props} text={text} />)

function EntityActionsView({ kind, item, related, variant = 'menu', text }: EntityActionsProps & { text: Translate }) {
  const run = useRunAction()
  useEffect(preloadActionRunner, [])
  const env = useActionEnv()
  const choices = menuChoices(kind, actionInput(item, related, env))
  const runChoice = (name: string) => run(kind, name, { item, ...(related ? { related } : {}) })
  const label = (name: string) => text(entityKeys.action(kind, name))
  if (variant === 'buttons') {
    return (
      <HStack gap="2" wrap="wrap" role="group" aria-label={text('ui.actions')}>
        {choices.map((choice) => (
          <ActionButton key={choice.name} label={label(choice.name)} choice={choice} onRun={() => runChoice(choice.name)} text={text} />
        ))}
      </HStack>
    )
  }
  const name = registry.displayName(kind, item)
  return (
    <ActionMenu
      actions={choices.map((choice) => ({ name: choice.name, label: label(choice.name), verdict: choice.verdict }))}
      onSelect={runChoice}
      // the trigger reads "Действия"; its name also says whose (a list has one per row)
      trigger={text('ui.actions')}
      {...(name ? { label: text('console.action.menu_for', { params: { name } }) } : {})}
    />
  )
}

// The button of a collection action (volume create): judged like any action with item {} and the owner in
// related (docs/ARCHITECTURE.md); hidden: absent; blocked: disabled with its reason; absent too when the console does not
// offer it (engine/registry.ts). Pressing it runs the action through the ActionRunnerProvider above (the /lk layout's).
export interface CollectionActionProps {
  kind: string
  /** the collection action's name (create) */
  action: string
  /** the owner of the collection ({ balancer: {...} } for a rule's create) */
  related?: Record<string, object>
  /** i18n key of the button label; default the action's own label */
  label?: string
}

export function CollectionAction({ kind, action, related, label }: CollectionActionProps) {
  const run = useRunAction()
  // the runner (its flow chunk: the machines and every validator) loads when a press is near, not with the page:
  // parsed with the page, it held a phone's main thread before the first row
  const text = useText()
  const env = useActionEnv()
  const verdict = registry.evaluateAction(kind, action, actionInput({}, related, env))
  if (!isOfferedAction(registry.get(kind).actions[action]) || !verdict.visible) return null
  const reason = !verdict.enabled && verdict.reason ? text(verdict.reason) : undefined
  const page = orderPageHref(kind, action, related)
  const title = text(label ?? entityKeys.action(kind, action))
  if (page) return <OrderPageButton href={page} disabled={!verdict.enabled} reason={reason} title={title} />
  return (
    <ReasonedButton colorPalette="brand" disabled={!verdict.enabled} reason={reason} onClick={() => run(kind, action, related ? { related } : {})} onIntent={preloadActionRunner}>
      {title}
    </ReasonedButton>
  )
}

/** a collection action whose form is an order page (servers/new, domains/new) goes to that page */
function OrderPageButton({ href, disabled, reason, title }: { href: string; disabled: boolean; reason: string | undefined; title: string }) {
  const navigate = useNavigate()
  return (
    <ReasonedButton colorPalette="brand" disabled={disabled} reason={reason} onClick={() => void navigate({ to: href })}>
      {title}
    </ReasonedButton>
  )
}
