// The demo accounts' router: ACTIVE, with one private network, its gateway address and a floating IP attached.
import type { Ctx } from '../../context'
import { newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { floatingipResource } from '../floatingip/resource'
import { addGatewayAddress, routerAddressRow } from './addresses'
import { firstHost } from './networks'
import { vrouterResource } from './resource'

export function seedVrouters(ctx: Ctx, seed: { project_id: string; prefix: string; at: () => string }): void {
  const id = newId()
  const network = '10.10.0.0/24'
  insertRow(ctx, vrouterResource, {
    id,
    project_id: seed.project_id,
    name: `${seed.prefix}office-router`,
    status: 'ACTIVE',
    private_networks: JSON.stringify([network]),
    private_ip: firstHost(network),
    created_in: seed.at(),
  })
  addGatewayAddress(ctx, seed.project_id, id, seed.at())
  insertRow(ctx, floatingipResource, routerAddressRow(ctx, seed.project_id, id, { type: 'FIXED', ordered: 1, created_in: seed.at() }))
}
