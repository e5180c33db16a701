// Every kind the emulator serves through the resource kit. A new kind is one more entry here: its table's
// migration, its transitions and its share of the project limits follow from its declaration.
import type { Ctx } from '../context'
import { apiTokenResource } from '../kinds/api_token/resource'
import { backupResource } from '../kinds/backup/resource'
import { backupPlanResource } from '../kinds/backup_plan/resource'
import { dnsDomainResource } from '../kinds/dns_domain/resource'
import { dnsRecordResource } from '../kinds/dns_record/resource'
import { floatingipResource } from '../kinds/floatingip/resource'
import { keypairResource } from '../kinds/keypair/resource'
import { loadbalancerResource } from '../kinds/loadbalancer/resource'
import { loadbalancerRuleResource } from '../kinds/loadbalancer_rule/resource'
import { paymentResource } from '../kinds/payment/resource'
import { projectResource } from '../kinds/project'
import { serverResource } from '../kinds/server'
import { snapshotResource } from '../kinds/snapshot'
import { volumeResource } from '../kinds/volume'
import { s3UserResource } from '../kinds/s3_user/resource'
import { s3BucketResource } from '../kinds/s3_bucket/resource'
import { dbaasClusterResource } from '../kinds/dbaas_cluster/resource'
import { dbaasNodeResource } from '../kinds/dbaas_cluster/nodes'
import { dbaasDatabaseResource } from '../kinds/dbaas_database/resource'
import { dbaasBackupResource } from '../kinds/dbaas_backup/resource'
import { vrouterResource } from '../kinds/vrouter/resource'
import { ticketResource } from '../kinds/ticket/resource'
import { serverLicenseResource } from '../kinds/server_license/resource'
import { autopayResource } from '../kinds/autopay/resource'
import { payerResource } from '../kinds/payer/resource'
import { acceptanceCertResource } from '../kinds/acceptance_cert/resource'
import { cartProductResource } from '../kinds/cart/resource'
import type { AnyResource } from './resource'
import { registerSteps } from './steps'

let all: readonly AnyResource[] | undefined

/**
 * The kinds, read when first needed: the kinds' rules and this registry import each other (limits count what
 * every kind uses), so the list is not built while the modules are still loading.
 */
export function resources(): readonly AnyResource[] {
  all ??= [
    projectResource,
    serverResource,
    volumeResource,
    snapshotResource,
    floatingipResource,
    keypairResource,
    apiTokenResource,
    paymentResource,
    backupPlanResource,
    backupResource,
    s3UserResource,
    s3BucketResource,
    dbaasClusterResource,
    dbaasNodeResource,
    dbaasDatabaseResource,
    dbaasBackupResource,
    vrouterResource,
    loadbalancerResource,
    loadbalancerRuleResource,
    dnsDomainResource,
    dnsRecordResource,
    ticketResource,
    serverLicenseResource,
    autopayResource,
    payerResource,
    acceptanceCertResource,
    cartProductResource,
  ]
  return all
}

/** the kinds one emulator serves: the product's and the extra ones its options bring (kit/extra.ts) */
export function resourcesOf(ctx: Ctx): readonly AnyResource[] {
  return [...resources(), ...ctx.options.extraKinds.map((kind) => kind.resource)]
}

/** how much of each limit the project uses, summed over the kinds */
export function usedCounts(ctx: Ctx, projectId: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const resource of resourcesOf(ctx)) for (const [name, used] of Object.entries(resource.used?.(ctx, projectId) ?? {})) counts[name] = (counts[name] ?? 0) + used
  return counts
}

/** the services of the project the kinds own (000 §3 Project services), beside its own status */
export function kindServices(ctx: Ctx, projectId: string): Record<string, object> {
  return Object.assign({}, ...resourcesOf(ctx).map((resource) => resource.services?.(ctx, projectId) ?? {})) as Record<string, object>
}

export function registerResources(ctx: Ctx): void {
  registerSteps(ctx, resourcesOf(ctx))
}
