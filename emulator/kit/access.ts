// Whose a row is: a caller reaches only its own account's rows. Anything of another account reads as missing
// (HTTP 404) whatever the id, so that accounts cannot even learn what exists elsewhere.
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import { notFound } from '../http/errors'
import type { Owned, Resource } from './resource'
import { rowOf } from './rows'

/** The caller's row of a project-scoped kind and its project; `accept` narrows (a local disk is not a volume). */
export function ownInProject<Row extends Owned & { project_id: string }>(
  ctx: Ctx,
  resource: Resource<Row, object>,
  accountId: string,
  id: string,
  accept: (row: Row) => boolean = () => true,
): { row: Row; project: ProjectRow } {
  const row = rowOf(ctx, resource, id)
  const project = row ? ctx.repos.projects.ownProject(accountId, row.project_id) : undefined
  if (!row || !project || !accept(row)) throw notFound(`${resource.what} not found`)
  return { row, project }
}

/** The caller's row of an account-scoped kind. */
export function ownInAccount<Row extends Owned & { account_id: string }>(ctx: Ctx, resource: Resource<Row, object>, accountId: string, id: string): Row {
  const row = rowOf(ctx, resource, id)
  if (!row || row.account_id !== accountId) throw notFound(`${resource.what} not found`)
  return row
}
