import type { EntityConfig } from '../engine/types'

/** DNS, load balancers, S3 and virtual routers. */
export const networkEntities: EntityConfig[] = []
