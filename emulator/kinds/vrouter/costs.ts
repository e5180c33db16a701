// What routers cost (VROUTER.price, a product decision): a router is charged while it is not stopped or in error;
// its gateway address is charged as any external address (consumption.ts).
import { VROUTER } from '../../../contract/constants'
import type { ResourceCost } from '../../consumption'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { balanceChanged, priceKop } from '../../money'
import type { VrouterRow } from './resource'

const NOT_CHARGED: readonly string[] = ['STOPPED', 'ERROR']

export function vrouterCosts(ctx: Ctx, projectId: string): ResourceCost[] {
  const rows = prepared(ctx.repos.db, 'SELECT * FROM vrouters WHERE project_id = ?').all(projectId) as VrouterRow[]
  return rows.map((row) => {
    const running = !NOT_CHARGED.includes(row.status)
    return {
      entity: 'vrouter',
      id: row.id,
      name: row.name,
      project_id: projectId,
      amount: 1,
      amount_active: running ? 1 : 0,
      hour_kop: running ? priceKop(ctx, projectId, VROUTER.price.group, VROUTER.price.name) : 0,
    }
  })
}

/** a router's step changed what the project costs */
export function vrouterSettled(ctx: Ctx, row: VrouterRow): void {
  const project = ctx.repos.projects.project(row.project_id)
  if (project) balanceChanged(ctx, project.account_id)
}
