// @vitest-environment jsdom
// Issue 13: a scroll frame draws the rows in view again, not the table around them. The table's root resolves the
// styles of every cell (tableCells.ts useTableCellCss); drawn on each frame, that was a third of what scrolling
// a 10,000-volume list allocated.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { ColumnConfig } from '../../engine/types'
import { EntityTable } from '../../ui/table/EntityTable'
import { layOutRegions } from '../support/layOutRegions'
import { renderUi } from './harness'

const tableDrawn = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../ui/table/tableCells', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../ui/table/tableCells')>()
  return {
    ...original,
    useTableCellCss: () => {
      tableDrawn.count += 1
      return original.useTableCellCss()
    },
  }
})

const ROW = 52
let restoreLayout: () => void = () => undefined
beforeAll(() => {
  restoreLayout = layOutRegions(() => 500)
})
afterAll(() => restoreLayout())
afterEach(cleanup)

const columns: ColumnConfig[] = [{ field: 'name', label: 'column.name', format: 'name' }]
const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: `v${i}`, name: `disk-${i}` }))

it('scrolling draws the rows again, not the table around them', () => {
  renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={rows} />)
  const region = screen.getByRole('region', { name: 'Диски' })
  const drawnBefore = tableDrawn.count
  for (const top of [10, 100, 1000, 5000]) {
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: top * ROW })
    act(() => void fireEvent.scroll(region))
    expect(screen.getByRole('row', { name: new RegExp(`disk-${top}\\b`) })).toBeTruthy()
  }
  expect(screen.queryByRole('row', { name: /disk-0\b/ })).toBeNull()
  expect(tableDrawn.count).toBe(drawnBefore)
})
