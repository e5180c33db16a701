import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities'

const KIND = 'backup'
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

const clusterBackup = { id: 'backup-1', type: 'FULL', status: 'AVAILABLE', cluster: { id: 'cluster-1' }, url: null }
const databaseBackup = { id: 'backup-2', type: 'PARTIAL', status: 'AVAILABLE', cluster: { id: 'cluster-1' }, database: { id: 'database-1' }, url: null }

describe('backup: restore and get_url (000 §3 Backup, 001 §4)', () => {
  it("001 §4 Backup plan rules: 'Restore of a backup is only from a cluster source'", () => {
    expect(evaluateAction(KIND, 'restore', { item: clusterBackup })).toEqual(enabled)
    expect(evaluateAction(KIND, 'restore', { item: databaseBackup })).toEqual(blocked('reason.backup.not_cluster_source'))
  })

  it("001 §4 DBaaS: 'get_url of a backup blocked while BUILD'", () => {
    expect(evaluateAction(KIND, 'get_url', { item: clusterBackup })).toEqual(enabled)
    expect(evaluateAction(KIND, 'get_url', { item: { ...clusterBackup, status: 'BUILD' } })).toEqual(blocked('reason.processing'))
    expect(evaluateAction(KIND, 'get_url', { item: { ...databaseBackup, status: 'BUILD' } })).toEqual(blocked('reason.processing'))
  })

  it("001 §4 DBaaS: 'Restore or get-backup blocked when the cluster limit is reached or no backups exist'", () => {
    for (const action of ['restore', 'get_url']) {
      const below = { limits: [{ name: 'dbaas-clusters', used: 0, max: 1 }] }
      const at = { limits: [{ name: 'dbaas-clusters', used: 1, max: 1 }] }
      expect(evaluateAction(KIND, action, { item: clusterBackup, project: below }), action).toEqual(enabled)
      expect(evaluateAction(KIND, action, { item: clusterBackup, project: at }), action).toEqual(blocked('reason.dbaas_cluster.clusters_limit'))
      expect(evaluateAction(KIND, action, { item: clusterBackup, related: { cluster: { id: 'cluster-1', backups: [{ id: 'backup-1' }] } } }), action).toEqual(enabled)
      expect(evaluateAction(KIND, action, { item: clusterBackup, related: { cluster: { id: 'cluster-1', backups: [] } } }), action).toEqual(blocked('reason.backup.no_backups'))
    }
    // A database backup's owner is the database.
    expect(evaluateAction(KIND, 'get_url', { item: databaseBackup, related: { database: { id: 'database-1', backups: [] } } })).toEqual(blocked('reason.backup.no_backups'))
  })

  it('000 §3: backup relates to its cluster and database; 000 §2: listed under project/backups', () => {
    expect(registry.relations(KIND)).toMatchObject({ cluster: { kind: 'dbaas_cluster', reference: 'cluster' }, database: { kind: 'dbaas_database', reference: 'database' } })
    expect(registry.listRoute(KIND)).toEqual({ name: 'backups', path: '/lk/project/backups' })
    expect(registry.kindOfWsEntity('dbaas_backup')?.kind).toBe(KIND)
  })
})
