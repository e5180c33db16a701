// The demo accounts' licence: ISPmanager 6 on the web server (it has the external IP the licence needs, 000 §4).
import type { Ctx } from '../../context'
import { newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { serverLicenseResource } from './resource'

export function seedLicenses(ctx: Ctx, seed: { project_id: string; server_id: string; at: () => string }): void {
  insertRow(ctx, serverLicenseResource, { id: newId(), project_id: seed.project_id, server_id: seed.server_id, addon: 'ispmanager_6', value: 1, status: 'ACTIVE', created_in: seed.at() })
}
