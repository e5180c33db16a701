// 001 §7: "The merged list of both sorts by -created_in" — volumes and local disks arrive in parts from two
// calls; a row shows only once no row still to come can sort above it.
import { describe, expect, it } from 'vitest'
import { mergeNewestFirst } from '../../../src/entities/mergeLists'

const row = (id: string, minute: number) => ({ id, created_in: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString() })
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id)

describe('mergeNewestFirst', () => {
  it('interleaves the sources newest first, the earlier source first on a tie', () => {
    const merged = mergeNewestFirst([
      { rows: [row('v1', 50), row('v2', 30), row('v3', 10)], hasMore: false },
      { rows: [row('d1', 40), row('d2', 30), row('d3', 5)], hasMore: false },
    ])
    expect(ids(merged.rows)).toEqual(['v1', 'd1', 'v2', 'd2', 'v3', 'd3'])
    expect(merged.origins).toEqual([0, 1, 0, 1, 0, 1])
    expect(merged.blocking).toEqual([])
  })

  it('stops where a source with more parts runs out: its next part may hold rows that sort above the rest', () => {
    const merged = mergeNewestFirst([
      { rows: [row('v1', 50), row('v2', 40)], hasMore: true },
      { rows: [row('d1', 45), row('d2', 20), row('d3', 10)], hasMore: false },
    ])
    expect(ids(merged.rows)).toEqual(['v1', 'd1', 'v2'])
    expect(merged.blocking).toEqual([0])
    // the next part of the volumes places the disks
    const next = mergeNewestFirst([
      { rows: [row('v1', 50), row('v2', 40), row('v3', 30), row('v4', 15)], hasMore: false },
      { rows: [row('d1', 45), row('d2', 20), row('d3', 10)], hasMore: false },
    ])
    expect(ids(next.rows)).toEqual(['v1', 'd1', 'v2', 'v3', 'd2', 'v4', 'd3'])
  })

  it('shows nothing while a source has not answered its first part, and names both when both block', () => {
    expect(
      mergeNewestFirst([
        { rows: [row('v1', 50)], hasMore: false },
        { rows: [], hasMore: true },
      ]),
    ).toEqual({ rows: [], origins: [], blocking: [1] })
    const both = mergeNewestFirst([
      { rows: [row('v1', 50)], hasMore: true },
      { rows: [row('d1', 50)], hasMore: true },
    ])
    expect(ids(both.rows)).toEqual(['v1'])
    expect(both.blocking).toEqual([0])
  })

  it('keeps a single source as the API ordered it', () => {
    const rows = [row('a', 1), row('b', 99)]
    expect(ids(mergeNewestFirst([{ rows, hasMore: true }]).rows)).toEqual(['a', 'b'])
  })

  it('every further part of the blocking source shows at least one more row', () => {
    // volumes every 2 minutes from 200 down, disks every 3 minutes: load parts of 5 and count what shows
    const volumes = Array.from({ length: 40 }, (_, n) => row(`v${n}`, 200 - 2 * n))
    const disks = Array.from({ length: 30 }, (_, n) => row(`d${n}`, 199 - 3 * n))
    const loaded = [5, 5]
    let shown = -1
    for (let step = 0; step < 20; step += 1) {
      const merged = mergeNewestFirst([
        { rows: volumes.slice(0, loaded[0]), hasMore: (loaded[0] as number) < volumes.length },
        { rows: disks.slice(0, loaded[1]), hasMore: (loaded[1] as number) < disks.length },
      ])
      expect(merged.rows.length).toBeGreaterThan(shown)
      shown = merged.rows.length
      const times = merged.rows.map((r) => r.created_in)
      expect(times).toEqual([...times].sort().reverse())
      if (merged.blocking.length === 0) break
      for (const index of merged.blocking) loaded[index] = (loaded[index] as number) + 5
    }
    expect(shown).toBe(70)
  })
})
