import type { EntityConfig } from '../engine/types'
import { floatingip } from './floatingip'
import { keypair } from './keypair'
import { server } from './server'
import { server_license } from './server_license'
import { snapshot } from './snapshot'
import { volume } from './volume'

/** Servers and what hangs on them: server, server_license, volume, snapshot, floatingip, keypair. */
export const computeEntities: EntityConfig[] = [server, server_license, volume, snapshot, floatingip, keypair]
