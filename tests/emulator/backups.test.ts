// Server backups (001 §7 Backups (server); 000 §3 Project and Backup plan; 000 §4 Backup plan, Server actions and
// Project backup service states; 001 §4 Backup plan rules; 001 §9 Server backups), against a running emulator.
// demo@example.com has the service active and a plan with a week of copies; other@example.com starts INACTIVE.
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { validateBackup, validateBackupPlan, validateListResponse, validateProject } from '../../generated/validators/index.js'
import { DEMO, Listener, OTHER, eventually, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const demo = await emulator.signedIn(DEMO)
const other = await emulator.signedIn(OTHER)
const demoProject = await demo.project()
const otherProject = await other.project()
const demoWs = await Listener.open(emulator.url, demo.token as string)
const otherWs = await Listener.open(emulator.url, other.token as string)
const db = openDatabase(emulator.databasePath)
afterAll(() => {
  demoWs.close()
  otherWs.close()
  db.close()
})

const operator = (email: string, change: Record<string, unknown>) => emulator.api().call('POST', '/emulator/backups', { email, ...change })
const serverNamed = async (api: typeof demo, projectId: string, name: string) => (await api.get(`/projects/${projectId}/servers?name=${name}`)).body.result[0]
const serviceOf = async (api: typeof demo, projectId: string) => (await api.get(`/projects/${projectId}`)).body.backups_service
const SETTINGS = { predefined_settings_id: 'daily' }

describe('emulator server backups', () => {
  it('000 §3 Project: the service state, its auth state, the maintenance flag and the predefined settings come with the project', async () => {
    const project = (await demo.get(`/projects/${demoProject.id}`)).body
    expect(validateProject(project)).toBe(true)
    expect(project).toMatchObject({ backups_service: { state: 'ACTIVE', auth_state: 'VALID' }, backups_maintenance_mode: false, backup_predefined_settings: [{ id: 'daily' }] })
    expect((await serviceOf(other, otherProject.id)).state).toBe('INACTIVE')
    // 001 §9: daily at 00:00, full copies Monday and Friday, retention 7 days incremental and 2 weeks full
    const settings = (await demo.get(`/projects/${demoProject.id}/backup/predefined-settings`)).body
    expect(settings.result).toEqual([expect.objectContaining({ id: 'daily', schedule: '00:00', full_backup_days: ['monday', 'friday'], incremental_retention_days: 7, full_retention_weeks: 2 })])
  })

  it('001 §7 GET /projects/{id}/backup/plans, /backup/plans/{id} and its backups: the seeded plan with a week of copies', async () => {
    const plans = (await demo.get(`/projects/${demoProject.id}/backup/plans`)).body
    expect(validateListResponse(plans)).toBe(true)
    expect(plans.count).toBe(1)
    const plan = plans.result[0]
    expect(validateBackupPlan(plan), JSON.stringify(validateBackupPlan.errors)).toBe(true)
    const web = await serverNamed(demo, demoProject.id, 'web-1')
    // 001 §9: default plan name Backup Entire Machine
    expect(plan).toMatchObject({ name: 'Backup Entire Machine', status: 'ACTIVE', server_id: web.id, server: { id: web.id, name: 'web-1' }, alerts: [], backups_count: 7 })
    expect(Date.parse(plan.next_backup_date)).toBeGreaterThan(Date.now())
    expect((await demo.get(`/backup/plans/${plan.id}`)).body).toEqual(plan)
    const backups = (await demo.get(`/backup/plans/${plan.id}/backups`)).body
    expect(backups.count).toBe(7)
    // the plan page's list asks for its copies as the console's lists do (filter, order, part)
    const listed = await demo.get(`/backup/plans/${plan.id}/backups?project_id=${demoProject.id}&plan_id__eq=${plan.id}&order=-created_in&limit=20&offset=0`)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body.count).toBe(7)
    for (const backup of backups.result) expect(validateBackup(backup), JSON.stringify(validateBackup.errors)).toBe(true)
    expect(plan.last_backup_date).toBe(backups.result[0].created_in)
    // 001 §9: full copies Monday and Friday, the rest incremental
    for (const backup of backups.result) {
      const day = new Date(backup.created_in).getUTCDay()
      if (day === 1 || day === 5) expect(backup.type).toBe('FULL')
    }
    expect(backups.result.filter((backup: { type: string }) => backup.type === 'FULL')).toHaveLength(2)
    expect(backups.result.some((backup: { type: string }) => backup.type === 'INCREMENTAL')).toBe(true)
    // 000 §3 Server: backup_plans; the server without one has none
    expect(web.backup_plans).toEqual([{ id: plan.id }])
    expect((await serverNamed(demo, demoProject.id, 'db-1')).backup_plans).toEqual([])
    // another account's plan is missing for the caller
    expect((await other.get(`/backup/plans/${plan.id}`)).status).toBe(404)
    expect((await other.get(`/backup/plans/${plan.id}/backups`)).status).toBe(404)
  })

  it('000 §4 Project: activating the service goes INACTIVE → ACTIVATING → ACTIVE (ERROR when it fails, then again), heard on the project', async () => {
    const web = await serverNamed(other, otherProject.id, 'other-web-1')
    const inactive = await other.post(`/servers/${web.id}/backup-enable`, SETTINGS)
    expect(inactive.status).toBe(409)
    expect(inactive.body.reason).toBe('backup_service_inactive')
    expect((await other.post(`/projects/${otherProject.id}/backup/access-url`)).body.reason).toBe('backup_service_inactive')

    // the operator's switch is heard too (the project changed), with the service still INACTIVE
    await operator(OTHER, { fail_next: 'activation' })
    const first = await other.post(`/projects/${otherProject.id}/backup/activate`)
    expect(first.status).toBe(202)
    expect(first.body).toMatchObject({ state: 'ACTIVATING' })
    await otherWs.next((message) => message.entity === 'project' && message.data.backups_service?.state === 'ERROR')
    const again = await other.post(`/projects/${otherProject.id}/backup/activate`)
    expect(again.status).toBe(202)
    await otherWs.next((message) => message.entity === 'project' && message.data.backups_service?.state === 'ACTIVE')
    expect(await serviceOf(other, otherProject.id)).toEqual({ state: 'ACTIVE', auth_state: 'VALID' })
    expect(otherWs.messages.filter((message) => message.entity === 'project').map((message) => message.data.backups_service.state)).toEqual(['INACTIVE', 'ACTIVATING', 'ERROR', 'ACTIVATING', 'ACTIVE'])
    const twice = await other.post(`/projects/${otherProject.id}/backup/activate`)
    expect(twice.status).toBe(409)
    expect(twice.body.reason).toBe('backup_service_active')
  })

  it('001 §7 POST /servers/{id}/backup-enable: 400 on predefined_settings_id, then a plan that installs its agent and applies its settings, and its first full copy', async () => {
    const web = await serverNamed(other, otherProject.id, 'other-web-1')
    const missing = await other.post(`/servers/${web.id}/backup-enable`, {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].path).toBe('predefined_settings_id')
    const unknown = await other.post(`/servers/${web.id}/backup-enable`, { predefined_settings_id: 'hourly' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'predefined_settings_id' })])
    const malformed = await other.call('POST', `/api/v1/servers/${web.id}/backup-enable`, undefined, { raw: '{"predefined' })
    expect(malformed.status).toBe(400)

    const mark = otherWs.mark()
    const created = await other.post(`/servers/${web.id}/backup-enable`, SETTINGS)
    expect(created.status).toBe(201)
    expect(validateBackupPlan(created.body)).toBe(true)
    expect(created.body).toMatchObject({ name: 'Backup Entire Machine', status: 'ACTIVATING', server_id: web.id, backups_count: 0 })
    const planId = created.body.id as string
    await otherWs.status(planId, 'ACTIVE', mark)
    // 000 §4 Backup plan: the process statuses on the way
    expect(otherWs.statusesOf(planId)).toEqual(['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ACTIVE'])
    const backup = await otherWs.next((message) => message.entity === 'backup' && message.data.plan_id === planId && message.data.status === 'AVAILABLE', 5000, mark)
    expect(backup.data).toMatchObject({ type: 'FULL', server_id: web.id })
    // the server lists its plan, and a second plan is refused (000 §4: blocked if already enabled)
    expect((await serverNamed(other, otherProject.id, 'other-web-1')).backup_plans).toEqual([{ id: planId }])
    const twice = await other.post(`/servers/${web.id}/backup-enable`, SETTINGS)
    expect(twice.status).toBe(409)
    expect(twice.body.reason).toBe('backup_already_enabled')
    const plan = await eventually(async () => {
      const answer = (await other.get(`/backup/plans/${planId}`)).body
      return answer.backups_count === 1 ? answer : undefined
    })
    expect(plan.last_backup_date).toBe(backup.data.created_in)
  })

  it('000 §4 Server actions: backup enable only for an active server with an external IP and a supported OS', async () => {
    const dbServer = await serverNamed(other, otherProject.id, 'other-db-1')
    const stopped = await other.post(`/servers/${dbServer.id}/backup-enable`, SETTINGS)
    expect(stopped.status).toBe(409)
    expect(stopped.body.reason).toBe('server_not_running')
    db.prepare("INSERT OR IGNORE INTO images (id, name, distribution, version, os_family) VALUES ('image-centos-7', 'CentOS 7', 'centos', '7', 'linux')").run()
    db.prepare("UPDATE servers SET status = 'ACTIVE', image_id = 'image-centos-7' WHERE id = ?").run(dbServer.id)
    const unsupported = await other.post(`/servers/${dbServer.id}/backup-enable`, SETTINGS)
    expect(unsupported.body.reason).toBe('backup_os_unsupported')
    db.prepare("UPDATE servers SET image_id = 'image-debian-12' WHERE id = ?").run(dbServer.id)
    db.prepare('UPDATE addresses SET external = 0 WHERE server_id = ?').run(dbServer.id)
    const noAddress = await other.post(`/servers/${dbServer.id}/backup-enable`, SETTINGS)
    expect(noAddress.body.reason).toBe('no_external_ip')
    expect(noAddress.status).toBe(409)
  })

  it('001 §7 POST /backup/plans/{id}/disable and /enable: DISABLING → DISABLED, ENABLING → ACTIVE; refused from the wrong state', async () => {
    const plan = (await demo.get(`/projects/${demoProject.id}/backup/plans`)).body.result[0]
    expect((await demo.post(`/backup/plans/${plan.id}/enable`)).body.reason).toBe('backup_plan_not_disabled')
    let mark = demoWs.mark()
    const disabling = await demo.post(`/backup/plans/${plan.id}/disable`)
    expect(disabling.status).toBe(202)
    expect(disabling.body.status).toBe('DISABLING')
    await demoWs.status(plan.id, 'DISABLED', mark)
    expect((await demo.get(`/backup/plans/${plan.id}`)).body.next_backup_date).toBeUndefined()
    expect((await demo.post(`/backup/plans/${plan.id}/disable`)).body.reason).toBe('backup_plan_not_enabled')
    mark = demoWs.mark()
    expect((await demo.post(`/backup/plans/${plan.id}/enable`)).body.status).toBe('ENABLING')
    await demoWs.status(plan.id, 'ACTIVE', mark)
    expect(Date.parse((await demo.get(`/backup/plans/${plan.id}`)).body.next_backup_date)).toBeGreaterThan(Date.now())
    // 001 §4: a plan in a process status takes no action
    db.prepare("UPDATE backup_plans SET status = 'INSTALLING_AGENT' WHERE id = ?").run(plan.id)
    expect((await demo.post(`/backup/plans/${plan.id}/disable`)).body.reason).toBe('backup_plan_processing')
    db.prepare("UPDATE backup_plans SET status = 'ACTIVE' WHERE id = ?").run(plan.id)
  })

  it('001 §4: reinstall_agent only after an agent install failure, reconfigure_agent only after a failure applying settings', async () => {
    const dbServer = await serverNamed(demo, demoProject.id, 'db-1')
    db.prepare("UPDATE servers SET status = 'ACTIVE' WHERE id = ?").run(dbServer.id)
    await operator(DEMO, { fail_next: 'agent_install' })
    let mark = demoWs.mark()
    const plan = (await demo.post(`/servers/${dbServer.id}/backup-enable`, SETTINGS)).body
    const failedInstall = await demoWs.status(plan.id, 'ERROR', mark)
    expect(failedInstall.data.alerts).toEqual(['failed_to_install_agent'])
    expect((await demo.post(`/backup/plans/${plan.id}/reconfiguration`)).body.reason).toBe('no_apply_failure')
    expect((await demo.post(`/backup/plans/${plan.id}/enable`)).body.reason).toBe('backup_plan_not_disabled')

    await operator(DEMO, { fail_next: 'apply_settings' })
    mark = demoWs.mark()
    const reinstalling = await demo.post(`/backup/plans/${plan.id}/reinstall-agent`)
    expect(reinstalling.status).toBe(202)
    expect(reinstalling.body).toMatchObject({ status: 'INSTALLING_AGENT', alerts: [] })
    const failedApply = await demoWs.status(plan.id, 'ERROR', mark)
    expect(failedApply.data.alerts).toEqual(['failed_to_apply_plan'])
    expect((await demo.post(`/backup/plans/${plan.id}/reinstall-agent`)).body.reason).toBe('no_agent_install_failure')

    mark = demoWs.mark()
    expect((await demo.post(`/backup/plans/${plan.id}/reconfiguration`)).body.status).toBe('APPLYING_SETTINGS')
    await demoWs.status(plan.id, 'ACTIVE', mark)
  })

  it('001 §7 ready-check: a Linux server without headers answers linux_headers false, and its install fails with the alert', async () => {
    const web = await serverNamed(other, otherProject.id, 'other-web-1')
    expect((await other.post(`/servers/${web.id}/backup/ready-check`)).body).toEqual({ linux_headers: true })
    await operator(OTHER, { fail_next: 'linux_headers' })
    expect((await other.post(`/servers/${web.id}/backup/ready-check`)).body).toEqual({ linux_headers: false })
    const plan = (await other.get(`/projects/${otherProject.id}/backup/plans`)).body.result[0]
    await operator(OTHER, { fail_next: 'agent_install' })
    db.prepare("UPDATE backup_plans SET status = 'ERROR', alerts = '[\"failed_to_install_agent\"]' WHERE id = ?").run(plan.id)
    await operator(OTHER, { fail_next: 'linux_headers' })
    const mark = otherWs.mark()
    await other.post(`/backup/plans/${plan.id}/reinstall-agent`)
    const failed = await otherWs.status(plan.id, 'ERROR', mark)
    expect(failed.data.alerts).toEqual(['failed_to_install_agent', 'missing_linux_headers'])
    await operator(OTHER, { fail_next: null })
    expect((await other.post(`/servers/${web.id}/backup/ready-check`)).body).toEqual({ linux_headers: true })
  })

  it('000 §4 Project: maintenance, and a project stopped for money (STOPPED) or by admin (BLOCKED), refuse backup calls', async () => {
    const plan = (await demo.get(`/projects/${demoProject.id}/backup/plans`)).body.result[0]
    await operator(DEMO, { maintenance: true })
    expect((await demo.get(`/projects/${demoProject.id}`)).body).toMatchObject({ backups_service: { state: 'maintenance' }, backups_maintenance_mode: true })
    const refused = await demo.post(`/backup/plans/${plan.id}/disable`)
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('backups_maintenance')
    await operator(DEMO, { maintenance: false })
    expect((await serviceOf(demo, demoProject.id)).state).toBe('ACTIVE')

    db.prepare("UPDATE projects SET status = 'STOPPED', stopping_reason = 'money' WHERE id = ?").run(demoProject.id)
    expect((await serviceOf(demo, demoProject.id)).state).toBe('STOPPED')
    // under money a paid action is refused, the rest allowed (001 §4)
    expect((await demo.post(`/backup/plans/${plan.id}/enable`)).body.reason).toBe('project_stopped')
    db.prepare("UPDATE projects SET stopping_reason = 'admin' WHERE id = ?").run(demoProject.id)
    expect((await serviceOf(demo, demoProject.id)).state).toBe('BLOCKED')
    expect((await demo.post(`/backup/plans/${plan.id}/disable`)).body.reason).toBe('project_stopped')
    db.prepare("UPDATE projects SET status = 'ACTIVE', stopping_reason = NULL WHERE id = ?").run(demoProject.id)
    expect((await serviceOf(demo, demoProject.id)).state).toBe('ACTIVE')
  })

  it('001 §7 access-url and password: the portal is refused while its password is not valid, and a new password makes it valid', async () => {
    const url = await demo.post(`/projects/${demoProject.id}/backup/access-url`)
    expect(url.status).toBe(200)
    expect(url.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/emulator\/backup-portal\//)
    await operator(DEMO, { password_valid: false })
    expect((await serviceOf(demo, demoProject.id)).auth_state).toBe('PASSWORD_NOT_VALID')
    const refused = await demo.post(`/projects/${demoProject.id}/backup/access-url`)
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('backup_password_not_valid')
    const password = await demo.post(`/projects/${demoProject.id}/backup/password`)
    expect(password.status).toBe(200)
    expect(password.body.password).toMatch(/^.{10,}$/)
    expect((await serviceOf(demo, demoProject.id)).auth_state).toBe('VALID')
    expect((await demo.post(`/projects/${demoProject.id}/backup/access-url`)).status).toBe(200)
  })

  it('000 §4 Cart: backups are consumption-billed: the stored GB of each plan are part of the consumption and the balance', async () => {
    const consumption = (await demo.get('/consumption')).body.result
    const plans = consumption.filter((cost: { entity: string }) => cost.entity === 'backup_plan')
    expect(plans.length).toBeGreaterThan(0)
    const plan = (await demo.get(`/projects/${demoProject.id}/backup/plans?server.name=web-1`)).body.result[0]
    const stored = (await demo.get(`/backup/plans/${plan.id}/backups?status=AVAILABLE&limit=100`)).body.result.reduce((sum: number, backup: { size: number }) => sum + backup.size, 0)
    const price = demoProject.prices.find((entry: { group: string; name: string }) => entry.group === 'backup' && entry.name === 'storage').cost.hour
    const cost = plans.find((entry: { id: string }) => entry.id === plan.id)
    expect(cost).toMatchObject({ amount: stored, cost: { hour: Math.round(stored * price * 100) / 100 } })
    const total = consumption.reduce((sum: number, entry: { cost: { hour: number } }) => sum + Math.round(entry.cost.hour * 100), 0) / 100
    expect((await demo.get('/balance')).body.current_cost.hour).toBeCloseTo(total, 2)
  })
})
