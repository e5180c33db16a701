// Every request body is validated with the generated validators: HTTP 400 with { errors: [{ path,
// message }] } (path dot-separated, no leading slash), never a 500, and nothing changes.
import { describe, expect, it } from 'vitest'
import { USER_MESSAGES } from '../../contract/catalogue'
import { FIELD_ERROR_CODES } from '../../contract/fieldErrorCodes'
import { useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const project = await api.project()

async function state(): Promise<unknown> {
  const [volumes, servers, snapshots, balance, detail] = await Promise.all([
    api.get(`/projects/${project.id}/volumes`),
    api.get(`/projects/${project.id}/servers`),
    api.get(`/projects/${project.id}/snapshots`),
    api.get('/balance'),
    api.get(`/projects/${project.id}`),
  ])
  return [volumes.body, servers.body, snapshots.body, balance.body, detail.body.limits]
}

const paths = (answer: { body: { errors: { path: string }[] } }): string[] => answer.body.errors.map((error) => error.path)

describe('emulator request validation', () => {
  it('answers 400 with the failing fields and changes nothing', async () => {
    const before = await state()
    const volumes = (await api.get(`/projects/${project.id}/volumes?order=name`)).body.result
    const available = volumes.find((volume: { status: string }) => volume.status === 'AVAILABLE')
    const server = (await api.get(`/projects/${project.id}/servers`)).body.result[0]
    const snapshot = (await api.get(`/projects/${project.id}/snapshots`)).body.result[0]

    const cases: [Promise<{ status: number; body: { errors: { path: string; message: string }[] } }>, string[]][] = [
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: 15 }), ['size']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: 1010 }), ['size']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: 0 }), ['size']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: '20' }), ['size']],
      [api.post(`/projects/${project.id}/volumes`, { size: 20 }), ['name']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'has space', size: 20 }), ['name']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: 20, colour: 'red' }), ['colour']],
      [api.post(`/projects/${project.id}/volumes`, {}), ['name', 'size']],
      [api.post(`/projects/${project.id}/volumes`, [1, 2]), ['nofield']],
      [api.post(`/projects/${project.id}/volumes`, { name: 'ok', size: 20, autorename: 'yes' }), ['autorename']],
      [api.patch(`/volumes/${available.id}`, {}), ['nofield']],
      [api.patch(`/volumes/${available.id}`, { name: '' }), ['name']],
      [api.post(`/volumes/${available.id}/extend`, { new_size: 105 }), ['new_size']],
      [api.post(`/volumes/${available.id}/extend`, {}), ['new_size']],
      [api.post(`/volumes/${available.id}/attach`, {}), ['server_id']],
      [api.post(`/volumes/${available.id}/detach`, { force: 'yes' }), ['force']],
      [api.delete(`/volumes/${available.id}`, { clear_fstab: 1 }), ['clear_fstab']],
      [api.call('DELETE', `/api/v1/volumes/${available.id}?force=maybe`), ['force']],
      [api.post(`/servers/${server.id}/reboot`, { type: 'SOFT' }), ['type']],
      [api.post(`/servers/${server.id}/stop`, { now: true }), ['now']],
      [api.patch(`/servers/${server.id}`, { name: 'a/b' }), ['name']],
      [api.post(`/snapshots/${snapshot.id}/restore`, { ddos_protection: true }), ['name']],
      [api.post(`/snapshots/${snapshot.id}/restore`, { name: 'x', ddos_protection: 'on' }), ['ddos_protection']],
      [api.post('/auth/login', { email: 'demo@example.com' }), ['password']],
      [api.post('/auth/second-factor', { second_factor_token: 'x', code: '12345' }), ['code']],
    ]
    for (const [pending, expected] of cases) {
      const answer = await pending
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(paths(answer)).toEqual(expected)
      for (const error of answer.body.errors) {
        expect(error.message).toEqual(expect.any(String))
        expect(error.path.startsWith('/')).toBe(false)
      }
    }
    expect(await state()).toEqual(before)
  })

  it('messages are for people: no regular expressions or format names', async () => {
    const answer = await api.post(`/projects/${project.id}/volumes`, { name: 'has space', size: 15 })
    expect(answer.body.errors).toEqual([
      { path: 'name', message: 'Invalid format', code: 'pattern' },
      { path: 'size', message: 'Must be a multiple of 10', code: 'multipleOf', params: { multipleOf: 10 } },
    ])
    expect((await api.post('/auth/restore', { email: 'nope' })).body.errors).toEqual([{ path: 'email', message: 'Must be a valid email', code: 'format', params: { format: 'email' } }])
  })

  it('each field error carries the code a console translates it by (contract/fieldErrorCodes.ts), with the values its text names', async () => {
    const missing = await api.post(`/projects/${project.id}/volumes`, { size: 10 })
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'This field is required', code: 'required' }])
    const small = await api.post(`/projects/${project.id}/volumes`, { name: 'tiny', size: 0 })
    expect(small.status).toBe(400)
    for (const error of small.body.errors) expect(FIELD_ERROR_CODES).toContain(error.code)
    expect(small.body.errors.find((error: { path: string }) => error.path === 'size')).toMatchObject({ code: 'minimum', params: { limit: expect.any(Number) } })
  })

  it('a body that is not JSON is a 400 on nofield', async () => {
    const answer = await api.call('POST', `/api/v1/projects/${project.id}/volumes`, undefined, { raw: '{"name": "x", size' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ path: 'nofield', message: 'The body is not valid JSON', code: 'invalid_json' }] })
  })

  it("a volume name already in use is the catalogue's 400 on name (001 §8 volume name in use), unless autorename is set", async () => {
    const inUse = { errors: [{ path: 'name', message: 'This volume name is already in use' }], code: 'volume_name_in_use' }
    const taken = await api.post(`/projects/${project.id}/volumes`, { name: 'backup', size: 10 })
    expect(taken.status).toBe(400)
    expect(taken.body).toEqual(inUse)
    // the code names the catalogue's message (its i18n key error.<code>), the message is its English text
    expect(USER_MESSAGES).toContainEqual({ key: `error.${inUse.code}`, text: inUse.errors[0]?.message })
    const scratch = (await api.get(`/projects/${project.id}/volumes?name=scratch`)).body.result[0]
    const renamed = await api.patch(`/volumes/${scratch.id}`, { name: 'backup' })
    expect(renamed.status).toBe(400)
    expect(renamed.body).toEqual(inUse)
    const ordered = await api.post(`/projects/${project.id}/volumes`, { name: 'backup', size: 10, autorename: true })
    expect(ordered.status).toBe(201)
    expect(ordered.body.name).toBe('backup-1')
  })

  it('an unknown route is a JSON 404', async () => {
    const answer = await api.get('/no-such-thing')
    expect(answer.status).toBe(404)
    expect(answer.body.errors[0].path).toBe('nofield')
  })
})
