// @vitest-environment jsdom
// 000 §4 Volume: "If extend fails, the requested size is kept as preselected order data and the order flow opens
// (data expires after 24 hours)". orderData.ts alone writes, reads and clears it, from a submit's outcome.
import { afterEach, describe, expect, it } from 'vitest'
import type { ActionFlowOutput } from '../../../engine/flow/actionMachine'
import { registry } from '../../../entities'
import { keepOrderData, preselectedValues } from '../../../src/actions/useActionForm'

const HOUR = 3_600_000
const now = Date.UTC(2026, 0, 1)
const volume = registry.get('volume')
const orderFlow: ActionFlowOutput = { kind: 'order_flow', order: { kind: 'volume', action: 'extend', item_id: 'v1', data: { new_size: 300 } }, error: new Error('503') }
const done: ActionFlowOutput = { kind: 'done', result: {}, balance_recalculated: false, warnings: [] }

afterEach(() => window.localStorage.clear())

describe('000 §4 Volume: a failed extend keeps the requested size as preselected order data for 24 hours', () => {
  it('the order form of the order flow (create) starts from the requested size, not any other action', () => {
    keepOrderData(orderFlow, false, now)
    expect(preselectedValues(volume, 'create', now + HOUR)).toEqual({ size: 300 })
    expect(preselectedValues(volume, 'extend', now + HOUR)).toEqual({})
  })

  it('after 24 hours the data is gone', () => {
    keepOrderData(orderFlow, false, now)
    expect(preselectedValues(volume, 'create', now + 24 * HOUR - 1)).toEqual({ size: 300 })
    expect(preselectedValues(volume, 'create', now + 24 * HOUR)).toEqual({})
  })

  it('an order placed from the kept data uses it up; one placed without it, or a failure, leaves it', () => {
    keepOrderData(orderFlow, false, now)
    keepOrderData(done, false, now)
    keepOrderData({ kind: 'failed', stage: 'run', error: new Error('503') }, true, now)
    expect(preselectedValues(volume, 'create', now)).toEqual({ size: 300 })
    keepOrderData(done, true, now)
    expect(preselectedValues(volume, 'create', now)).toEqual({})
  })
})
