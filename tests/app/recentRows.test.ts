// A list keeps what it drew for the rows drawn lately, not for every row scrolled past (ui/table/recentRows.ts,
// issue 13: cells kept for all 10,000 rows were most of the heap that each major garbage collection marked).
import { expect, it } from 'vitest'
import { RecentRows } from '../../ui/table/recentRows'

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `vol-${index}` }))

it('gives back what it drew for a row drawn lately', () => {
  const made = new RecentRows<{ cells: string }>(3)
  const [first, second] = rows(2)
  const cells = { cells: 'cells of vol-0' }
  made.set(first!, cells)
  made.set(second!, { cells: 'cells of vol-1' })
  expect(made.get(first!)).toBe(cells)
  expect(made.get({ id: 'vol-0' })).toBeUndefined() // a row object, not an id: a live update's new row is drawn anew
})

it('forgets a row once two generations of other rows were drawn after it', () => {
  const made = new RecentRows<{ index: number }>(3)
  const all = rows(7)
  all.forEach((row, index) => made.set(row, { index }))
  expect(made.get(all[0]!)).toBeUndefined()
  expect(made.get(all[6]!)).toEqual({ index: 6 })
})

it('keeps a row that is drawn again while others scroll past', () => {
  const made = new RecentRows<{ index: number }>(3)
  const [visible, ...scrolled] = rows(12)
  const drawn = { index: 0 }
  made.set(visible!, drawn)
  for (const [index, row] of scrolled.entries()) {
    expect(made.get(visible!)).toBe(drawn) // a sticky row, drawn on every frame
    made.set(row, { index: index + 1 })
  }
})
