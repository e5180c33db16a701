// What a running balancer costs per hour (001 §9: resources priced: loadbalancer), from the project's price list.
import type { Ctx } from '../../context'
import { priceKop } from '../../money'

export const LOADBALANCER_PRICE = { group: 'loadbalancer', name: 'loadbalancer' } as const

export const balancerCostKop = (ctx: Ctx, projectId: string): number => priceKop(ctx, projectId, LOADBALANCER_PRICE.group, LOADBALANCER_PRICE.name)
