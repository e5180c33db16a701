import type { EntityConfig } from '../engine/types'
import { floatingip } from './floatingip'
import { keypair } from './keypair'
import { server } from './server'
import { server_license } from './server_license'
import { snapshot } from './snapshot'
import { volume } from './volume'

const configs = [server, server_license, volume, snapshot, floatingip, keypair] as const
/** Each config of the group with its own type: entities/index.ts checks the route names they refer to. */
export type ComputeConfig = (typeof configs)[number]
/** Servers and what hangs on them: server, server_license, volume, snapshot, floatingip, keypair. */
export const computeEntities: EntityConfig[] = [...configs]
