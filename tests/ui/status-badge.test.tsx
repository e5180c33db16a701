// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StatusSets } from '../../engine/types'
import { StatusBadge } from '../../ui/status/StatusBadge'
import { statusClassOf } from '../../ui/status/statusClass'
import { renderUi } from './harness'

afterEach(cleanup)

/** The Chakra color palette the element is painted with, read from its computed style. */
function paletteOf(element: Element | null): string | undefined {
  if (!element) return undefined
  const fg = getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-fg')
  return /--chakra-colors-([a-z]+)-fg/.exec(fg)?.[1]
}

function badgeOf(text: string): HTMLElement | null {
  return screen.getByText(text).closest('.chakra-badge')
}

// 001 §4 Volume statuses
const volumeStatuses: StatusSets = {
  values: ['AVAILABLE', 'IN_USE', 'ERROR', 'CREATING', 'DELETING', 'MYSTERY'],
  sets: { processing: ['CREATING', 'DELETING'], usable: ['AVAILABLE', 'IN_USE'], error: ['ERROR'] },
}

describe('StatusBadge: the status label colored by its class', () => {
  it('usable is green with the translated label', () => {
    renderUi(<StatusBadge kind="volume" status="IN_USE" statuses={volumeStatuses} />)
    expect(paletteOf(badgeOf('Подключён'))).toBe('green')
  })

  it('processing is blue with a spinner', () => {
    const { container } = renderUi(<StatusBadge kind="volume" status="CREATING" statuses={volumeStatuses} />)
    expect(paletteOf(badgeOf('Создаётся'))).toBe('blue')
    expect(badgeOf('Создаётся')?.querySelector('.chakra-spinner')).not.toBeNull()
    expect(container.querySelectorAll('.chakra-spinner')).toHaveLength(1)
  })

  it('error is red, and has no spinner', () => {
    const { container } = renderUi(<StatusBadge kind="volume" status="ERROR" statuses={volumeStatuses} />)
    expect(paletteOf(badgeOf('Ошибка'))).toBe('red')
    expect(container.querySelector('.chakra-spinner')).toBeNull()
  })

  it('an untranslated status falls back to the raw value, gray', () => {
    renderUi(<StatusBadge kind="volume" status="MYSTERY" statuses={volumeStatuses} />)
    expect(paletteOf(badgeOf('MYSTERY'))).toBe('gray')
  })

  it('numeric statuses (payments) match by value, not by their text', () => {
    const payment: StatusSets = { values: [1, 2, 4], sets: { processing: [2], usable: [4], error: [] } }
    renderUi(<StatusBadge kind="payment" status={4} statuses={payment} />)
    expect(paletteOf(badgeOf('Оплачен'))).toBe('green')
    expect(statusClassOf(payment, '4')).toBe('other')
  })

  it('statusClassOf reads the sets', () => {
    expect(statusClassOf(volumeStatuses, 'AVAILABLE')).toBe('usable')
    expect(statusClassOf(volumeStatuses, 'DELETING')).toBe('processing')
    expect(statusClassOf(volumeStatuses, 'ERROR')).toBe('error')
    expect(statusClassOf(volumeStatuses, 'MYSTERY')).toBe('other')
    expect(statusClassOf(undefined, 'AVAILABLE')).toBe('other')
  })
})
