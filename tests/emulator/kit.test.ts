// The resource kit holds every kind to the same list contract: every key a kind answers is in its list shape
// (so a filter on it runs in SQL or is handed to memory knowingly, never read as a missing key), and the SQL
// list answers what the in-memory list answers. Read from the registry, so a new kind is checked unasked.
import { afterAll, describe, expect, it } from 'vitest'
import type { Ctx } from '../../emulator/context'
import { openDatabase } from '../../emulator/db/connection'
import { createRepos } from '../../emulator/db/index'
import { resources } from '../../emulator/kit/registry'
import { rowsOf } from '../../emulator/kit/rows'
import type { Shape } from '../../emulator/lists/shape'
import { DEMO, useEmulator } from './harness'
import { expectSameList, type Pairs } from './list-compare'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const db = openDatabase(emulator.databasePath)
afterAll(() => db.close())
const ctx = { repos: createRepos(db), options: { extraKinds: [] } } as unknown as Ctx
const user = ctx.repos.accounts.userByEmail(DEMO)
// the main project (the API lists it first, newest first); the seed's older one is stopped for money
const project = user ? ctx.repos.projects.projectsOf(user.account_id).at(-1) : undefined
if (!user || !project) throw new Error('no demo project')

function uncovered(value: Record<string, unknown>, shape: Shape, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const node = shape.fields[key]
    if (node === undefined) return [`${prefix}${key}`]
    if (typeof node === 'object' && 'fields' in node) return child === null || child === undefined ? [] : uncovered(child as Record<string, unknown>, node, `${prefix}${key}.`)
    return []
  })
}

const ownerOf = (scope: 'project' | 'account'): string => (scope === 'project' ? (project?.id ?? '') : (user?.account_id ?? ''))

describe('the resource kit', () => {
  it("every key of every kind's answer is in the kind's list shape", () => {
    expect(resources().map((resource) => resource.kind)).toEqual(expect.arrayContaining(['keypair', 'floatingip', 'api_token', 'volume', 'server', 'snapshot', 'project']))
    for (const resource of resources()) {
      const rows = rowsOf(ctx, resource, ownerOf(resource.scope))
      expect(rows.length, resource.kind).toBeGreaterThan(0)
      const keys = rows.flatMap((row) => uncovered(resource.present(ctx, row) as Record<string, unknown>, resource.list.shape))
      expect(keys, resource.kind).toEqual([])
    }
  })

  const cases: [string, () => unknown[], Pairs[]][] = [
    [
      `/projects/${project.id}/addresses`,
      () =>
        rowsOf(
          ctx,
          resources().find((resource) => resource.kind === 'floatingip')!,
          project.id,
        )
          .filter((row) => row['external'] === 1)
          .map((row) =>
            resources()
              .find((resource) => resource.kind === 'floatingip')!
              .present(ctx, row),
          ),
      [
        [],
        [['status__in', 'ACTIVE']],
        [['status', 'DOWN']],
        [['attached_to.entity__eq', 'server']],
        [['attached_to.id__isnull', 'true']],
        [['external__in', 'false']],
        [['order', '-bandwidth_max_mbps,address']],
        [['ptr__contains', 'EXAMPLE']],
        [['is_primary', 'true']],
        [['attached_to.rescue_mode', 'NO']],
      ],
    ],
    [
      `/projects/${project.id}/keypairs`,
      () =>
        rowsOf(
          ctx,
          resources().find((resource) => resource.kind === 'keypair')!,
          project.id,
        ).map((row) =>
          resources()
            .find((resource) => resource.kind === 'keypair')!
            .present(ctx, row),
        ),
      [[], [['order', 'name']], [['name__contains', 'LAP']], [['keypair_id__ne', 'x']]],
    ],
    [
      '/access-tokens',
      () =>
        rowsOf(
          ctx,
          resources().find((resource) => resource.kind === 'api_token')!,
          user.account_id,
        ).map((row) =>
          resources()
            .find((resource) => resource.kind === 'api_token')!
            .present(ctx, row),
        ),
      [[], [['order', 'name']], [['name', 'ci']]],
    ],
  ]

  it('the new kinds list in SQL what the in-memory list answers, in their default order (-created_in)', async () => {
    await api.post(`/projects/${project.id}/keypairs/generate`, { name: 'zeta' })
    await api.post('/access-tokens', { name: 'alpha' })
    for (const [path, all, queries] of cases) for (const pairs of queries) await expectSameList(api, path, pairs, all)
  })
})
