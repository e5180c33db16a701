// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyLimits, verifyMoney, type MoneyFailure } from '../../engine/verification'
import { LimitReachedPrompt } from '../../ui/verification/LimitReachedPrompt'
import { NotEnoughMoneyPrompt } from '../../ui/verification/NotEnoughMoneyPrompt'
import { renderUi } from './harness'

afterEach(cleanup)

const spaces = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ')

describe('NotEnoughMoneyPrompt (001 §8: the dialog shows missing amount, minimum balance, currency)', () => {
  // a first S3 user needs a balance of 300 (001 §9); the project has 120.50
  const outcome = verifyMoney({ balance: 120.5, credit_limit: 0, current_cost: { hour: 0, month: 0 } }, { rule: 'balance', minimum_balance: 300 }, { hour: 1 }) as MoneyFailure

  it('shows the missing amount, the minimum balance and the currency, and tops up by the missing amount', () => {
    expect(outcome.ok).toBe(false)
    const onTopUp = vi.fn()
    renderUi(<NotEnoughMoneyPrompt outcome={outcome} onTopUp={onTopUp} />)
    const prompt = screen.getByRole('region', { name: 'Недостаточно средств' })
    const text = spaces(prompt.textContent)
    expect(text).toContain('Не хватает179,50 ₽')
    expect(text).toContain('Минимальный баланс300,00 ₽')
    expect(text).toContain('ВалютаRUB')
    fireEvent.click(within(prompt).getByRole('button', { name: 'Пополнить баланс' }))
    expect(onTopUp).toHaveBeenCalledWith(179.5)
  })

  it('has no top-up button without a handler (no payment page to go to), only Cancel', () => {
    renderUi(<NotEnoughMoneyPrompt outcome={outcome} onCancel={() => {}} />)
    const prompt = screen.getByRole('region', { name: 'Недостаточно средств' })
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Отмена'])
  })
})

describe('LimitReachedPrompt (001 §8: ticket creation prefilled with used and max per limit)', () => {
  const outcome = verifyLimits(
    [
      { name: 'volumes', used: 10, max: 10 },
      { name: 'disk-space', used: 950, max: 1000 },
    ],
    [
      { name: 'volumes', amount: 1 },
      { name: 'disk-space', amount: { field: 'size', minimum: 10 } },
    ],
    { size: 100 },
  )

  it('lists each rejected limit and writes to support with used and max per limit', () => {
    if (outcome.ok) throw new Error('expected limit_reached')
    const onWriteToSupport = vi.fn()
    renderUi(<LimitReachedPrompt rejected={outcome.rejected} onWriteToSupport={onWriteToSupport} />)
    const table = screen.getByRole('table', { name: 'Достигнут лимит проекта' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['диски', '10', '10', '1'],
      ['дисковое пространство', '950', '1000', '100'],
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Написать в поддержку' }))
    const prefill = String(onWriteToSupport.mock.calls[0]?.[0])
    expect(prefill).toContain('диски: использовано 10 из 10')
    expect(prefill).toContain('дисковое пространство: использовано 950 из 1000, нужно ещё 100')
  })

  it('has no support button without a handler (no support page to go to), only Cancel', () => {
    if (outcome.ok) throw new Error('expected limit_reached')
    renderUi(<LimitReachedPrompt rejected={outcome.rejected} onCancel={() => {}} />)
    const prompt = screen.getByRole('region', { name: 'Достигнут лимит проекта' })
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Отмена'])
  })
})
