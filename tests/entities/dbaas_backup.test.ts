import { describe, expect, it } from 'vitest'
import type { ActionInput, ProjectInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'

const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const limits = (used: number, max: number): ProjectInput => ({ limits: [{ name: 'dbaas-clusters', used, max }] })

const fullBackup = { id: 'backup-1', type: 'FULL', status: 'AVAILABLE', cluster: { id: 'cluster-1' }, url: null }
const partialBackup = { id: 'backup-2', type: 'PARTIAL', status: 'AVAILABLE', cluster: { id: 'cluster-1' }, database: { id: 'database-1' }, url: null }

/** Each dbaas backup kind with its usual item and the owner whose backups list it belongs to. */
const KINDS = [
  { kind: 'dbaas_cluster_backup', item: fullBackup, owner: 'cluster' },
  { kind: 'dbaas_database_backup', item: partialBackup, owner: 'database' },
] as const

const evaluate = (kind: string, action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction(kind, action, { item, ...rest })

describe('dbaas backups: get_url and restore (001 §4 DBaaS rules)', () => {
  it("001 §4 DBaaS: 'get_url of a backup blocked while BUILD'", () => {
    for (const { kind, item } of KINDS) {
      expect(evaluate(kind, 'get_url', { ...item, status: 'AVAILABLE' }), kind).toEqual(enabled)
      expect(evaluate(kind, 'get_url', { ...item, status: 'BUILD' }), kind).toEqual(blocked('reason.processing'))
    }
  })

  it("001 §8: 'backup in error status has no link' (and 001 §4: a backup is usable at AVAILABLE: restore too)", () => {
    for (const { kind, item } of KINDS) {
      expect(evaluate(kind, 'get_url', { ...item, status: 'ERROR' }), kind).toEqual(blocked('reason.in_error'))
      expect(evaluate(kind, 'restore', { ...fullBackup, status: 'ERROR' }), kind).toEqual(blocked('reason.in_error'))
      expect(evaluate(kind, 'restore', { ...fullBackup, status: 'BUILD' }), kind).toEqual(blocked('reason.processing'))
      expect(evaluate(kind, 'restore', { ...fullBackup, status: 'AVAILABLE' }), kind).toEqual(enabled)
    }
  })

  it("001 §4 DBaaS: 'Restore or get-backup blocked when the cluster limit is reached or no backups exist'", () => {
    for (const { kind, item, owner } of KINDS) {
      const restorable = { ...item, type: 'FULL', database: null }
      for (const [action, subject] of [
        ['restore', restorable],
        ['get_url', item],
      ] as const) {
        expect(evaluate(kind, action, subject, { project: limits(2, 3) }), `${kind}.${action} below the limit`).toEqual(enabled)
        expect(evaluate(kind, action, subject, { project: limits(3, 3) }), `${kind}.${action} at the limit`).toEqual(blocked('reason.dbaas_cluster.clusters_limit'))
        expect(evaluate(kind, action, subject, { related: { [owner]: { id: 'owner-1', backups: [{ id: item.id }] } } }), `${kind}.${action} with backups`).toEqual(enabled)
        expect(evaluate(kind, action, subject, { related: { [owner]: { id: 'owner-1', backups: [] } } }), `${kind}.${action} no backups`).toEqual(blocked(`reason.${kind}.no_backups`))
      }
    }
  })

  it("001 §4 Backup plan rules: 'Restore of a backup is only from a cluster source' (000 §4: 'restore only from a cluster source')", () => {
    for (const { kind } of KINDS) {
      expect(evaluate(kind, 'restore', fullBackup), kind).toEqual(enabled)
      expect(evaluate(kind, 'restore', partialBackup), kind).toEqual(blocked(`reason.${kind}.not_cluster_source`))
      // A backup naming a database is a database source even without a type.
      expect(evaluate(kind, 'restore', { ...fullBackup, type: undefined, database: { id: 'database-1' } }), kind).toEqual(blocked(`reason.${kind}.not_cluster_source`))
      // Getting the link is not a restore: a database backup can be downloaded.
      expect(evaluate(kind, 'get_url', partialBackup), kind).toEqual(enabled)
    }
  })

  it('001 §4: restoring orders a cluster (paid, creates a resource); getting the link changes nothing (allowed in a stopped project)', () => {
    for (const { kind, item } of KINDS) {
      const money: ProjectInput = { status: 'STOPPED', stopping_reason: 'money' }
      expect(evaluate(kind, 'restore', fullBackup, { project: money }), kind).toEqual(blocked('reason.project_stopped_money'))
      expect(evaluate(kind, 'restore', fullBackup, { account: { verified: false } }), kind).toEqual(blocked('reason.account_not_verified'))
      expect(evaluate(kind, 'get_url', item, { project: { status: 'STOPPED', stopping_reason: 'abuse' } }), kind).toEqual(enabled)
    }
  })
})

describe('dbaas backups: config (000 §2, 000 §3, 001 §7)', () => {
  it("001 §7: 'default filter type__eq PARTIAL for database backups'", () => {
    expect(registry.get('dbaas_database_backup').list?.default_filter).toEqual({ type__eq: 'PARTIAL' })
    expect(registry.get('dbaas_cluster_backup').list?.default_filter).toEqual({ type__eq: 'FULL' })
  })

  it('000 §2: new_cluster takes the optional query backup = backup id to restore from; 001 §7: POST /dbaas/backups/{id}/download', () => {
    for (const { kind } of KINDS) {
      const { restore, get_url } = registry.get(kind).actions
      expect(restore?.entrance).toEqual({ route: 'new_dbaas_cluster', params: { backup: 'item.id' } })
      expect(get_url?.call).toEqual({ method: 'POST', path: '/dbaas/backups/{id}/download' })
    }
  })

  it("001 §4: 'A backup is usable at AVAILABLE. Backup status BUILD means in progress'", () => {
    for (const { kind } of KINDS) {
      expect(registry.statusClass(kind, 'AVAILABLE')).toBe('usable')
      expect(registry.statusClass(kind, 'BUILD')).toBe('processing')
      expect(registry.statusClass(kind, 'ERROR')).toBe('error')
    }
  })
})
