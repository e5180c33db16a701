import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities'
import { BACKUPS } from '../../contract/constants'

const KIND = 'backup_plan'
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

const plan = { id: 'plan-1', name: 'Backup Entire Machine', status: 'ACTIVE', server_id: 'server-1', alerts: [], backups_count: 3 }
const evaluate = (action: string, item: object = {}) => evaluateAction(KIND, action, { item: { ...plan, ...item } })
const NOT_USABLE = ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ENABLING', 'DISABLING', 'AWAITING', 'ERROR', 'DELETED']

describe('backup_plan: action rules (001 §4 Backup plan rules, 000 §4 Backup plan)', () => {
  it("001 §4 Backup plan rules: 'Enable is hidden when already enabled or no server'", () => {
    expect(evaluate('enable', { status: 'DISABLED' })).toEqual(enabled)
    expect(evaluate('enable', { status: 'ACTIVE' })).toEqual(hidden('reason.backup_plan.already_enabled'))
    expect(evaluate('enable', { status: 'DISABLED', server_id: null })).toEqual(hidden('reason.backup_plan.no_server'))
  })

  it("001 §4 Backup plan rules: 'enable and disable hidden when the plan is not in a usable status'", () => {
    expect(evaluate('enable', { status: 'DISABLED' })).toEqual(enabled)
    expect(evaluate('disable', { status: 'ACTIVE' })).toEqual(enabled)
    for (const status of NOT_USABLE) {
      expect(evaluate('enable', { status }), `enable ${status}`).toEqual(hidden('reason.backup_plan.not_usable'))
      expect(evaluate('disable', { status }), `disable ${status}`).toEqual(hidden('reason.backup_plan.not_usable'))
    }
  })

  it("001 §4 Backup plan rules: 'disable hidden when already disabled'", () => {
    expect(evaluate('disable', { status: 'ACTIVE' })).toEqual(enabled)
    expect(evaluate('disable', { status: 'DISABLED' })).toEqual(hidden('reason.backup_plan.already_disabled'))
  })

  it("001 §4 Backup plan rules: 'Reinstall_agent is shown only after an install failure caused by agent installation'", () => {
    expect(evaluate('reinstall_agent', { alerts: [BACKUPS.plan_alerts.agent_install_failed] })).toEqual(enabled)
    expect(evaluate('reinstall_agent', { alerts: [] })).toEqual(hidden('reason.backup_plan.no_agent_install_failure'))
    expect(evaluate('reinstall_agent', { alerts: [BACKUPS.plan_alerts.apply_failed] })).toEqual(hidden('reason.backup_plan.no_agent_install_failure'))
    // Missing Linux headers fails the install too, but not the agent installation (stricter reading).
    expect(evaluate('reinstall_agent', { alerts: [BACKUPS.plan_alerts.missing_linux_headers] })).toEqual(hidden('reason.backup_plan.no_agent_install_failure'))
  })

  it("001 §4 Backup plan rules: 'reconfigure_agent only after a failure applying settings'", () => {
    expect(evaluate('reconfigure_agent', { alerts: [BACKUPS.plan_alerts.apply_failed] })).toEqual(enabled)
    expect(evaluate('reconfigure_agent', { alerts: [] })).toEqual(hidden('reason.backup_plan.no_apply_failure'))
    expect(evaluate('reconfigure_agent', { alerts: [BACKUPS.plan_alerts.agent_install_failed] })).toEqual(hidden('reason.backup_plan.no_apply_failure'))
  })

  it('001 §4 Backup plan: reinstall and reconfigure wait while the plan processes (stricter reading)', () => {
    expect(evaluate('reinstall_agent', { status: 'ERROR', alerts: [BACKUPS.plan_alerts.agent_install_failed] })).toEqual(enabled)
    expect(evaluate('reinstall_agent', { status: 'INSTALLING_AGENT', alerts: [BACKUPS.plan_alerts.agent_install_failed] })).toEqual(blocked('reason.processing'))
    expect(evaluate('reconfigure_agent', { status: 'APPLYING_SETTINGS', alerts: [BACKUPS.plan_alerts.apply_failed] })).toEqual(blocked('reason.processing'))
  })
})

describe('backup_plan: statuses and config (001 §4, 001 §7)', () => {
  it("001 §4 Backup plan: 'ACTIVE and DISABLED (usable); process statuses ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS, ENABLING, DISABLING, AWAITING; ERROR'", () => {
    for (const status of ['ACTIVE', 'DISABLED']) expect(registry.statusClass(KIND, status)).toBe('usable')
    for (const status of ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ENABLING', 'DISABLING', 'AWAITING']) expect(registry.statusClass(KIND, status)).toBe('processing')
    expect(registry.statusClass(KIND, 'ERROR')).toBe('error')
    expect(registry.statusClass(KIND, 'DELETED')).toBeUndefined()
  })

  it("001 §4 Backup plan rules: 'Blocking statuses for server actions: ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS'", () => {
    expect(registry.get(KIND).statuses?.sets.blocks_server_actions).toEqual(['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS'])
  })

  it('001 §7 Backups (server): the plan calls', () => {
    const actions = registry.get(KIND).actions
    expect(actions.enable?.call).toEqual({ method: 'POST', path: '/backup/plans/{id}/enable' })
    expect(actions.disable?.call).toEqual({ method: 'POST', path: '/backup/plans/{id}/disable' })
    expect(actions.reinstall_agent?.call).toEqual({ method: 'POST', path: '/backup/plans/{id}/reinstall-agent' })
    expect(actions.reconfigure_agent?.call).toEqual({ method: 'POST', path: '/backup/plans/{id}/reconfiguration' })
  })
})
