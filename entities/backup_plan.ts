// Server backup plan (000 §3 Backup plan, 000 §4 Backup plan, 001 §3, 001 §4 Backup plan rules, 001 §7 Backups (server)).
import { BACKUPS, DEFAULT_LIST_ORDER, PRICE_GROUPS, RESOURCES } from '../contract/constants'
import { absent, all, any, defineEntity, dimension, dimensionOf, fact, is, isIn, not, present, rule, status } from '../engine/define'
import type { ColumnConfig, Condition, Fact, NoticeConfig, Predicate, StatusSets } from '../engine/types'
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

// The project's backup service (000 §3 Project: backups service state and auth state, backups_maintenance_mode;
// 000 §4 Project: states STOPPED, BLOCKED, ERROR, INACTIVE, ACTIVATING, maintenance, password not valid).
const SERVICE = 'project.backups_service.state'
const SERVICE_SPEC = '000 §4 Project: backup service states STOPPED, BLOCKED, ERROR, INACTIVE, ACTIVATING, maintenance, password not valid'
const serviceIs = (...states: string[]): Predicate<BackupPlan> => isIn(SERVICE, states)
const passwordNotValid: Predicate<BackupPlan> = is('project.backups_service.auth_state', 'PASSWORD_NOT_VALID')
const maintenance: Condition<BackupPlan> = rule(
  any(is('project.backups_maintenance_mode', true), serviceIs('maintenance')),
  'reason.backups_maintenance',
  '000 §3 Project: backups_maintenance_mode; 001 §8: backup service in maintenance',
)
/** the portal and its password exist once the service is activated: hidden before (and while it activates) */
const notActivated: Condition<BackupPlan> = rule(all(present(SERVICE), serviceIs('INACTIVE', 'ACTIVATING', 'ERROR')), 'reason.backup_plan.service_not_active', SERVICE_SPEC)
const notice = (when: Predicate<BackupPlan>, level: NoticeConfig['level'], state: string): NoticeConfig<BackupPlan> => ({
  when,
  level,
  text: `backup_plan.notice.${state}`,
  spec: SERVICE_SPEC,
})

/** 000 §3 Backup plan: server, status, alerts, backups_count, last and next backup dates (its list row and its page) */
const PLAN_FIELDS: ColumnConfig<BackupPlan>[] = [
  { field: 'server', label: 'column.server', format: 'link' },
  { field: 'status', label: 'column.status', format: 'status' },
  { field: 'alerts', label: 'column.alerts', format: 'text' },
  { field: 'backups_count', label: 'column.backups_count', format: 'text' },
  { field: 'last_backup_date', label: 'column.last_backup_date', format: 'date' },
  { field: 'next_backup_date', label: 'column.next_backup_date', format: 'date' },
]

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
    // 000 §2 project/backups (route name backups): the section, shared with the backup kind's list route
    section: { name: 'backups', path: '/lk/project/backups' },
    // a plan's page with the list of its copies (000 §2 names no route for it: beside the servers child, as
    // s3/{id}/details is beside s3)
    page: { name: 'backup_plan_details', path: '/lk/project/backups/servers/$id/details' },
    backups: { name: 'backup_plan_backups', path: '/lk/project/backups/servers/$id/backups' },
  },
  // 001 §7 POST /servers/{id}/backup/ready-check of the plan's server before enabling (001 §4: missing Linux headers)
  preparations: {
    backup_ready_check: { path: '/servers/{item.server_id}/backup/ready-check', method: 'POST', refuse: { field: 'linux_headers', equals: false, reason: 'reason.backup_plan.no_linux_headers' } },
  },
  // 001 §7 GET /projects/{id}/backup/plans, GET /backup/plans/{id}; a plan shows on its server's backups tab and on
  // its own page, with its copies
  sources: [{ list: '/projects/{project_id}/backup/plans', detail: '/backup/plans/{id}' }],
  pages: {
    details: ['page', 'backups'],
    // the bare section path opens its default child, the servers' plans (000 §2: children servers (default), ...)
    redirects: { section: 'list' },
    section: { route: 'backups', order: 1 },
    menu: { group: 'data', order: 230, icon: 'archive' },
  },
  statuses: BACKUP_PLAN_STATUSES,
  facts: {
    agent_install_failed: hasAlert(BACKUPS.plan_alerts.agent_install_failed, '001 §4 Backup plan: install failure alerts: failed to install the agent'),
    apply_failed: hasAlert(BACKUPS.plan_alerts.apply_failed, '001 §4 Backup plan: install failure alerts: failed to apply the plan'),
  },
  inputs: [
    dimension('status', 'item.status', BACKUP_PLAN_STATUSES.values),
    dimension('server', 'item.server_id', ['server-1', null]),
    dimension('backup service', SERVICE, ['ACTIVE', 'INACTIVE', 'ACTIVATING', 'ERROR', 'STOPPED', 'BLOCKED', 'maintenance']),
    dimension('portal password', 'project.backups_service.auth_state', ['VALID', 'PASSWORD_NOT_VALID']),
    dimension('backups maintenance mode', 'project.backups_maintenance_mode', [false, true]),
    dimensionOf('alerts', [{ label: 'none', set: { 'item.alerts': [] } }, ...Object.values(BACKUPS.plan_alerts).map((alert) => ({ label: alert, set: { 'item.alerts': [alert] } }))]),
  ],
  relations: {
    // seen from the server: its relation backup_plan (entities/server.ts), the plan of its backups tab
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'backup_plan', reference: 'server' },
    // its copies (001 §7 GET /backup/plans/{id}/backups), listed through server_backup.plan; a copy's event refetches
    // the plan (its backups_count and last backup date follow)
    backups: { kind: 'server_backup', cardinality: 'one-to-many', data: 'backups' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 Backup plan: name, status, server, alerts, backups_count, last and next backup dates
    columns: [{ field: 'name', label: 'column.name', format: 'name' }, ...PLAN_FIELDS],
    // 000 §4 Project: each state of the backup service says what it means for the plans below
    notices: [
      notice(serviceIs('INACTIVE'), 'info', 'INACTIVE'),
      notice(serviceIs('ACTIVATING'), 'info', 'ACTIVATING'),
      notice(serviceIs('ERROR'), 'error', 'ERROR'),
      notice(serviceIs('STOPPED'), 'warning', 'STOPPED'),
      notice(serviceIs('BLOCKED'), 'error', 'BLOCKED'),
      notice(any(serviceIs('maintenance'), is('project.backups_maintenance_mode', true)), 'warning', 'maintenance'),
      notice(all(serviceIs('ACTIVE'), passwordNotValid), 'warning', 'password_not_valid'),
    ],
  },
  // the plan's page: what it is (000 §3 Backup plan) and the list of its copies with status, date and size
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'backup_plan.tab.details',
        route: 'backup_plan_details',
        fields: PLAN_FIELDS,
      },
      { name: 'backups', label: 'backup_plan.tab.backups', route: 'backup_plan_backups', related: 'backups' },
    ],
  },
  actions: {
    enable: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: enable; 001 §7 POST /backup/plans/{id}/enable',
      // Backups are billed by consumption (000 §4 Cart): read as "paid ... and similar" of 001 §4 (stricter).
      paid: true,
      hide: [rule(status.is('ACTIVE'), 'reason.backup_plan.already_enabled', spec.enable), rule(absent('item.server_id'), 'reason.backup_plan.no_server', spec.enable), notUsable],
      block: [maintenance],
      // the server's ready check first (001 §7 POST /servers/{id}/backup/ready-check): no Linux headers, no enabling
      prepare: ['backup_ready_check'],
      call: { method: 'POST', path: '/backup/plans/{id}/enable' },
      after: { refetch: 'both', recalculate_balance: true },
      baseline: { 'item.status': 'DISABLED' },
    },
    disable: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: disable; 001 §7 POST /backup/plans/{id}/disable',
      hide: [rule(status.is('DISABLED'), 'reason.backup_plan.already_disabled', "001 §4 Backup plan rules: 'disable hidden when already disabled'"), notUsable],
      block: [maintenance],
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
      block: [processing, maintenance],
      call: { method: 'POST', path: '/backup/plans/{id}/reinstall-agent' },
      after: { refetch: 'both' },
      baseline: { 'item.alerts': [BACKUPS.plan_alerts.agent_install_failed] },
    },
    reconfigure_agent: {
      scope: 'item',
      spec: '000 §4 Backup plan actions: reconfigure_agent; 001 §7 POST /backup/plans/{id}/reconfiguration',
      hide: [rule(not(fact('apply_failed')), 'reason.backup_plan.no_apply_failure', "001 §4 Backup plan rules: 'reconfigure_agent only after a failure applying settings'")],
      block: [processing, maintenance],
      call: { method: 'POST', path: '/backup/plans/{id}/reconfiguration' },
      after: { refetch: 'both' },
      baseline: { 'item.alerts': [BACKUPS.plan_alerts.apply_failed] },
    },
    activate: {
      scope: 'collection',
      spec: '000 §4 Project: backup service states; 001 §7 POST /projects/{id}/backup/activate',
      // A consumption-billed service (000 §4 Cart) started in the project: paid (stricter reading). Shown until the
      // service is activated (again after an ERROR); the project's own states block it.
      paid: true,
      hide: [rule(all(present(SERVICE), not(serviceIs('INACTIVE', 'ERROR', 'maintenance'))), 'reason.backup_plan.service_activated', SERVICE_SPEC)],
      block: [maintenance],
      call: { method: 'POST', path: '/projects/{project_id}/backup/activate' },
      // 000 §4 Cart: backups are consumption-billed: the cart shows their price per GB stored
      rates: [{ group: PRICE_GROUPS.backup, name: RESOURCES.storage, unit: 'console.rate.unit.gb' }],
      // the project's state follows on the websocket (project events)
      after: { refetch: 'none' },
      baseline: { 'project.backups_service.state': 'INACTIVE' },
    },
    access_url: {
      scope: 'collection',
      spec: '001 §7 POST /projects/{id}/backup/access-url (response url): the backup portal',
      mutating: false,
      hide: [notActivated],
      block: [maintenance, rule(passwordNotValid, 'reason.backup_plan.password_not_valid', SERVICE_SPEC)],
      call: { method: 'POST', path: '/projects/{project_id}/backup/access-url' },
      after: { refetch: 'none', then: 'portal' },
    },
    password: {
      scope: 'collection',
      spec: '001 §7 POST /projects/{id}/backup/password (password): a new password of the backup portal, shown once',
      hide: [notActivated],
      block: [maintenance],
      call: { method: 'POST', path: '/projects/{project_id}/backup/password' },
      after: { refetch: 'none', then: 'portal_password' },
    },
    portal: {
      scope: 'item',
      spec: '001 §7 POST /projects/{id}/backup/access-url (response url)',
      menu: false,
      mutating: false,
      after: { refetch: 'none' },
      view: { fields: [{ path: 'answer.url', label: 'backup_plan.field.url', copy: true }] },
    },
    portal_password: {
      scope: 'item',
      spec: '001 §7 POST /projects/{id}/backup/password (password)',
      menu: false,
      mutating: false,
      after: { refetch: 'none' },
      view: { note: 'backup_plan.view.password_note', fields: [{ path: 'answer.password', label: 'backup_plan.field.password', copy: true, secret: true }] },
    },
  },
})
