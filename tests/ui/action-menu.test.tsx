// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActionMenu, type MenuAction } from '../../ui/actions/ActionMenu'
import { renderUi } from './harness'

afterEach(cleanup)

const actions: MenuAction[] = [
  { name: 'rename', label: 'Переименовать', verdict: { visible: true, enabled: true } },
  { name: 'delete', label: 'Удалить', verdict: { visible: true, enabled: false, reason: 'reason.volume.attached' } },
  { name: 'attach', label: 'Подключить', verdict: { visible: false, enabled: false, reason: 'reason.volume.attached' } },
]

async function openMenu() {
  const trigger = screen.getByRole('button', { name: 'Действия' })
  await act(async () => {
    fireEvent.click(trigger)
  })
  return waitFor(() => screen.getByRole('menu'))
}

/** As a keyboard user: arrow down to the item, then Enter (zag selects the highlighted item). */
async function choose(name: string) {
  const menu = screen.getByRole('menu')
  const item = screen.getByRole('menuitem', { name })
  for (let i = 0; i < 10 && item.getAttribute('data-highlighted') === null; i++) {
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'ArrowDown' })
    })
  }
  expect(item.getAttribute('data-highlighted')).not.toBeNull()
  await act(async () => {
    fireEvent.keyDown(menu, { key: 'Enter' })
  })
}

describe('ActionMenu: verdicts as the user sees them (STYLE.md: blocked shown disabled with its reason, hidden not shown)', () => {
  it('does not render hidden actions', async () => {
    renderUi(<ActionMenu actions={actions} onSelect={() => {}} />)
    await openMenu()
    expect(screen.getByRole('menuitem', { name: 'Переименовать' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Подключить' })).toBeNull()
    expect(screen.getAllByRole('menuitem')).toHaveLength(2)
  })

  it('shows a blocked action disabled, its reason translated as its description, and never selects it', async () => {
    const onSelect = vi.fn()
    renderUi(<ActionMenu actions={actions} onSelect={onSelect} />)
    await openMenu()
    const item = screen.getByRole('menuitem', { name: 'Удалить' })
    expect(item.getAttribute('aria-disabled')).toBe('true')
    const description = document.getElementById(item.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Диск подключён к серверу')
    // the keyboard skips it: arrows never land on a disabled item
    for (let i = 0; i < 4; i++) {
      await act(async () => {
        fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' })
      })
      expect(item.getAttribute('data-highlighted')).toBeNull()
    }
    await act(async () => {
      fireEvent.click(item)
    })
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('selecting an enabled action calls onSelect with its name', async () => {
    const onSelect = vi.fn()
    renderUi(<ActionMenu actions={actions} onSelect={onSelect} />)
    await openMenu()
    await choose('Переименовать')
    expect(onSelect).toHaveBeenCalledWith('rename')
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('a reason with no translation shows its key rather than nothing', async () => {
    renderUi(<ActionMenu actions={[{ name: 'x', label: 'Икс', verdict: { visible: true, enabled: false, reason: 'reason.unknown_rule' } }]} onSelect={() => {}} />)
    await openMenu()
    const item = screen.getByRole('menuitem', { name: 'Икс' })
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe('reason.unknown_rule')
  })
})
