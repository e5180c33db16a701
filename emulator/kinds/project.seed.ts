// The demo accounts' second project, stopped for money (000 §3 Project: status STOPPED, stopping reason money), so the
// switcher has a choice and the stopped-project rules show: its server is stopped, paid actions are refused. It costs
// nothing meanwhile (a stopped server without disks or addresses), so the account's hourly cost is the main project's. A daily
// deduction never resumes it (accounting.ts); a payment does. It is a day older than the main project.
import type { Ctx } from '../context'
import { createProject } from '../domain/accounts'
import { isoAt, newId } from '../domain/ids'

/** older than the account's main project, so that lists (newest first) keep the main one first */
export function seedStoppedProject(ctx: Ctx, accountId: string, spec: { project: string; prefix: string }, createdAt: number): void {
  let minute = 0
  const at = (): string => isoAt(createdAt + (minute += 1) * 60_000)
  const project = createProject(ctx, accountId, `${spec.project}: staging`, isoAt(createdAt))
  ctx.repos.projects.setStatus(project.id, 'STOPPED', 'money')
  const server = newId()
  ctx.repos.servers.insert({
    id: server,
    project_id: project.id,
    name: `${spec.prefix}staging-1`,
    status: 'STOPPED',
    rescue_mode: 'NO',
    flavor_id: 'flavor-std-1-2',
    image_id: 'image-ubuntu-22',
    source_snapshot_id: null,
    created_in: at(),
  })
}
