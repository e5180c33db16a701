// Statuses the API sends as numbers (000 §4: payments 1..9, acceptance certificates 0..340, tickets), on a made-up
// kind: status sets hold the numbers, inSet and statusClass match them, and a number never equals its string.
import { describe, expect, it } from 'vitest'
import { defineEntity, dimension, inSet, rule, status } from '../../engine/define'
import { createRegistry } from '../../engine/registry'

const invoice = defineEntity({
  kind: 'invoice',
  spec: 'test fixture',
  scope: 'account',
  service: 'invoices',
  parent: null,
  name_field: 'number',
  ws_entity: 'invoice',
  icon: 'file',
  routes: {},
  statuses: { values: [0, 1, 2, 100], sets: { processing: [1], usable: [2], error: [100], draft: [0] } },
  inputs: [dimension('status', 'item.status', [2, 0, 1, 100])],
  actions: {
    pay: { scope: 'item', spec: 'fixture', block: [rule(status.inSet('processing'), 'reason.processing', 'fixture')] },
    send: { scope: 'item', spec: 'fixture', hide: [rule(status.inSet('draft'), 'reason.invoice.draft', 'fixture')] },
  },
})

const letter = defineEntity({
  kind: 'letter',
  spec: 'test fixture',
  scope: 'account',
  service: 'letters',
  parent: null,
  name_field: 'id',
  ws_entity: 'letter',
  icon: 'mail',
  routes: {},
  inputs: [],
  actions: {
    post: { scope: 'item', spec: 'fixture', block: [rule(inSet('related.invoice.status', 'error', 'invoice'), 'reason.letter.invoice_failed', 'fixture')] },
  },
})

const registry = createRegistry([invoice, letter])

describe('numeric statuses', () => {
  it('inSet matches a number in a set of numbers, for the kind itself and for another kind', () => {
    expect(registry.evaluateAction('invoice', 'pay', { item: { status: 1 } })).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    expect(registry.evaluateAction('invoice', 'pay', { item: { status: 2 } })).toEqual({ visible: true, enabled: true })
    // 0 is a status like any other, not "missing"
    expect(registry.evaluateAction('invoice', 'send', { item: { status: 0 } })).toEqual({ visible: false, enabled: false, reason: 'reason.invoice.draft' })
    expect(registry.evaluateAction('letter', 'post', { item: {}, related: { invoice: { status: 100 } } }).reason).toBe('reason.letter.invoice_failed')
    expect(registry.evaluateAction('letter', 'post', { item: {}, related: { invoice: { status: 2 } } }).enabled).toBe(true)
  })

  it('a number is not its decimal string, either way round', () => {
    expect(registry.evaluateAction('invoice', 'pay', { item: { status: '1' } }).enabled).toBe(true)
    const named = createRegistry([{ ...invoice, statuses: { values: ['1'], sets: { processing: ['1'], usable: [], error: [] } } }])
    expect(named.evaluateAction('invoice', 'pay', { item: { status: 1 } }).enabled).toBe(true)
    expect(named.evaluateAction('invoice', 'pay', { item: { status: '1' } }).enabled).toBe(false)
  })

  it('statusClass takes a number', () => {
    expect(registry.statusClass('invoice', 1)).toBe('processing')
    expect(registry.statusClass('invoice', 2)).toBe('usable')
    expect(registry.statusClass('invoice', 100)).toBe('error')
    expect(registry.statusClass('invoice', 0)).toBeUndefined()
    expect(registry.statusClass('invoice', '2')).toBeUndefined()
  })
})
