// How lists run: every key of an answered object is in its kind's shape (else a path would be taken for a
// missing key), the console's lists run wholly in SQL, the default page reads an index in order (no sort of
// the project's rows), and migration 2 brings a version-1 database its indexes.
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Ctx } from '../../emulator/context'
import { migrate, MIGRATIONS } from '../../emulator/db/migrations'
import { parseListQuery } from '../../emulator/http/list-query'
import { PROJECTS } from '../../emulator/lists/projects'
import { planList, type ListSource } from '../../emulator/lists/run'
import { SERVERS } from '../../emulator/lists/servers'
import type { Shape } from '../../emulator/lists/shape'
import { SNAPSHOTS } from '../../emulator/lists/snapshots'
import { VOLUMES } from '../../emulator/lists/volumes'
import { presentProject } from '../../emulator/present/project'
import { presentServer } from '../../emulator/present/server'
import { presentSnapshot } from '../../emulator/present/snapshot'
import { presentVolume } from '../../emulator/present/volume'
import { useEmulator } from './harness'
import { toQuery, type Pairs } from './list-compare'
import { seedLists } from './list-seed'

const emulator = await useEmulator()
const seeded = seedLists(emulator.databasePath)
afterAll(() => seeded.db.close())
const { db, repos, projectId, accountId } = seeded

/** keys of the object that its shape lacks (dotted), walking objects the shape describes */
function uncovered(value: Record<string, unknown>, shape: Shape, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    if (!Object.hasOwn(shape.fields, key)) return [`${prefix}${key}`]
    const node = shape.fields[key]
    if (typeof node === 'object' && 'fields' in node) return child === null || child === undefined ? [] : uncovered(child as Record<string, unknown>, node, `${prefix}${key}.`)
    if (typeof node === 'object' && 'sql' in node && typeof child === 'object' && child !== null) return [`${prefix}${key} (an object or array, mapped as a scalar)`]
    return []
  })
}

const volumeScope = { sql: 'v.project_id = ? AND v.storage_type = ?', params: [projectId, 'volume'] }
const plan = (source: ListSource, scope: { sql: string; params: unknown[] }, pairs: Pairs) => planList(source, scope, parseListQuery(toQuery(pairs)))
const explain = (sql: string, params: unknown[]): string => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('; ')

describe('lists in SQL: shapes, plans and indexes', () => {
  it("every key of an answered volume, server, snapshot and project is in the kind's shape", () => {
    const ctx = { repos, options: { extraKinds: [] } } as unknown as Ctx
    const answered: [Shape, Record<string, unknown>[]][] = [
      [VOLUMES.shape, repos.volumes.volumesOf(projectId).map((row) => presentVolume(repos, row) as unknown as Record<string, unknown>)],
      [SERVERS.shape, repos.servers.serversOf(projectId).map((row) => presentServer(repos, row) as unknown as Record<string, unknown>)],
      [SNAPSHOTS.shape, repos.snapshots.snapshotsOf(projectId).map((row) => presentSnapshot(repos, row) as unknown as Record<string, unknown>)],
      [PROJECTS.shape, repos.projects.projectsOf(accountId).map((row) => presentProject(ctx, row) as unknown as Record<string, unknown>)],
    ]
    for (const [shape, items] of answered) {
      expect(items.length).toBeGreaterThan(0)
      expect(items.flatMap((item) => uncovered(item, shape))).toEqual([])
    }
  })

  it("the console's lists and the common filters and orders run wholly in SQL", () => {
    const queries: Pairs[] = [
      [],
      [
        ['order', '-created_in'],
        ['limit', '20'],
        ['offset', '40'],
      ],
      [['status__in', 'IN_USE']],
      [
        ['status__in', 'AVAILABLE,ERROR'],
        ['order', '-size'],
      ],
      [['status', 'AVAILABLE']],
      [['storage_type', 'volume']],
      [['attached_to_server.id__eq', 'some-server']],
      [
        ['size__gte', '50'],
        ['order', 'status,-size'],
      ],
      [
        ['name__contains', 'data'],
        ['order', 'name'],
      ],
      [
        ['bootable', 'true'],
        ['order', '-attached_to_server.name'],
      ],
    ]
    for (const pairs of queries) expect(plan(VOLUMES, volumeScope, pairs).kind, JSON.stringify(pairs)).toBe('sql')
    expect(
      plan(SERVERS, { sql: 'sv.project_id = ?', params: [projectId] }, [
        ['status__in', 'ACTIVE'],
        ['order', '-flavor.vcpus'],
      ]).kind,
    ).toBe('sql')
    expect(plan(SNAPSHOTS, { sql: 'sn.project_id = ?', params: [projectId] }, [['parent_server.id__eq', 'x']]).kind).toBe('sql')
    // arrays and free-text order are left to memory, after SQL narrowed the rows by what it handles
    const memory = plan(VOLUMES, volumeScope, [
      ['status', 'AVAILABLE'],
      ['snapshots.id__eq', 'x'],
    ])
    expect(memory).toMatchObject({ kind: 'memory', filters: [{ path: 'snapshots.id', op: 'eq', values: ['x'] }] })
    expect(memory.kind === 'memory' && memory.rows).toContain('v.status = ?')
    expect(plan(VOLUMES, volumeScope, [['order', 'description']]).kind).toBe('memory')
  })

  it('the default page reads the (project, storage type, created_in) index in order; the count reads an index only', () => {
    const page = plan(VOLUMES, volumeScope, [['limit', '20']])
    if (page.kind !== 'sql') throw new Error('the default list left SQL')
    const pagePlan = explain(page.page, [...page.params, 20, 0])
    expect(pagePlan).toContain('USING INDEX volumes_project_created')
    expect(pagePlan).not.toContain('TEMP B-TREE')
    expect(explain(page.count, page.params)).toMatch(/USING COVERING INDEX/)
    const byServer = plan(VOLUMES, volumeScope, [
      ['attached_to_server.id__eq', 'x'],
      ['limit', '20'],
    ])
    if (byServer.kind !== 'sql') throw new Error('the server filter left SQL')
    expect(explain(byServer.page, [...byServer.params, 20, 0])).toContain('volumes_project_server')
    expect(explain('SELECT * FROM snapshots WHERE volume_id = ?', ['x'])).toContain('snapshots_volume')
  })

  it('migration 2 adds the list indexes to a version-1 database and keeps its rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-migrate-'))
    const old = new Database(join(dir, 'v1.sqlite'))
    try {
      expect(migrate(old, MIGRATIONS.slice(0, 1))).toEqual([1])
      old.prepare("INSERT INTO accounts (id, signup_status, payment_account_number, created_in) VALUES ('a', 9, '1', '2026-01-01')").run()
      old.prepare("INSERT INTO projects (id, account_id, name, created_in) VALUES ('p', 'a', 'P', '2026-01-01')").run()
      expect(migrate(old)).toEqual(MIGRATIONS.slice(1).map((migration) => migration.version))
      expect(migrate(old)).toEqual([])
      const indexes = old.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'").pluck().all()
      expect(indexes).toEqual(expect.arrayContaining(['volumes_project_created', 'volumes_project_status', 'servers_project_created', 'snapshots_project_created', 'snapshots_volume']))
      expect(indexes).not.toContain('volumes_project')
      expect(old.prepare('SELECT name FROM projects').pluck().all()).toEqual(['P'])
    } finally {
      old.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
