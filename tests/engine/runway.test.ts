// The balance runway (issue "Money": per resource, cost per day and days left with and without it), in kopecks.
import { describe, expect, it } from 'vitest'
import { daysLeft, runway, sumRoubles } from '../../engine/runway'

describe('balance runway', () => {
  it('000 §3 Balance days_left_until_zero: whole days at the current cost; none charged is null; an empty balance 0', () => {
    expect(daysLeft(10_000, 100)).toBe(4) // 100 ₽ at 1 ₽/h: 4 whole days (4.17)
    expect(daysLeft(10_000, 0)).toBeNull()
    expect(daysLeft(-5, 100)).toBe(0)
  })

  it('per resource: its cost per day and the days left with and without it, the most expensive first', () => {
    const lines = runway(
      { balance: 240, hour: 1.5 },
      [
        { name: 'disk', hour: 0.5 },
        { name: 'server', hour: 1 },
      ],
      (item) => item.hour,
    )
    expect(lines.map((line) => line.item.name)).toEqual(['server', 'disk'])
    expect(lines[0]).toMatchObject({ per_day: 24, days_left: 6, days_left_without: 20 })
    expect(lines[1]).toMatchObject({ per_day: 12, days_left: 6, days_left_without: 10 })
  })

  it('without the only charged resource the balance lasts for ever (null)', () => {
    expect(runway({ balance: 10, hour: 0.07 }, [{ hour: 0.07 }], (item) => item.hour)[0]?.days_left_without).toBeNull()
  })

  it('sums exactly in kopecks: 0.1 + 0.2 is 0.3', () => {
    expect(sumRoubles([0.1, 0.2])).toBe(0.3)
    expect(sumRoubles([1234.56, 0.01, -0.57])).toBe(1234)
  })
})
