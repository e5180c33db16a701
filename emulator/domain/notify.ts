// Entity events of the kinds that others tell about (a volume's server, a snapshot's parent), through the kit.
import type { Ctx } from '../context'
import type { EntityAction } from '../events'
import { serverResource } from '../kinds/server'
import { snapshotResource } from '../kinds/snapshot'
import { volumeResource } from '../kinds/volume'
import { announceId } from '../kit/announce'

export function volumeChanged(ctx: Ctx, id: string, action: EntityAction = 'updated'): void {
  announceId(ctx, volumeResource, id, action)
}

export function serverChanged(ctx: Ctx, id: string | null | undefined, action: EntityAction = 'updated'): void {
  announceId(ctx, serverResource, id, action)
}

export function snapshotChanged(ctx: Ctx, id: string | null | undefined, action: EntityAction = 'updated'): void {
  announceId(ctx, snapshotResource, id, action)
}
