// The project's backup service as the backups section shows it (000 §4 Project: backup service states STOPPED,
// BLOCKED, ERROR, INACTIVE, ACTIVATING, maintenance, password not valid; 001 §7 Backups: activate, access-url,
// password; 000 §2 project/backups children servers (default), clusters, databases), and the server's side of it
// (000 §4 Server actions: backup_enable, edit_backups).
import { describe, expect, it } from 'vitest'
import { contextOf, holds } from '../../engine/evaluate'
import { evaluateAction, registry } from '../../entities'

const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

const project = (state: string, more: object = {}) => ({ id: 'project-1', status: 'ACTIVE' as const, backups_service: { state, auth_state: 'VALID' }, ...more })
const collection = (action: string, state: string, more: object = {}) => evaluateAction('backup_plan', action, { item: {}, project: project(state, more) })
const config = registry.get('backup_plan')
const noticesShown = (state: string, more: object = {}) =>
  (config.list?.notices ?? []).filter((notice) => holds(notice.when, contextOf({ item: {}, project: project(state, more) }), config, registry.get)).map((notice) => notice.text)

describe('backup_plan: the project backup service (000 §4 Project, 001 §7 Backups)', () => {
  it('000 §4 Project: activate is offered while the service is INACTIVE or in ERROR, hidden once activated or activating', () => {
    expect(collection('activate', 'INACTIVE')).toEqual(enabled)
    expect(collection('activate', 'ERROR')).toEqual(enabled)
    for (const state of ['ACTIVE', 'ACTIVATING', 'STOPPED', 'BLOCKED']) expect(collection('activate', state), state).toEqual(hidden('reason.backup_plan.service_activated'))
    // 001 §8: backup service in maintenance
    expect(collection('activate', 'maintenance')).toEqual(blocked('reason.backups_maintenance'))
    expect(config.actions.activate?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/backup/activate' })
  })

  it('000 §4 Project: activating is paid (consumption-billed backups): blocked while the project is stopped for money', () => {
    const stopped = evaluateAction('backup_plan', 'activate', { item: {}, project: project('INACTIVE', { status: 'STOPPED', stopping_reason: 'money' }) })
    expect(stopped.enabled).toBe(false)
  })

  it("001 §7 access-url (url) and password (password): the portal once activated; 'password not valid' blocks the portal until a new password", () => {
    expect(collection('access_url', 'ACTIVE')).toEqual(enabled)
    expect(collection('password', 'ACTIVE')).toEqual(enabled)
    for (const state of ['INACTIVE', 'ACTIVATING', 'ERROR']) {
      expect(collection('access_url', state), state).toEqual(hidden('reason.backup_plan.service_not_active'))
      expect(collection('password', state), state).toEqual(hidden('reason.backup_plan.service_not_active'))
    }
    const invalid = { backups_service: { state: 'ACTIVE', auth_state: 'PASSWORD_NOT_VALID' } }
    expect(collection('access_url', 'ACTIVE', invalid)).toEqual(blocked('reason.backup_plan.password_not_valid'))
    expect(collection('password', 'ACTIVE', invalid)).toEqual(enabled)
    // the answers are shown in view dialogs: the URL to copy, the password once
    expect(config.actions.access_url?.after?.then).toBe('portal')
    expect(config.actions.portal?.view?.fields).toEqual([{ path: 'answer.url', label: 'backup_plan.field.url', copy: true }])
    expect(config.actions.password?.after?.then).toBe('portal_password')
    expect(config.actions.portal_password?.view?.fields[0]).toMatchObject({ path: 'answer.password', copy: true, secret: true })
  })

  it('000 §4 Project: each backup service state has its notice on the section; an active one with a valid password none', () => {
    expect(noticesShown('ACTIVE')).toEqual([])
    for (const state of ['INACTIVE', 'ACTIVATING', 'ERROR', 'STOPPED', 'BLOCKED', 'maintenance']) expect(noticesShown(state), state).toEqual([`backup_plan.notice.${state}`])
    expect(noticesShown('ACTIVE', { backups_service: { state: 'ACTIVE', auth_state: 'PASSWORD_NOT_VALID' } })).toEqual(['backup_plan.notice.password_not_valid'])
    expect(noticesShown('ACTIVE', { backups_maintenance_mode: true })).toEqual(['backup_plan.notice.maintenance'])
  })

  it('001 §4 / 001 §8: plan actions are blocked while the backup service is in maintenance', () => {
    const input = (status: string, alerts: string[] = []) => ({ item: { id: 'plan-1', status, server_id: 'server-1', alerts }, project: project('ACTIVE', { backups_maintenance_mode: true }) })
    expect(evaluateAction('backup_plan', 'disable', input('ACTIVE'))).toEqual(blocked('reason.backups_maintenance'))
    expect(evaluateAction('backup_plan', 'enable', input('DISABLED'))).toEqual(blocked('reason.backups_maintenance'))
    expect(evaluateAction('backup_plan', 'reinstall_agent', input('ERROR', ['failed_to_install_agent']))).toEqual(blocked('reason.backups_maintenance'))
  })

  it('000 §2 project/backups: children servers (default), clusters, databases: the plans are the servers child, the bare path redirects to it', () => {
    expect(config.routes.list).toEqual({ name: 'backup_plans', path: '/lk/project/backups/servers' })
    expect(config.routes.section).toEqual({ name: 'backups', path: '/lk/project/backups' })
    expect(config.pages?.redirects).toEqual({ section: 'list' })
    expect(config.pages?.section).toEqual({ route: 'backups', order: 1 })
    expect(config.sources).toEqual([{ list: '/projects/{project_id}/backup/plans', detail: '/backup/plans/{id}' }])
  })
})

describe('server: backups (000 §4 Server actions, 000 §2 servers/{id}/backups)', () => {
  const server = {
    id: 'server-1',
    status: 'ACTIVE',
    rescue_mode: 'NO',
    guest_agent: true,
    addresses: [{ address: '203.0.113.5', external: true, type: 'FIXED' }],
    image: { operation_system: { distribution: 'ubuntu', version: '22.04', os_family: 'linux' } },
    backup_plans: [],
  }
  const serverAction = (action: string, state: string, item: object = {}) => evaluateAction('server', action, { item: { ...server, ...item }, project: project(state) })

  it('000 §4 Project: a plan is made once the project backup service is activated', () => {
    expect(serverAction('backup_enable', 'ACTIVE')).toEqual(enabled)
    for (const state of ['INACTIVE', 'ACTIVATING', 'ERROR', 'STOPPED', 'BLOCKED']) expect(serverAction('backup_enable', state), state).toEqual(blocked('reason.server.backup_service_not_active'))
  })

  it('000 §4 Server actions: backup enable asks the predefined settings (001 §7 predefined_settings_id) and calls backup-enable', () => {
    const action = registry.get('server').actions.backup_enable
    expect(action?.call).toEqual({ method: 'POST', path: '/servers/{id}/backup-enable' })
    expect(action?.dialog?.fields.map((field) => [field.name, field.kind, field.default])).toEqual([['predefined_settings_id', 'select', 'daily']])
    expect(action?.request).toBe('BackupEnableRequest')
  })

  it('000 §2 servers/{id}/backups: the tab lists the server plan (the backup_plan kind by its server), edit_backups goes there', () => {
    const tabs = registry.get('server').detail?.tabs ?? []
    expect(tabs.find((tab) => tab.name === 'backups')).toEqual({ name: 'backups', label: 'server.tab.backups', route: 'server_details_backups', related: 'backup_plan' })
    expect(config.relations?.server).toMatchObject({ kind: 'server', cardinality: 'many-to-one', reverse: 'backup_plan', reference: 'server' })
    expect(registry.get('server').actions.edit_backups?.entrance).toEqual({ route: 'server_details_backups', params: { id: 'item.id' } })
    expect(serverAction('edit_backups', 'ACTIVE', { backup_plans: [] })).toEqual(blocked('reason.server.backup_not_enabled'))
    expect(serverAction('edit_backups', 'ACTIVE', { backup_plans: [{ id: 'plan-1' }] })).toEqual(enabled)
  })
})
