// A project as the API answers it (schemas/entities/project.schema.json): limits with used and max,
// services, params, prices, and the flavors and images the project can use.
import { SERVER } from '../../contract/constants'
import type { Project } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import { RECIPES } from '../domain/catalogue'
import { kindServices } from '../kit/registry'
import { limitsOf } from '../limits'
import { presentPrice } from '../money'
import { presentBackupsOfProject } from '../kinds/backup_plan/service'

export function presentServices(ctx: Ctx, row: ProjectRow): NonNullable<Project['services']> {
  return { status: row.status, stopping_reason: row.stopping_reason, ...kindServices(ctx, row.id) }
}

export function presentProject(ctx: Ctx, row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    stopping_reason: row.stopping_reason,
    services: presentServices(ctx, row),
    limits: limitsOf(ctx, row.id).map((limit) => ({ ...limit })),
    params: { max_addresses_per_server: row.max_addresses_per_server ?? SERVER.max_addresses },
    prices: ctx.repos.projects.prices(row.id).map(presentPrice),
    flavors: ctx.repos.catalogue.flavors().map((flavor) => ({ ...flavor })),
    images: ctx.repos.catalogue
      .images()
      .map((image) => ({ id: image.id, name: image.name, operation_system: { distribution: image.distribution, version: image.version, os_family: image.os_family } })),
    recipes: RECIPES.map((recipe) => ({ ...recipe })),
    ...presentBackupsOfProject(ctx, row),
    created_in: row.created_in,
  }
}
