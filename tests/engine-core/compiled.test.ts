// Issue 13: conditions are compiled once per config (engine/evaluate.ts). The verdicts are the same as when the
// trees were walked on every call (the matrices in matrices/ are unchanged); these pin what caching could break.
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../engine/registry'
import { disk, host, note } from './fixture'

const registry = createRegistry([host, disk, note])
const evaluate = registry.evaluateAction

describe('compiled conditions', () => {
  it('judge each call by its own input, whatever was judged before', () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY', kind: 'fixed' } }).reason).toBe('reason.fixed')
    expect(evaluate('disk', 'grow', { item: { status: 'READY' } })).toEqual({ visible: true, enabled: true })
    expect(evaluate('disk', 'grow', { item: { status: 'WORKING', size: 1, used: 1 } }).reason).toBe('reason.processing')
  })

  it('see a project limit list changed in place since the last verdict (the matrices write inputs in place)', () => {
    const limits = [{ name: 'disks', used: 4, max: 5 }]
    const input = { item: {}, project: { limits } }
    expect(evaluate('disk', 'create', input).enabled).toBe(true)
    limits[0] = { name: 'disks', used: 5, max: 5 }
    expect(evaluate('disk', 'create', input).reason).toBe('reason.limit')
    limits.splice(0, 1)
    expect(evaluate('disk', 'create', input).enabled).toBe(true)
    limits.push({ name: 'disks', used: 9, max: 5 })
    expect(evaluate('disk', 'create', input).reason).toBe('reason.limit')
  })

  it('read the status sets of another kind from the registry they are judged with', () => {
    const other = createRegistry([{ ...host, statuses: { ...host.statuses, sets: { ...host.statuses.sets, processing: [] } } }, disk, note])
    const input = { item: { status: 'READY' }, related: { host: { status: 'BUSY' } } }
    expect(evaluate('disk', 'grow', input).reason).toBe('reason.host_processing')
    expect(other.evaluateAction('disk', 'grow', input).enabled).toBe(true)
  })
})
