import type { EntityConfig } from '../engine/types'
import { dns_domain } from './dns_domain'
import { dns_record } from './dns_record'
import { loadbalancer } from './loadbalancer'
import { loadbalancer_rule } from './loadbalancer_rule'
import { s3_bucket } from './s3_bucket'
import { s3_user } from './s3_user'
import { vrouter } from './vrouter'

const configs = [dns_domain, dns_record, loadbalancer, loadbalancer_rule, s3_user, s3_bucket, vrouter] as const
/** Each config of the group with its own type: entities/index.ts checks the route names they refer to. */
export type NetworkConfig = (typeof configs)[number]
/** DNS, load balancers, S3 and virtual routers. */
export const networkEntities: EntityConfig[] = [...configs]
