// Refusals shared by the resources: project blocking and account state (000 §4 Project, 001 §4 Account
// state and project blocking), each answered HTTP 409 with the spec's reason.
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import { conflict } from '../http/errors'

export interface ActionKind {
  /** a paid action (create, start, attach, extend, restore): blocked while the project is stopped for money */
  paid: boolean
  /** creates a resource: blocked while the account is unverified or unidentified */
  creates?: boolean
}

/**
 * 001 §4: under abuse, admin or manual alarm nearly all mutating actions are blocked; under money, paid
 * actions are blocked while the rest stays allowed. Stricter reading of "nearly all": all mutating ones.
 */
export function requireProjectAllows(ctx: Ctx, project: ProjectRow, action: ActionKind): void {
  if (project.status === 'DELETED') throw conflict('The project is deleted', 'project_not_active')
  if (project.status === 'STOPPED') {
    const reason = project.stopping_reason
    if (reason !== 'money' || action.paid) throw conflict(`The project is stopped (${reason ?? 'stopped'})`, 'project_stopped', 'nofield', { stopping_reason: reason })
  }
  if (action.creates) {
    const account = ctx.repos.accounts.account(project.account_id)
    if (!account || account.phone_verified !== 1) throw conflict('The account is not verified', 'account_not_verified')
    if (account.has_identification !== 1) throw conflict('The account is not identified', 'account_not_identified')
  }
}
