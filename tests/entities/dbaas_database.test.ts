import { describe, expect, it } from 'vitest'
import { DBAAS } from '../../contract/constants'
import type { ProjectInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'

const KIND = 'dbaas_database'
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

const activeCluster = { id: 'cluster-1', status: 'ACTIVE', storage_size: DBAAS.min_storage_gb, storage_used_KB: 0 }
const readyDatabase = { id: 'database-1', name: 'app', cluster_id: 'cluster-1', status: 'READY' }
const ALL_ACTIONS = ['create', 'change_admin_password', 'delete', 'backup_now', 'backup_enable', 'backup_disable']

/** Evaluates a database action; create is a collection action judged with item {} and the cluster in related.cluster. */
const database = (action: string, { item = {}, cluster = {}, project }: { item?: object; cluster?: object; project?: ProjectInput } = {}) =>
  evaluateAction(KIND, action, {
    item: action === 'create' ? {} : { ...readyDatabase, ...item },
    related: { cluster: { ...activeCluster, ...cluster } },
    ...(project ? { project } : {}),
  })
/** A cluster whose free space is exactly `freeKb`. */
const freeSpace = (freeKb: number) => ({ storage_size: DBAAS.min_storage_gb, storage_used_KB: DBAAS.min_storage_gb * DBAAS.kb_per_gb - freeKb })

describe('dbaas_database: rules read from the cluster (001 §4 DBaaS rules)', () => {
  it("001 §4 DBaaS: 'While processing all actions are blocked, including database create, change admin password, delete, backup now, backup enable and disable'", () => {
    for (const action of ALL_ACTIONS) {
      expect(database(action), `${action} on an ACTIVE cluster`).toEqual(enabled)
      for (const status of ['CREATING', 'DELETING', 'UPDATING', 'STOPPING', 'STARTING', 'BACKUP', 'AWAITING', 'RESTORE']) {
        expect(database(action, { cluster: { status } }), `${action} ${status}`).toEqual(blocked('reason.dbaas_database.cluster_processing'))
      }
    }
  })

  it("001 §4 DBaaS: 'Stopped blocks database actions'", () => {
    for (const action of ALL_ACTIONS) {
      expect(database(action, { cluster: { status: 'ACTIVE' } }), action).toEqual(enabled)
      expect(database(action, { cluster: { status: 'STOPPED' } }), action).toEqual(blocked('reason.dbaas_database.cluster_stopped'))
    }
  })

  it("001 §4 DBaaS: 'In error or dead: create, ..., backup_enable, backup_disable blocked' (read for the database's create and backup pair)", () => {
    for (const action of ['create', 'backup_enable', 'backup_disable']) {
      expect(database(action), action).toEqual(enabled)
      for (const status of ['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR'])
        expect(database(action, { cluster: { status } }), `${action} ${status}`).toEqual(blocked('reason.dbaas_database.cluster_in_error'))
      expect(database(action, { cluster: { status: 'DEAD' } }), `${action} DEAD`).toEqual(blocked('reason.dbaas_database.cluster_dead'))
    }
    // Not in the list: change admin password, delete and backup now.
    for (const action of ['change_admin_password', 'delete', 'backup_now']) {
      for (const status of ['ERROR', 'DEAD']) expect(database(action, { cluster: { status } }), `${action} ${status}`).toEqual(enabled)
    }
  })

  it("001 §4 DBaaS: 'Database create and backup_now blocked when storage is full' (000 §4: 'free space is at most 1024 KB')", () => {
    for (const action of ['create', 'backup_now']) {
      expect(database(action, { cluster: freeSpace(DBAAS.storage_full_free_kb + 1) }), `${action} 1025 KB free`).toEqual(enabled)
      expect(database(action, { cluster: freeSpace(DBAAS.storage_full_free_kb) }), `${action} 1024 KB free`).toEqual(blocked('reason.dbaas_database.storage_full'))
      expect(database(action, { cluster: freeSpace(0) }), `${action} nothing free`).toEqual(blocked('reason.dbaas_database.storage_full'))
    }
    for (const action of ['change_admin_password', 'delete', 'backup_enable', 'backup_disable']) {
      expect(database(action, { cluster: freeSpace(0) }), action).toEqual(enabled)
    }
  })

  it('DESIGN: missing context means nothing blocks (no cluster given)', () => {
    expect(evaluateAction(KIND, 'create', { item: {} })).toEqual(enabled)
    expect(evaluateAction(KIND, 'backup_now', { item: readyDatabase })).toEqual(enabled)
  })
})

describe('dbaas_database: its own state', () => {
  it("001 §4 DBaaS: 'A database is usable at READY' (stricter reading: its own actions but delete need READY)", () => {
    for (const action of ['change_admin_password', 'backup_now', 'backup_enable', 'backup_disable']) {
      expect(database(action, { item: { status: 'READY' } }), action).toEqual(enabled)
      expect(database(action, { item: { status: 'CREATING' } }), action).toEqual(blocked('reason.dbaas_database.not_ready'))
    }
    expect(database('delete', { item: { status: 'CREATING' } })).toEqual(enabled)
    expect(registry.statusClass(KIND, 'READY')).toBe('usable')
  })

  it('001 §4: database actions are not paid: they stay allowed when the project is stopped for money, but backup enable (billed backups, stricter)', () => {
    const money: ProjectInput = { status: 'STOPPED', stopping_reason: 'money' }
    for (const action of ['create', 'change_admin_password', 'delete', 'backup_now', 'backup_disable']) expect(database(action, { project: money }), action).toEqual(enabled)
    expect(database('backup_enable', { project: money })).toEqual(blocked('reason.project_stopped_money'))
  })

  it('000 §3: dbaas_database: parent dbaas_cluster via cluster_id', () => {
    expect(registry.get(KIND).parent).toEqual({ kind: 'dbaas_cluster', via: 'cluster_id' })
    expect(registry.relations(KIND).cluster).toMatchObject({ kind: 'dbaas_cluster', cardinality: 'many-to-one', id: 'cluster_id' })
    expect(registry.actions(KIND)).toEqual(ALL_ACTIONS)
    expect(registry.get(KIND).actions.create?.scope).toBe('collection')
  })
})
