import type { EntityConfig } from '../engine/types'
import { volume } from './volume'

/** Servers and what hangs on them: server, server_license, volume, snapshot, floatingip, keypair. */
export const computeEntities: EntityConfig[] = [volume]
