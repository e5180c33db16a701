// Load balancers (000 §3, §4 Load balancer; 001 §4 Load balancer rules, §7 Load balancers) as a resource of the
// kit. A balancer has an internal address of its own and its floating IPs in the addresses table (attached_entity
// 'loadbalancer'); its rules are the loadbalancer_rule resource. Steps: CREATING → ACTIVE, STARTING → ACTIVE,
// STOPPING → STOPPED, UPDATING → the status it had, DELETING → gone (its addresses freed, its rules gone).
import { balancerCostKop } from './price'
import type { Loadbalancer } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { countOf } from '../../kit/rows'
import { defineResource, type Resource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { balanceChanged } from '../../money'
import { loadbalancerRuleResource } from '../loadbalancer_rule/resource'
import { balancerAddresses, releaseBalancer } from './addresses'

export interface LoadbalancerRow {
  id: string
  project_id: string
  name: string
  status: string
  algorithm: string
  /** 0 or 1 */
  session_persistence: number
  /** the health monitor as JSON (000 §3: type, delay, timeout, max_retries; HTTP only: http_method, expected_codes, url_path) */
  healthmonitor: string
  internal_address: string
  rules_limit: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE loadbalancers (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  algorithm TEXT NOT NULL,
  session_persistence INTEGER NOT NULL DEFAULT 0,
  healthmonitor TEXT NOT NULL,
  internal_address TEXT NOT NULL,
  rules_limit INTEGER NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX loadbalancers_project_created ON loadbalancers(project_id, created_in DESC, id);
CREATE TABLE loadbalancer_rules (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  loadbalancer_id TEXT NOT NULL REFERENCES loadbalancers(id) ON DELETE CASCADE,
  address_id TEXT NOT NULL,
  server_id TEXT NOT NULL,
  external_protocol_port INTEGER NOT NULL,
  internal_protocol_port INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX loadbalancer_rules_balancer ON loadbalancer_rules(loadbalancer_id, created_in DESC, id);
CREATE INDEX loadbalancer_rules_project ON loadbalancer_rules(project_id, created_in DESC, id);
ALTER TABLE addresses ADD COLUMN attached_entity TEXT;
ALTER TABLE addresses ADD COLUMN attached_id TEXT;
CREATE INDEX addresses_attached ON addresses(attached_entity, attached_id);
`

export function healthmonitorOf(row: LoadbalancerRow): NonNullable<Loadbalancer['healthmonitor']> {
  return JSON.parse(row.healthmonitor) as NonNullable<Loadbalancer['healthmonitor']>
}

function presentLoadbalancer(ctx: Ctx, row: LoadbalancerRow): Loadbalancer {
  return {
    id: row.id,
    name: row.name,
    status: row.status as Loadbalancer['status'],
    addresses: balancerAddresses(ctx, row.id),
    internal_addresses: [{ address: row.internal_address, type: 'FIXED', external: false }],
    algorithm: row.algorithm as NonNullable<Loadbalancer['algorithm']>,
    session_persistence: row.session_persistence === 1,
    healthmonitor: healthmonitorOf(row),
    rules_count: countOf(ctx, loadbalancerRuleResource, 'loadbalancer_id = ?', row.id),
    rules_limit: row.rules_limit,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

function balanceOfProject(ctx: Ctx, projectId: string): void {
  const accountId = ctx.repos.projects.project(projectId)?.account_id
  if (accountId) balanceChanged(ctx, accountId)
}

export const loadbalancerResource: Resource<LoadbalancerRow, Loadbalancer> = defineResource<LoadbalancerRow, Loadbalancer>({
  kind: 'loadbalancer',
  what: 'Load balancer',
  table: 'loadbalancers',
  columns: ['id', 'project_id', 'name', 'status', 'algorithm', 'session_persistence', 'healthmonitor', 'internal_address', 'rules_limit', 'created_in'],
  scope: 'project',
  migrations: [{ version: 18, name: 'load balancers and their rules', sql: MIGRATION }],
  // a running balancer is charged by the hour
  consumption: (ctx, projectId) =>
    runningBalancers(ctx, projectId).map((balancer) => ({
      entity: 'loadbalancer',
      id: balancer.id,
      name: balancer.name,
      project_id: projectId,
      amount: 1,
      amount_active: 1,
      hour_kop: balancerCostKop(ctx, projectId),
    })),
  list: {
    table: 'loadbalancers lb',
    joins: {},
    columns: 'lb.*',
    id: 'lb.id',
    shape: {
      fields: {
        id: textField('lb.id'),
        name: textField('lb.name'),
        status: textField('lb.status'),
        addresses: 'memory',
        internal_addresses: 'memory',
        algorithm: textField('lb.algorithm'),
        session_persistence: { sql: '(lb.session_persistence = 1)', type: 'boolean' },
        healthmonitor: 'memory',
        rules_count: integerField('(SELECT COUNT(*) FROM loadbalancer_rules r WHERE r.loadbalancer_id = lb.id)'),
        rules_limit: integerField('lb.rules_limit'),
        created_in: textField('lb.created_in'),
        project_id: textField('lb.project_id'),
      },
    },
  },
  present: presentLoadbalancer,
  entity: 'loadbalancer',
  transitions: {
    created: { to: 'ACTIVE', then: (ctx, row) => balanceOfProject(ctx, row.project_id) },
    started: { to: 'ACTIVE', then: (ctx, row) => balanceOfProject(ctx, row.project_id) },
    stopped: { to: 'STOPPED', then: (ctx, row) => balanceOfProject(ctx, row.project_id) },
    // a change of algorithm or health monitor: back to the status it had (the payload's `back`)
    updated: { to: (row, payload) => (typeof payload.back === 'string' ? payload.back : row.status) },
    deleted: {
      run: (ctx, row) => releaseBalancer(ctx, row),
    },
  },
  used: (ctx, projectId) => ({ loadbalancer: countOf(ctx, loadbalancerResource, 'project_id = ?', projectId) }),
})

/** the running balancers of a project (000 §3 Consumption: a stopped one is not charged) */
export function runningBalancers(ctx: Ctx, projectId: string): LoadbalancerRow[] {
  return prepared(ctx.repos.db, "SELECT * FROM loadbalancers WHERE project_id = ? AND status NOT IN ('STOPPED', 'CREATION_ERROR') ORDER BY rowid").all(projectId) as LoadbalancerRow[]
}
