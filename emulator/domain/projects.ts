// Creating and renaming an account's projects (a product decision: the spec shows no call for them). A name is unique
// within the account; an account has at most PROJECTS.max_per_account projects; a project created while the balance
// is below zero starts stopped for money, as the others are.
import { PROJECTS } from '../../contract/constants'
import { enforceMoneyState } from '../accounting'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import { prepared } from '../db/statements'
import { ApiError, conflict } from '../http/errors'
import { announce } from '../kit/announce'
import { projectResource } from '../kinds/project'
import { createProject } from './accounts'

function checkNameFree(ctx: Ctx, accountId: string, name: string, except?: string): void {
  const taken = ctx.repos.projects.projectsOf(accountId).some((project) => project.id !== except && project.name.toLowerCase() === name.toLowerCase())
  if (taken) throw new ApiError(400, [{ path: 'name', message: 'A project with this name already exists', code: 'project_name_in_use' }], { code: 'project_name_in_use' })
}

export function createAccountProject(ctx: Ctx, accountId: string, name: string): ProjectRow {
  return ctx.tx(() => {
    const projects = ctx.repos.projects.projectsOf(accountId)
    if (projects.length >= PROJECTS.max_per_account)
      throw conflict(`An account has at most ${PROJECTS.max_per_account} projects`, 'limit_reached', 'nofield', {
        rejected: [{ name: 'projects', used: projects.length, max: PROJECTS.max_per_account, requested: 1 }],
      })
    checkNameFree(ctx, accountId, name)
    const created = createProject(ctx, accountId, name)
    enforceMoneyState(ctx, accountId, { resume: false })
    const project = ctx.repos.projects.project(created.id) ?? created
    announce(ctx, projectResource, project, 'created')
    return project
  })
}

export function renameProject(ctx: Ctx, project: ProjectRow, name: string): ProjectRow {
  return ctx.tx(() => {
    checkNameFree(ctx, project.account_id, name, project.id)
    prepared(ctx.repos.db, 'UPDATE projects SET name = ? WHERE id = ?').run(name, project.id)
    const renamed = ctx.repos.projects.project(project.id) ?? project
    announce(ctx, projectResource, renamed)
    return renamed
  })
}
