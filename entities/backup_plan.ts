// Server backup plan (000 §3 Backup plan, 000 §4 Backup plan, 001 §3, 001 §4 Backup plan rules, 001 §7 Backups (server)).
import { BACKUPS, DEFAULT_LIST_ORDER } from '../contract/constants'
import { absent, defineEntity, dimension, dimensionOf, fact, not, rule, status } from '../engine/define'
import type { Condition, Fact, StatusSets } from '../engine/types'
import type { BackupPlan } from '../generated/types/index.js'

export const BACKUP_PLAN_STATUSES = {
  values: ['ACTIVE', 'DISABLED', 'ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ENABLING', 'DISABLING', 'AWAITING', 'ERROR', 'DELETED'],
  sets: {
    processing: ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ENABLING', 'DISABLING', 'AWAITING'],
    usable: ['ACTIVE', 'DISABLED'],
    error: ['ERROR'],
    /** 001 §4: blocking statuses for server actions (read by the server's rules through inSet(..., 'backup_plan')) */
    blocks_server_actions: ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS'],
  },
} as const satisfies StatusSets

function hasAlert(alert: string, spec: string): Fact<BackupPlan> {
  return {
    reads: ['item.alerts'],
    compute: (context) => Array.isArray(context.item.alerts) && context.item.alerts.includes(alert),
    spec,
  }
}

const spec = {
  enable: "001 §4 Backup plan rules: 'Enable is hidden when already enabled or no server'",
  notUsable: "001 §4 Backup plan rules: 'enable and disable hidden when the plan is not in a usable status'",
}
const notUsable: Condition<BackupPlan> = rule(not(status.inSet('usable')), 'reason.backup_plan.not_usable', spec.notUsable)
// Reinstall and reconfigure are not named by the processing rules; a plan that is already installing or applying is
// read as busy (stricter reading): they are blocked while the plan processes.
const processing: Condition<BackupPlan> = rule(
  status.inSet('processing'),
  'reason.processing',
  '001 §4 Backup plan: process statuses ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS, ENABLING, DISABLING, AWAITING',
)

export const backupPlan = defineEntity<BackupPlan>()({
  kind: 'backup_plan',
  spec: '000 §3 Backup plan; 000 §4 Backup plan; 001 §4 Backup plan rules',
  scope: 'project',
  service: 'backups',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'backup_plan',
  icon: 'calendar-clock',
  routes: {
    // 000 §2: route name backup_plans; the plans are the servers child of project/backups (its default).
    list: { name: 'backup_plans', path: '/lk/project/backups/servers' },
  },
  statuses: BACKUP_PLAN_STATUSES,
  facts: {
    agent_install_failed: hasAlert(BACKUPS.plan_alerts.agent_install_failed, '001 §4 Backup plan: install failure alerts: failed to install the agent'),
    apply_failed: hasAlert(BACKUPS.plan_alerts.apply_failed, '001 §4 Backup plan: install failure alerts: failed to apply the plan'),
  },
  inputs: [
    dimension('status', 'item.status', BACKUP_PLAN_STATUSES.values),
    dimension('server', 'item.server_id', ['server-1', null]),
    dimensionOf('alerts', [{ label: 'none', set: { 'item.alerts': [] } }, ...Object.values(BACKUPS.plan_alerts).map((alert) => ({ label: alert, set: { 'item.alerts': [alert] } }))]),
  ],
  relations: {
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'backup_plans', id: 'server_id' },
  },
  list: { order: DEFAULT_LIST_ORDER },
  actions: {
    enable: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: enable; 001 §7 POST /backup/plans/{id}/enable',
      // Backups are billed by consumption (000 §4 Cart): read as "paid ... and similar" of 001 §4 (stricter).
      paid: true,
      hide: [rule(status.is('ACTIVE'), 'reason.backup_plan.already_enabled', spec.enable), rule(absent('item.server_id'), 'reason.backup_plan.no_server', spec.enable), notUsable],
      call: { method: 'POST', path: '/backup/plans/{id}/enable' },
      after: { refetch: 'both', recalculate_balance: true },
      baseline: { 'item.status': 'DISABLED' },
    },
    disable: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: disable; 001 §7 POST /backup/plans/{id}/disable',
      hide: [rule(status.is('DISABLED'), 'reason.backup_plan.already_disabled', "001 §4 Backup plan rules: 'disable hidden when already disabled'"), notUsable],
      call: { method: 'POST', path: '/backup/plans/{id}/disable' },
      after: { refetch: 'both', recalculate_balance: true },
    },
    reinstall_agent: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: reinstall_agent; 001 §7 POST /backup/plans/{id}/reinstall-agent',
      // "An install failure caused by agent installation" is the alert "failed to install the agent"; missing Linux
      // headers, though it fails the install, is not shown the action (stricter reading).
      hide: [
        rule(
          not(fact('agent_install_failed')),
          'reason.backup_plan.no_agent_install_failure',
          "001 §4 Backup plan rules: 'Reinstall_agent is shown only after an install failure caused by agent installation'",
        ),
      ],
      block: [processing],
      call: { method: 'POST', path: '/backup/plans/{id}/reinstall-agent' },
      after: { refetch: 'both' },
      baseline: { 'item.alerts': [BACKUPS.plan_alerts.agent_install_failed] },
    },
    reconfigure_agent: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: reconfigure_agent; 001 §7 POST /backup/plans/{id}/reconfiguration',
      hide: [rule(not(fact('apply_failed')), 'reason.backup_plan.no_apply_failure', "001 §4 Backup plan rules: 'reconfigure_agent only after a failure applying settings'")],
      block: [processing],
      call: { method: 'POST', path: '/backup/plans/{id}/reconfiguration' },
      after: { refetch: 'both' },
      baseline: { 'item.alerts': [BACKUPS.plan_alerts.apply_failed] },
    },
  },
})
