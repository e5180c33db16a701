// A balancer's answer changed (its rules, its addresses): its owner hears of it on the websocket.
import type { Ctx } from '../../context'
import { announceId } from '../../kit/announce'
import { loadbalancerResource } from './resource'

export function balancerChanged(ctx: Ctx, id: string | null | undefined): void {
  announceId(ctx, loadbalancerResource, id)
}
