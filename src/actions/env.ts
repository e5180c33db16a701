// What evaluateAction reads besides the item (docs/ARCHITECTURE.md ActionInput): the current project (status, stopping
// reason, limits, params, prices) and the account (verified, identified, support session). Missing pieces
// mean "nothing blocks"; the API still refuses what it must.
import { createContext, useContext, useMemo } from 'react'
import type { AccountInput, ProjectInput } from '../../engine/types'
import type { Account, Project } from '../../generated/types/index.js'
import { ENDPOINTS } from '../api/endpoints'
import { useCurrentProject } from '../project/currentProject'
import { useApiQuery } from '../query/hooks'
import { useSession } from '../session/useSession'

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
