// Projects as a resource of the kit: an account's own (000 §3 Project), listed and announced (a project
// stopped or resumed for money, accounting.ts). Its limits, services and prices are in present/project.ts.
import type { Project } from '../../generated/types/index.js'
import type { ProjectRow } from '../db/projects'
import { defineResource } from '../kit/resource'
import { PROJECTS } from '../lists/projects'
import { presentProject } from '../present/project'

export const projectResource = defineResource<ProjectRow, Project>({
  kind: 'project',
  what: 'Project',
  table: 'projects',
  columns: ['id', 'account_id', 'name', 'status', 'stopping_reason', 'max_addresses_per_server', 'created_in'],
  scope: 'account',
  list: PROJECTS,
  present: presentProject,
  entity: 'project',
  eventProject: (row) => row.id,
})
