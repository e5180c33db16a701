// after.then: an action of the same kind, or <kind>.<action> of another (email_change → ticket.create).
import { describe, expect, it } from 'vitest'
import { defineEntity } from '../../engine/define'
import { thenTarget } from '../../engine/evaluate'
import { createRegistry } from '../../engine/registry'

const base = { spec: 'fixture', scope: 'account' as const, service: 's', parent: null, name_field: 'name', icon: 'x', routes: {}, inputs: [] }
const key = defineEntity({
  ...base,
  kind: 'key',
  ws_entity: 'key',
  actions: {
    generate: { scope: 'collection', spec: 'fixture', after: { then: 'download' } },
    download: { scope: 'item', spec: 'fixture', mutating: false },
    report: { scope: 'item', spec: 'fixture', after: { then: 'note.create' } },
    broken: { scope: 'item', spec: 'fixture', after: { then: 'note.fly' } },
    lost: { scope: 'item', spec: 'fixture', after: { then: 'teapot.create' } },
    plain: { scope: 'item', spec: 'fixture' },
  },
})
const note = defineEntity({ ...base, kind: 'note', ws_entity: 'note', actions: { create: { scope: 'collection', spec: 'fixture' } } })
const registry = createRegistry([key, note])

describe('thenTarget', () => {
  it('a bare name is an action of the same kind; <kind>.<action> one of another kind', () => {
    expect(thenTarget('keypair', 'download_keypair')).toEqual({ kind: 'keypair', action: 'download_keypair' })
    expect(thenTarget('profile', 'ticket.create')).toEqual({ kind: 'ticket', action: 'create' })
  })

  it('anything else throws', () => {
    expect(() => thenTarget('profile', '.create')).toThrow('neither <action> nor <kind>.<action>')
    expect(() => thenTarget('profile', 'ticket.')).toThrow('neither')
    expect(() => thenTarget('profile', 'a.b.c')).toThrow('neither')
  })
})

describe('Registry.thenOf', () => {
  it('resolves the then of an action, checking that the kind and the action exist', () => {
    expect(registry.thenOf('key', 'generate')).toEqual({ kind: 'key', action: 'download' })
    expect(registry.thenOf('key', 'report')).toEqual({ kind: 'note', action: 'create' })
    expect(registry.thenOf('key', 'plain')).toBeUndefined()
    expect(() => registry.thenOf('key', 'broken')).toThrow('Action fly not found for entity note')
    expect(() => registry.thenOf('key', 'lost')).toThrow('Entity teapot not found')
  })
})
