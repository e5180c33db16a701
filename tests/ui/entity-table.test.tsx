// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ColumnConfig, StatusSets } from '../../engine/types'
import { ActionMenu, type MenuAction } from '../../ui/actions/ActionMenu'
import { CellValue } from '../../ui/table/CellValue'
import { EntityTable } from '../../ui/table/EntityTable'
import { FiltersBar } from '../../ui/table/FiltersBar'
import { initialViewportRect } from '../../ui/table/viewportRect'
import { renderUi } from './harness'
import { layOutRegions } from '../support/layOutRegions'

afterEach(cleanup)

// jsdom lays nothing out: give the table's scrolling region the viewport a browser would, 70vh of jsdom's window
// (less the box's borders), which is what the table guesses before it measures.
const VIEWPORT = Math.round(window.innerHeight * 0.7) - 2
const ROW = 52
let restoreLayout: () => void = () => undefined
beforeAll(() => {
  restoreLayout = layOutRegions(() => VIEWPORT)
})
afterAll(() => restoreLayout())

interface Volume {
  id: string
  name: string
  status: string
  size: number
  bootable: boolean
}

const columns: ColumnConfig[] = [
  { field: 'name', label: 'column.name', format: 'name' },
  { field: 'status', label: 'column.status', format: 'status' },
  { field: 'size', label: 'column.size', format: 'size_gb' },
  { field: 'bootable', label: 'volume.column.bootable', format: 'boolean' },
]
const statuses: StatusSets = { values: ['AVAILABLE', 'CREATING'], sets: { processing: ['CREATING'], usable: ['AVAILABLE'], error: [] } }

function volumes(count: number, from = 0): Volume[] {
  return Array.from({ length: count }, (_, i) => ({ id: `v${from + i}`, name: `disk-${from + i}`, status: 'AVAILABLE', size: 10 * (i + 1), bootable: i % 2 === 0 }))
}

function bodyRows(): HTMLElement[] {
  // rows of data: every row but the header's
  return screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0)
}

function scrollTo(region: HTMLElement, top: number) {
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: top })
  act(() => {
    fireEvent.scroll(region)
  })
}

describe('EntityTable', () => {
  it('renders only a window of 10,000 rows, and moves the window on scroll', () => {
    const rows = volumes(10_000)
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={rows} statuses={statuses} />)
    const table = screen.getByRole('table', { name: 'Диски' })
    expect(within(table).getByRole('columnheader', { name: 'Имя' })).toBeTruthy()
    const first = bodyRows()
    // 10 visible rows plus the overscan, never the 10,000
    expect(first.length).toBeGreaterThanOrEqual(VIEWPORT / ROW)
    expect(first.length).toBeLessThanOrEqual(Math.ceil(VIEWPORT / ROW) + 2 * 10)
    expect(screen.getByRole('row', { name: /disk-0 / })).toBeTruthy()
    expect(screen.queryByRole('row', { name: /disk-5000 / })).toBeNull()

    scrollTo(screen.getByRole('region', { name: 'Диски' }), 5000 * ROW)
    expect(screen.getByRole('row', { name: /disk-5000 / })).toBeTruthy()
    expect(screen.queryByRole('row', { name: /disk-0 / })).toBeNull()
    expect(bodyRows().length).toBeLessThanOrEqual(Math.ceil(VIEWPORT / ROW) + 2 * 10)
  })

  // issue 13: without a guessed height the virtualizer draws no rows at first, and measuring the box on mount made
  // React render the table again, synchronously, inside the first commit: one long task on the list's first load
  it('draws the rows in view in its first render: measuring the box on mount renders nothing again', () => {
    expect(initialViewportRect('70vh', window)?.height).toBe(VIEWPORT)
    let commits = 0
    renderUi(
      <Profiler id="table" onRender={() => void commits++}>
        <EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(10_000)} statuses={statuses} />
      </Profiler>,
    )
    expect(screen.getByRole('row', { name: /disk-0 / })).toBeTruthy()
    expect(bodyRows().length).toBeGreaterThanOrEqual(VIEWPORT / ROW)
    expect(commits).toBe(1)
  })

  it('guesses the box from a max height in vh or px, less its borders; other units are measured', () => {
    const view = { innerWidth: 390, innerHeight: 800 }
    expect(initialViewportRect('70vh', view)).toEqual({ width: 390, height: 558 })
    expect(initialViewportRect('400px', view)).toEqual({ width: 390, height: 398 })
    expect(initialViewportRect('30rem', view)).toBeUndefined()
  })

  it('decides on loading more by the measured viewport, not the guessed one', () => {
    const onLoadMore = vi.fn()
    // a box drawn 300px tall (a page that leaves the table less than its 70vh): 20 rows end 1040 − 300 = 740px
    // below it, farther than 600; by the guessed height they would have been within 600
    const restore = layOutRegions(() => 300)
    try {
      renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(20)} hasMore onLoadMore={onLoadMore} />)
      expect(1040 - VIEWPORT).toBeLessThanOrEqual(600)
      expect(onLoadMore).not.toHaveBeenCalled()
    } finally {
      restore()
    }
  })

  it('draws cells by their column format', () => {
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(1)} statuses={statuses} />)
    const row = screen.getByRole('row', { name: /disk-0/ })
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual(['disk-0', 'Не подключён', '10 ГБ', 'Да'])
  })

  it('calls onLoadMore once the user scrolls within 600px of the end, and not before', () => {
    const onLoadMore = vi.fn()
    const rows = volumes(100) // 5200px of rows
    const { rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={rows} hasMore onLoadMore={onLoadMore} />)
    const region = screen.getByRole('region', { name: 'Диски' })
    expect(onLoadMore).not.toHaveBeenCalled()

    // the end is 5200 − (3900 + 536) = 764px away
    scrollTo(region, 3900)
    expect(onLoadMore).not.toHaveBeenCalled()
    // 5200 − (4100 + 536) = 564px: within 600
    scrollTo(region, 4100)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    // scrolling on while the part loads asks nothing more
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={rows} hasMore isLoadingMore onLoadMore={onLoadMore} />)
    scrollTo(region, 4200)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toContain('Загружаем ещё')

    // the next part arrived: near its end again, the next one is asked for
    const more = [...rows, ...volumes(20, 100)]
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={more} hasMore onLoadMore={onLoadMore} />)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    scrollTo(region, 120 * ROW - VIEWPORT - 100)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('does not ask for more when there is no more', () => {
    const onLoadMore = vi.fn()
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(5)} hasMore={false} onLoadMore={onLoadMore} />)
    scrollTo(screen.getByRole('region', { name: 'Диски' }), 200)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('a failed load shows a message with a retry link (000 §2)', () => {
    const onRetry = vi.fn()
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={[]} error={new Error('HTTP 500')} onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить список')
    fireEvent.click(screen.getByRole('link', { name: 'Повторить загрузку' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('a failed next part keeps the rows and offers the retry link below them', () => {
    const onRetry = vi.fn()
    const onLoadMore = vi.fn()
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(3)} hasMore error="failed" onRetry={onRetry} onLoadMore={onLoadMore} />)
    expect(screen.getByRole('row', { name: /disk-2/ })).toBeTruthy()
    expect(onLoadMore).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: 'Повторить загрузку' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows loading, then the empty state', () => {
    const { rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={[]} isLoading />)
    expect(screen.getByRole('status').textContent).toContain('Загрузка списка')
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={[]} />)
    expect(screen.getByText('Здесь пока ничего нет')).toBeTruthy()
  })

  it('is busy while a part of its rows is on the way (assistive technology waits for them), and not after', () => {
    const { rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={[]} isLoading />)
    expect(screen.getByRole('table', { name: 'Диски' }).getAttribute('aria-busy')).toBe('true')
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(20)} hasMore isLoadingMore />)
    expect(screen.getByRole('table', { name: 'Диски' }).getAttribute('aria-busy')).toBe('true')
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(20)} hasMore />)
    expect(screen.getByRole('table', { name: 'Диски' }).getAttribute('aria-busy')).toBe('false')
  })

  it('a text cut by its column keeps the whole text in its title: formatted cells and text the page draws', () => {
    const long = `disk-${'x'.repeat(80)}`
    const renderCell = (column: ColumnConfig, row: Volume) => (column.field === 'bootable' ? `${row.name} on a very long server name` : undefined)
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={[{ ...volumes(1)[0]!, name: long }]} statuses={statuses} renderCell={renderCell} />)
    const row = screen.getByRole('row', { name: new RegExp(long) })
    expect(within(row).getByText(long).getAttribute('title')).toBe(long)
    expect(within(row).getByText('10 ГБ').getAttribute('title')).toBe('10 ГБ')
    expect(within(row).getByText(`${long} on a very long server name`).getAttribute('title')).toBe(`${long} on a very long server name`)
  })

  it('a row click (or Enter on the row) opens it; the actions column does not', () => {
    const onRowClick = vi.fn()
    const onAction = vi.fn()
    renderUi(
      <EntityTable
        kind="volume"
        label="Диски"
        columns={columns}
        rows={volumes(2)}
        onRowClick={onRowClick}
        renderActions={(row) => (
          <button type="button" onClick={() => onAction(row.id)}>
            Меню {row.name}
          </button>
        )}
      />,
    )
    expect(screen.getByRole('columnheader', { name: 'Действия' })).toBeTruthy()
    fireEvent.click(screen.getByRole('row', { name: /disk-1/ }))
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'v1' }))
    fireEvent.keyDown(screen.getByRole('row', { name: /disk-0/ }), { key: 'Enter' })
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'v0' }))
    fireEvent.click(screen.getByRole('button', { name: 'Меню disk-0' }))
    expect(onAction).toHaveBeenCalledWith('v0')
    expect(onRowClick).toHaveBeenCalledTimes(2)
  })
})

describe('EntityTable: rows drawn again only when they change', () => {
  // a render counter: renderCell is called once per column each time a row is drawn; counted on the name column
  function counted() {
    const drawn = new Map<string, number>()
    const renderCell = (column: ColumnConfig, row: Volume) => {
      if (column.field === 'name') drawn.set(row.id, (drawn.get(row.id) ?? 0) + 1)
      return undefined
    }
    return { drawn, renderCell }
  }
  const renderActions = (row: Volume) => (
    <button type="button" aria-label={`Меню ${row.name}`}>
      …
    </button>
  )
  const onRowClick = () => {}

  it('a re-render with the same rows (a new array, other table props) draws no row again', () => {
    const { drawn, renderCell } = counted()
    const rows = volumes(30)
    const table = (list: Volume[], more: { isLoadingMore?: boolean } = {}) => (
      <EntityTable kind="volume" label="Диски" columns={columns} rows={list} statuses={statuses} hasMore {...more} renderCell={renderCell} renderActions={renderActions} onRowClick={onRowClick} />
    )
    const { rerender } = renderUi(table(rows))
    const first = new Map(drawn)
    expect(first.size).toBeGreaterThan(0)
    expect([...first.values()].every((count) => count === 1)).toBe(true)

    rerender(table([...rows], { isLoadingMore: true }))
    rerender(table([...rows]))
    expect(drawn).toEqual(first)
    expect(screen.getByRole('row', { name: /disk-3 / }).getAttribute('aria-rowindex')).toBe('5')

    // a live update replaces one row object: that row alone is drawn again, with its new value
    const patched = rows.map((row) => (row.id === 'v3' ? { ...row, status: 'CREATING' } : row))
    rerender(table(patched))
    expect(drawn.get('v3')).toBe(2)
    expect([...drawn].filter(([id]) => id !== 'v3')).toEqual([...first].filter(([id]) => id !== 'v3'))
    expect(within(screen.getByRole('row', { name: /disk-3 / })).getByText('Создаётся')).toBeTruthy()
  })

  it('scrolling draws only the rows coming into view', () => {
    const { drawn, renderCell } = counted()
    renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(1000)} statuses={statuses} renderCell={renderCell} renderActions={renderActions} />)
    const region = screen.getByRole('region', { name: 'Диски' })
    for (let top = ROW; top <= 20 * ROW; top += ROW) scrollTo(region, top)
    expect(screen.getByRole('row', { name: /disk-20 / })).toBeTruthy()
    // each row in the window was drawn once, however many frames it stayed in view
    expect(drawn.size).toBeGreaterThan(20)
    expect([...drawn.values()].every((count) => count === 1)).toBe(true)
  })

  it("the cells share the table's one i18next subscription: listeners do not grow with the rows", () => {
    const listeners = (i18n: { observers?: Record<string, Map<unknown, number>> }) => i18n.observers?.['languageChanged']?.size ?? 0
    const { i18n, rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(1)} statuses={statuses} />)
    const withOne = listeners(i18n as never)
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(30)} statuses={statuses} />)
    expect(bodyRows().length).toBeGreaterThan(10)
    expect(listeners(i18n as never)).toBe(withOne)
  })

  it("the rows' action menus share it too: listeners do not grow with the rows; a blocked item still says why", async () => {
    const listeners = (i18n: { observers?: Record<string, Map<unknown, number>> }) => i18n.observers?.['languageChanged']?.size ?? 0
    const actions: MenuAction[] = [
      { name: 'rename', label: 'Переименовать', verdict: { visible: true, enabled: true } },
      { name: 'delete', label: 'Удалить', verdict: { visible: true, enabled: false, reason: 'reason.volume.attached' } },
    ]
    const menus = (row: Volume) => <ActionMenu actions={actions} onSelect={() => {}} label={`Действия: ${row.name}`} />
    const { i18n, rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(1)} renderActions={menus} />)
    const withOne = listeners(i18n as never)
    rerender(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(30)} renderActions={menus} />)
    expect(screen.getAllByRole('button', { name: /^Действия: / }).length).toBeGreaterThan(10)
    expect(listeners(i18n as never)).toBe(withOne)

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Действия: disk-3' }))
    })
    const item = await waitFor(() => within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Удалить' }))
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Диск подключён к серверу')
  })

  it('a new renderCell (the language changed) draws the rows again; cells follow the language', () => {
    const { renderCell } = counted()
    const { i18n, rerender } = renderUi(<EntityTable kind="volume" label="Диски" columns={columns} rows={volumes(1)} statuses={statuses} renderCell={renderCell} />)
    expect(
      within(screen.getByRole('row', { name: /disk-0/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['disk-0', 'Не подключён', '10 ГБ', 'Да'])
    act(() => {
      void i18n.changeLanguage('en')
    })
    const other = counted()
    rerender(<EntityTable kind="volume" label="Volumes" columns={columns} rows={volumes(1)} statuses={statuses} renderCell={other.renderCell} />)
    expect(other.drawn.get('v0')).toBe(1)
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy()
    const cells = within(screen.getByRole('row', { name: /disk-0/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells[2]).toBe('10 GB')
    expect(cells[3]).toBe('Yes')
  })
})

describe('CellValue outside a table', () => {
  it('draws its format with its own texts', () => {
    renderUi(<CellValue column={{ field: 'bootable', label: 'volume.column.bootable', format: 'boolean' }} value={false} kind="volume" statuses={undefined} />)
    expect(screen.getByText('Нет')).toBeTruthy()
  })
})

describe('FiltersBar', () => {
  it('shows the filters of the config and reports the chosen one', () => {
    const onFilterChange = vi.fn()
    renderUi(<FiltersBar filters={['all', 'attached', 'unattached']} active="all" onFilterChange={onFilterChange} />)
    const group = screen.getByRole('group', { name: 'Фильтр' })
    expect(within(group).getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(group).getByRole('button', { name: 'Подключённые' }))
    expect(onFilterChange).toHaveBeenCalledWith('attached')
  })
})
