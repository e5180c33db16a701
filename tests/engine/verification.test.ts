import { describe, expect, it } from 'vitest'
import { CURRENCY } from '../../contract/constants'
import type { LimitEntry, LimitRequest, MoneyRequirement } from '../../engine/types'
import { requestedAmount, verifyLimits, verifyMoney, type Balance } from '../../engine/verification'

const balance = (amount: number, credit_limit = 0, hour = 0): Balance => ({ balance: amount, credit_limit, current_cost: { hour, month: hour * 720 } })
const serviceStart: MoneyRequirement = { rule: 'service_start' }
const balanceRule: MoneyRequirement = { rule: 'balance' }

describe('000 §5 Service start: balance must cover 24 hours of current plus new hourly cost, rounded up to cents, minus the credit limit', () => {
  it('balance 100, current hourly 2.5, new hourly 1.2: needs ceil(24 × 3.7) = 88.80, passes', () => {
    expect(verifyMoney(balance(100, 0, 2.5), serviceStart, { hour: 1.2 })).toEqual({ ok: true })
  })

  it('balance 50: not_enough_money_run_service with shortfall 38.80', () => {
    expect(verifyMoney(balance(50, 0, 2.5), serviceStart, { hour: 1.2 })).toEqual({
      ok: false,
      reason: 'not_enough_money_run_service',
      missing: 38.8,
      minimum_balance: 88.8,
      currency: CURRENCY,
    })
  })

  it('balance 50 with credit limit 20: the credit is taken off, shortfall 18.80', () => {
    expect(verifyMoney(balance(50, 20, 2.5), serviceStart, { hour: 1.2 })).toEqual({
      ok: false,
      reason: 'not_enough_money_run_service',
      missing: 18.8,
      minimum_balance: 68.8,
      currency: 'RUB',
    })
  })

  it('exactly 88.80 passes (24 × 3.7 in floating point is 88.80000000000001; integer kopecks do not round that up)', () => {
    expect(verifyMoney(balance(88.8, 0, 2.5), serviceStart, { hour: 1.2 })).toEqual({ ok: true })
    expect(verifyMoney(balance(88.79, 0, 2.5), serviceStart, { hour: 1.2 })).toMatchObject({ ok: false, missing: 0.01 })
  })

  it('rounded up to cents: 24 × 0.0001 = 0.0024 needs 0.01', () => {
    expect(verifyMoney(balance(0), serviceStart, { hour: 0.0001 })).toMatchObject({ ok: false, missing: 0.01, minimum_balance: 0.01 })
  })

  it('_first_service variant: no service runs yet (current hourly cost 0)', () => {
    expect(verifyMoney(balance(10, 0, 0), serviceStart, { hour: 1.2 })).toEqual({
      ok: false,
      reason: 'not_enough_money_run_first_service',
      missing: 18.8,
      minimum_balance: 28.8,
      currency: 'RUB',
    })
  })

  it('a negative balance is short by the debt too', () => {
    expect(verifyMoney(balance(-10, 0, 2.5), serviceStart, { hour: 1.2 })).toMatchObject({ missing: 98.8 })
  })
})

describe('001 §5 Money check: fails with not_enough_money when the cost exceeds what the balance allows', () => {
  it('cost 0.50 with balance 0.30 and no credit: missing 0.20', () => {
    expect(verifyMoney(balance(0.3), balanceRule, { hour: 0.5 })).toEqual({ ok: false, reason: 'not_enough_money', missing: 0.2, minimum_balance: 0.5, currency: 'RUB' })
  })

  it('what the balance allows includes the credit limit', () => {
    expect(verifyMoney(balance(0.3, 1), balanceRule, { hour: 0.5 })).toEqual({ ok: true })
  })

  it('a cost equal to balance plus credit passes', () => {
    expect(verifyMoney(balance(0.3, 0.2), balanceRule, { hour: 0.5 })).toEqual({ ok: true })
  })
})

describe("001 §5 Money check: or balance with credit is below the action's minimum balance (001 §9: first S3 user needs 300)", () => {
  const firstUser: MoneyRequirement = { rule: 'balance', minimum_balance: 300 }

  it('balance 250: not_enough_money, missing 50, minimum balance 300', () => {
    expect(verifyMoney(balance(250), firstUser, { hour: 0.5 })).toEqual({ ok: false, reason: 'not_enough_money', missing: 50, minimum_balance: 300, currency: 'RUB' })
  })

  it('balance 250 with credit 100 reaches 300', () => {
    expect(verifyMoney(balance(250, 100), firstUser, { hour: 0.5 })).toEqual({ ok: true })
  })

  it('balance 300 passes', () => {
    expect(verifyMoney(balance(300), firstUser, { hour: 0.5 })).toEqual({ ok: true })
  })

  it('the minimum does not apply when the caller says so (the project already has S3 users)', () => {
    expect(verifyMoney(balance(250), firstUser, { hour: 0.5 }, { minimum_applies: false })).toEqual({ ok: true })
  })

  it('when both the cost and the minimum fail, the larger requirement is reported', () => {
    expect(verifyMoney(balance(10), { rule: 'balance', minimum_balance: 20 }, { hour: 50 })).toMatchObject({ missing: 40, minimum_balance: 50 })
    expect(verifyMoney(balance(10), { rule: 'balance', minimum_balance: 300 }, { hour: 50 })).toMatchObject({ missing: 290, minimum_balance: 300 })
  })

  it('a minimum also holds for the service_start rule', () => {
    expect(verifyMoney(balance(100, 0, 2.5), { rule: 'service_start', minimum_balance: 300 }, { hour: 1.2 })).toMatchObject({
      ok: false,
      reason: 'not_enough_money',
      missing: 200,
    })
  })
})

describe('001 §5 Limit check: fails with limit_reached when used plus requested exceeds max, listing the rejected ones', () => {
  // 001 §5 "Volume order: volumes used+1 and disk-space used+10 must not exceed max; extend: disk-space used+1"
  const volumeOrder: LimitRequest[] = [
    { name: 'volumes', amount: 1 },
    { name: 'disk-space', amount: { field: 'size', minimum: 10 } },
  ]
  const volumeExtend: LimitRequest[] = [{ name: 'disk-space', amount: 1 }]
  const limits = (volumesUsed: number, diskUsed: number): LimitEntry[] => [
    { name: 'volumes', used: volumesUsed, max: 10 },
    { name: 'disk-space', used: diskUsed, max: 1000 },
  ]

  it('volume order: volumes used+1 and disk-space used+10 may reach max', () => {
    expect(verifyLimits(limits(9, 990), volumeOrder, { size: 10 })).toEqual({ ok: true })
  })

  it('volume order: volumes used+1 over max is rejected with name, used, max', () => {
    expect(verifyLimits(limits(10, 0), volumeOrder, { size: 10 })).toEqual({
      ok: false,
      reason: 'limit_reached',
      rejected: [{ name: 'volumes', used: 10, max: 10, requested: 1 }],
    })
  })

  it('volume order: disk-space used+size over max is rejected', () => {
    expect(verifyLimits(limits(0, 990), volumeOrder, { size: 20 })).toEqual({
      ok: false,
      reason: 'limit_reached',
      rejected: [{ name: 'disk-space', used: 990, max: 1000, requested: 20 }],
    })
  })

  it('volume order: every rejected limit is listed', () => {
    const outcome = verifyLimits(limits(10, 995), volumeOrder, { size: 10 })
    expect(outcome.ok === false && outcome.rejected.map((r) => r.name)).toEqual(['volumes', 'disk-space'])
  })

  it('disk-space counts at least the order minimum 10 when the size is absent or smaller', () => {
    expect(verifyLimits(limits(0, 991), volumeOrder, {})).toMatchObject({ ok: false, rejected: [{ name: 'disk-space', requested: 10 }] })
    expect(verifyLimits(limits(0, 991), volumeOrder, { size: 5 })).toMatchObject({ ok: false, rejected: [{ name: 'disk-space', requested: 10 }] })
    expect(requestedAmount(volumeOrder[1]!, { size: '40' })).toBe(40)
  })

  it('extend: disk-space used+1', () => {
    expect(verifyLimits(limits(0, 999), volumeExtend)).toEqual({ ok: true })
    expect(verifyLimits(limits(0, 1000), volumeExtend)).toEqual({ ok: false, reason: 'limit_reached', rejected: [{ name: 'disk-space', used: 1000, max: 1000, requested: 1 }] })
  })

  it('if the limits fetch fails the check passes', () => {
    expect(verifyLimits('fetch_failed', volumeOrder, { size: 10_000 })).toEqual({ ok: true, fetch_failed: true })
  })

  it('a limit the project does not list blocks nothing', () => {
    expect(verifyLimits([{ name: 'servers', used: 5, max: 5 }], volumeOrder, { size: 10 })).toEqual({ ok: true })
  })

  it("times: the amount is a product of two payload fields, the second defaulted (001 §5: 'DB storage 20 (size times nodes, default 2)')", () => {
    const storage: LimitRequest = { name: 'dbaas-storage', amount: { field: 'storage_size', times: { field: 'nodes_count', default: 2 }, minimum: 20 } }
    expect(requestedAmount(storage, { storage_size: 30, nodes_count: 3 })).toBe(90)
    expect(requestedAmount(storage, { storage_size: 30 }), 'nodes_count absent: the default 2').toBe(60)
    expect(requestedAmount(storage, { storage_size: '30', nodes_count: '2' }), 'numeric strings as numbers').toBe(60)
    expect(requestedAmount(storage, { storage_size: 30, nodes_count: 'many' }), 'an unreadable factor: the default').toBe(60)
    expect(requestedAmount(storage, { storage_size: 5, nodes_count: 2 }), 'the minimum applies to the product').toBe(20)
    expect(requestedAmount(storage, { nodes_count: 4 }), 'size absent: the minimum').toBe(20)
    const noMinimum: LimitRequest = { name: 'x', amount: { field: 'a', times: { field: 'b', default: 1 } } }
    expect(requestedAmount(noMinimum, { a: 7 })).toBe(7)
    expect(requestedAmount(noMinimum, {})).toBe(0)
    const full: LimitEntry[] = [{ name: 'dbaas-storage', used: 450, max: 500 }]
    expect(verifyLimits(full, [storage], { storage_size: 30 })).toEqual({ ok: false, reason: 'limit_reached', rejected: [{ name: 'dbaas-storage', used: 450, max: 500, requested: 60 }] })
    expect(verifyLimits(full, [storage], { storage_size: 25, nodes_count: 2 })).toEqual({ ok: true })
  })

  it('001 §9 s3-bucket-count: 1 if create_bucket else 0', () => {
    const s3: LimitRequest[] = [{ name: 's3-bucket-count', amount: { field: 'create_bucket' } }]
    const full: LimitEntry[] = [{ name: 's3-bucket-count', used: 3, max: 3 }]
    expect(verifyLimits(full, s3, { create_bucket: false })).toEqual({ ok: true })
    expect(verifyLimits(full, s3, { create_bucket: true })).toMatchObject({ ok: false, rejected: [{ name: 's3-bucket-count', requested: 1 }] })
  })
})
