// Keypairs (001 §7 Keypairs; 000 §5 and 001 §5 rules; 001 §8 messages), against a running emulator.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateKeypair } from '../../emulator/kinds/keypair/ssh-key'
import { validateKeypair, validateListResponse } from '../../generated/validators/index.js'
import { Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const project = await api.project()
const keypairs = `/projects/${project.id}/keypairs`

/** a public key as ssh-keygen writes it, with `name` after the key data */
const publicKey = (name: string): string => generateKeypair(name).public_key

describe('keypairs', () => {
  it('GET /projects/{id}/keypairs lists the seeded keypairs, newest first, with keypair_id', async () => {
    const list = (await api.get(keypairs)).body
    expect(validateListResponse(list)).toBe(true)
    expect(list.result.map((keypair: { name: string }) => keypair.name)).toEqual(['ci-deploy', 'laptop'])
    for (const keypair of list.result) {
      expect(validateKeypair(keypair), JSON.stringify(validateKeypair.errors)).toBe(true)
      expect(keypair.keypair_id).toBe(keypair.id)
    }
  })

  it('POST /projects/{id}/keypairs (name, public_key) adds an uploaded key and announces it', async () => {
    const ws = await Listener.open(emulator.url, api.token as string)
    const key = publicKey('workstation')
    const created = await api.post(keypairs, { name: 'workstation', public_key: key })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'workstation', public_key: key, keypair_id: created.body.id })
    expect(validateKeypair(created.body)).toBe(true)
    const event = await ws.next((message) => message.type === 'entity' && message.entity === 'keypair' && message.id === created.body.id)
    expect(event).toMatchObject({ action: 'created', project_id: project.id, data: { name: 'workstation' } })
    ws.close()
  })

  it('000 §5: the key name must match the name inside the public key (001 §8 "name does not match")', async () => {
    const answer = await api.post(keypairs, { name: 'other-name', public_key: publicKey('inside-name') })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ path: 'name', message: 'The name does not match' }], code: 'name_mismatch' })
    // a key with no name inside matches no name
    const bare = publicKey('x').split(' ').slice(0, 2).join(' ')
    expect((await api.post(keypairs, { name: 'x', public_key: bare })).body.code).toBe('name_mismatch')
  })

  it('001 §8 "invalid SSH key": text that is not an OpenSSH public key is refused on public_key', async () => {
    const [type, data] = publicKey('broken').split(' ') as [string, string]
    for (const key of ['not a key', `ssh-ed25519 ${data.slice(0, 20)} broken`, `ssh-rsa ${data} broken`, `${type} !!!! broken`, `${type} ${data} broken\nssh-ed25519 ${data} broken`]) {
      const answer = await api.post(keypairs, { name: 'broken', public_key: key })
      expect(answer.status, key).toBe(400)
      expect(answer.body, key).toEqual({ errors: [{ path: 'public_key', message: 'The SSH key is not valid' }], code: 'invalid_ssh_key' })
    }
  })

  it('001 §5: unique names for keypairs (in the project)', async () => {
    const answer = await api.post(keypairs, { name: 'laptop', public_key: publicKey('laptop') })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].path).toBe('name')
    expect((await api.post(`${keypairs}/generate`, { name: 'laptop' })).body.errors[0].path).toBe('name')
  })

  it('POST /projects/{id}/keypairs/generate (name): the private key is answered once and not stored (000 §3)', async () => {
    const generated = await api.post(`${keypairs}/generate`, { name: 'generated' })
    expect(generated.status).toBe(201)
    expect(generated.body.public_key).toMatch(/^ssh-ed25519 [A-Za-z0-9+/]+=* generated$/)
    expect(generated.body.private_key).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n[\s\S]+\n-----END OPENSSH PRIVATE KEY-----\n$/)
    // the private key is a real one: ssh-keygen derives the same public key from it
    const dir = mkdtempSync(join(tmpdir(), 'keypair-'))
    try {
      writeFileSync(join(dir, 'id'), generated.body.private_key, { mode: 0o600 })
      expect(execFileSync('ssh-keygen', ['-y', '-f', join(dir, 'id')], { encoding: 'utf8' }).trim()).toBe(generated.body.public_key)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const listed = (await api.get(`${keypairs}?name=generated`)).body.result[0]
    expect(listed).toEqual({
      id: generated.body.id,
      keypair_id: generated.body.id,
      name: 'generated',
      public_key: generated.body.public_key,
      created_in: generated.body.created_in,
      project_id: project.id,
    })
  })

  it('DELETE /keypairs/{keypair_id} removes it (204); another account gets 404 and changes nothing', async () => {
    const other = await emulator.signedIn(OTHER)
    const theirs = (await other.get(`/projects/${(await other.project()).id}/keypairs`)).body.result[0]
    expect((await api.delete(`/keypairs/${theirs.id}`)).status).toBe(404)
    expect((await api.get(`/projects/${(await other.project()).id}/keypairs`)).status).toBe(404)
    expect((await api.post(`/projects/${(await other.project()).id}/keypairs/generate`, { name: 'intruder' })).status).toBe(404)
    expect((await other.get(`/projects/${(await other.project()).id}/keypairs?id=${theirs.id}`)).body.count).toBe(1)

    const mine = (await api.post(`${keypairs}/generate`, { name: 'short-lived' })).body
    expect((await api.delete(`/keypairs/${mine.keypair_id}`)).status).toBe(204)
    expect((await api.get(`${keypairs}?id=${mine.id}`)).body.count).toBe(0)
    expect((await api.delete(`/keypairs/${mine.keypair_id}`)).status).toBe(404)
  })

  it('malformed bodies get 400 on their fields, never a 5xx', async () => {
    const bodies: [unknown, string][] = [
      [{}, 'name'],
      [{ name: 'a' }, 'public_key'],
      [{ name: 42, public_key: publicKey('a') }, 'name'],
      [{ name: ' padded', public_key: publicKey(' padded') }, 'name'],
      [{ name: 'a', public_key: publicKey('a'), extra: true }, 'extra'],
      [[], 'nofield'],
    ]
    for (const [body, path] of bodies) {
      const answer = await api.post(keypairs, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors.map((error: { path: string }) => error.path)).toContain(path)
    }
    expect((await api.call('POST', `/api/v1${keypairs}`, undefined, { raw: '{"name":' })).status).toBe(400)
    expect((await api.post(`${keypairs}/generate`, { name: '' })).status).toBe(400)
  })

  it('001 §9 limit names: keypair; 001 §8 "limit reached for ... keypairs": 409 limit_reached', async () => {
    const other = await emulator.signedIn(OTHER)
    const theirs = `/projects/${(await other.project()).id}/keypairs`
    const used = (await other.get(theirs)).body.count
    for (let n = used; n < 10; n += 1) expect((await other.post(`${theirs}/generate`, { name: `key-${n}` })).status).toBe(201)
    const refused = await other.post(`${theirs}/generate`, { name: 'one-too-many' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 'keypair', used: 10, max: 10, requested: 1 }] })
    expect((await other.get(theirs)).body.count).toBe(10)
  })
})
