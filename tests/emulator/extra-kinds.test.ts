// An emulator takes kinds beyond the product's from its options (emulator/kit/extra.ts): the made-up gadget of
// tests/fixtures/made-up-kind gets its table, its routes, its clocked CREATING → READY, its websocket events and its
// demo seed from the kit, with no line outside the fixture; an emulator without it knows nothing of gadgets.
import { describe, expect, it } from 'vitest'
import { extraKindsFromEnv } from '../../emulator/kit/extra'
import { resources } from '../../emulator/kit/registry'
import { createAjv } from '../../codegen/ajv'
import { extraKinds } from '../fixtures/made-up-kind/emulator'
import gadgetSchema from '../fixtures/made-up-kind/schemas/entities/gadget.schema.json'
import { Listener, OTHER, useEmulator } from './harness'

const withGadgets = await useEmulator({ extraKinds })
const without = await useEmulator()
const isGadget = createAjv([]).compile(gadgetSchema)

describe('an extra kind from a fixture (EmulatorOptions.extraKinds)', () => {
  it('the demo project has a seeded READY gadget, answered as its schema says', async () => {
    const api = await withGadgets.signedIn()
    const project = await api.project()
    const list = await api.get(`/projects/${project.id}/gadgets`)
    expect(list.status).toBe(200)
    expect(list.body.result.map((g: { name: string; status: string }) => [g.name, g.status])).toEqual([['gadget-1', 'READY']])
    expect(isGadget(list.body.result[0]), JSON.stringify(isGadget.errors)).toBe(true)
  })

  it('create answers CREATING, the websocket tells created then READY, and the details follow', async () => {
    const api = await withGadgets.signedIn()
    const project = await api.project()
    const listener = await Listener.open(withGadgets.url, api.token!)
    try {
      const made = await api.post(`/projects/${project.id}/gadgets`, { name: 'widget' })
      expect(made.status).toBe(201)
      expect(made.body).toMatchObject({ name: 'widget', status: 'CREATING', project_id: project.id })
      const created = await listener.next((m) => m.type === 'entity' && m.entity === 'gadget' && m.action === 'created' && m.id === made.body.id)
      expect(created.data.status).toBe('CREATING')
      await listener.status(made.body.id, 'READY')
      expect((await api.get(`/gadgets/${made.body.id}/detail`)).body.status).toBe('READY')
    } finally {
      listener.close()
    }
  })

  it('a bad name is a 400 on the name field, from the request schema', async () => {
    const api = await withGadgets.signedIn()
    const project = await api.project()
    const answer = await api.post(`/projects/${project.id}/gadgets`, { name: ' spaced ' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual(['name'])
  })

  it('product decision: not deleted while CREATING; deleted when READY', async () => {
    const api = await withGadgets.signedIn()
    const project = await api.project()
    const made = await api.post(`/projects/${project.id}/gadgets`, { name: 'short-lived' })
    expect((await api.delete(`/gadgets/${made.body.id}`)).status).toBe(400)
    const listener = await Listener.open(withGadgets.url, api.token!)
    try {
      if ((await api.get(`/gadgets/${made.body.id}/detail`)).body.status !== 'READY') await listener.status(made.body.id, 'READY')
    } finally {
      listener.close()
    }
    expect((await api.delete(`/gadgets/${made.body.id}`)).status).toBe(204)
    expect((await api.get(`/gadgets/${made.body.id}/detail`)).status).toBe(404)
  })

  it("another account neither lists nor reaches demo's gadgets", async () => {
    const demo = await withGadgets.signedIn()
    const mine = (await demo.get(`/projects/${(await demo.project()).id}/gadgets`)).body.result[0]
    const other = await withGadgets.signedIn(OTHER)
    expect((await other.get(`/gadgets/${mine.id}/detail`)).status).toBe(404)
    expect((await other.get(`/projects/${(await other.project()).id}/gadgets`)).body.result.map((g: { name: string }) => g.name)).toEqual(['other-gadget-1'])
  })

  it('EMULATOR_EXTRA_KINDS names the modules `npm run emulator` loads them from', async () => {
    expect(await extraKindsFromEnv({})).toEqual([])
    const loaded = await extraKindsFromEnv({ EMULATOR_EXTRA_KINDS: 'tests/fixtures/made-up-kind/emulator.ts' })
    expect(loaded.map((kind) => kind.resource.kind)).toEqual(['gadget'])
    await expect(extraKindsFromEnv({ EMULATOR_EXTRA_KINDS: 'tests/fixtures/made-up-kind/config.ts' })).rejects.toThrow(/exports no extraKinds/)
  })
})

describe('the product emulator has no gadget', () => {
  it('neither its kit registry, nor its routes, nor its database', async () => {
    expect(resources().map((resource) => resource.kind)).not.toContain('gadget')
    const api = await without.signedIn()
    expect((await api.get(`/projects/${(await api.project()).id}/gadgets`)).status).toBe(404)
  })
})
