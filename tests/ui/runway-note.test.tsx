// @vitest-environment jsdom
// Beyond the spec (issue "Money" item 8): every paid dialog shows, before OK, how the order changes the daily
// cost and the days the balance lasts. The note reads the price the dialog shows (DialogConfig.price) and the
// balance the app provides; it names no kind.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DialogConfig } from '../../engine/types'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { runwayChange } from '../../ui/money/runwayChange'
import { RunwayBalanceContext } from '../../ui/format/money'
import { renderUi } from './harness'

const extra = { 'test.field.size': 'Размер' }
const dialog: DialogConfig = { price: true, fields: [{ name: 'size', kind: 'size', label: 'test.field.size', required: true, min: 10, max: 1000, step: 10, default: 100 }] }
// 1 kopeck an hour per GB: 100 GB cost 1 ₽ an hour, 24 ₽ a day
const price = (values: Record<string, unknown>) => ({ hour: Number(values.size) * 0.01, month: Number(values.size) * 7.2 })
const done = async () => ({ kind: 'done' as const, result: {}, balance_recalculated: false, warnings: [] })

afterEach(cleanup)

function open(balance: { balance: number; hour: number } | undefined, withPrice = true) {
  return renderUi(
    <RunwayBalanceContext.Provider value={balance}>
      <ActionDialog title="Создать диск" dialog={{ ...dialog, price: withPrice }} price={price} submit={done} />
    </RunwayBalanceContext.Provider>,
    { extra },
  )
}

const note = (name = 'Как изменится расход') => screen.getByRole('group', { name }).textContent?.replace(/\s/g, ' ')

describe('runwayChange (kopecks, whole days)', () => {
  it('adds the order to the cost per day and counts the days the balance lasts before and after', () => {
    // 1000 ₽ at 2 ₽ an hour: 48 ₽ a day, 20 days; with 1 ₽ an hour more: 72 ₽ a day, 13 days
    expect(runwayChange({ balance: 1000, hour: 2 }, 1)).toEqual({ per_day_before: 48, per_day_after: 72, days_before: 20, days_after: 13 })
  })
  it('nothing charged yet: the balance lasts for ever before (null), and the order starts the count', () => {
    expect(runwayChange({ balance: 240, hour: 0 }, 1)).toEqual({ per_day_before: 0, per_day_after: 24, days_before: null, days_after: 10 })
  })
  it('a cheaper flavor (a negative change) lengthens the runway, and sums stay exact in kopecks', () => {
    expect(runwayChange({ balance: 100, hour: 0.3 }, -0.1)).toEqual({ per_day_before: 7.2, per_day_after: 4.8, days_before: 13, days_after: 20 })
  })
  it('an empty balance lasts no day', () => {
    expect(runwayChange({ balance: 0, hour: 0 }, 1).days_after).toBe(0)
  })
})

describe('the runway note in a paid dialog', () => {
  it('shows the daily cost and the days left, now and with the order, and follows what is typed', async () => {
    open({ balance: 1000, hour: 2 })
    await act(async () => {})
    expect(note()).toContain('В день: 48,00 ₽ → 72,00 ₽')
    expect(note()).toContain('Баланса хватит: 20 дней → 13 дней')
    fireEvent.change(screen.getByLabelText(/Размер/), { target: { value: '200' } })
    await act(async () => {})
    expect(note()).toContain('В день: 48,00 ₽ → 96,00 ₽')
    expect(note()).toContain('20 дней → 10 дней')
  })
  it('says "no end" when nothing is charged yet, in English too', async () => {
    const { i18n } = open({ balance: 240, hour: 0 })
    await act(async () => {
      await i18n.changeLanguage('en')
    })
    expect(note('How the spending changes')).toContain('The balance lasts: no end → 10 days')
  })
  it('is not shown without the balance, or in a dialog without a price', async () => {
    open(undefined)
    await act(async () => {})
    expect(screen.queryByRole('group', { name: 'Как изменится расход' })).toBeNull()
    cleanup()
    open({ balance: 1000, hour: 2 }, false)
    await act(async () => {})
    expect(screen.queryByRole('group', { name: 'Как изменится расход' })).toBeNull()
  })
})
