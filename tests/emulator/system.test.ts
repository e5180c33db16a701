// 001 §7 Other: GET /maintenance-mode, GET /projects/{id}/services, POST /frontend-error.
import { describe, expect, it } from 'vitest'
import { useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })

describe('system calls', () => {
  it('GET /maintenance-mode answers { enable } without a session, and follows the emulator switch', async () => {
    const anonymous = emulator.api()
    expect(await anonymous.get('/maintenance-mode')).toMatchObject({ status: 200, body: { enable: false } })
    await anonymous.call('POST', '/emulator/maintenance-mode', { enable: true })
    expect((await anonymous.get('/maintenance-mode')).body).toEqual({ enable: true })
    await anonymous.call('POST', '/emulator/maintenance-mode', { enable: false })
    expect((await anonymous.get('/maintenance-mode')).body).toEqual({ enable: false })
  })

  it('GET /projects/{id}/services answers the project state (000 §3 Project services: status, stopping_reason)', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const services = await api.get(`/projects/${project.id}/services`)
    expect(services.status).toBe(200)
    expect(services.body).toHaveProperty('status')
    expect(services.body).toHaveProperty('stopping_reason')
  })

  it('POST /frontend-error keeps a report (000 §3 error alert report); a malformed one is a 400 with its path, never a 5xx', async () => {
    const api = await emulator.signedIn()
    const sent = await api.post('/frontend-error', { type: 'uncaught', message: 'TypeError: x is undefined', path: '/lk/project/dashboard', api_http_code: null })
    expect(sent.status).toBe(204)
    const kept = await api.call('GET', '/emulator/frontend-errors')
    expect(kept.body.result[0]).toMatchObject({ type: 'uncaught', message: 'TypeError: x is undefined' })

    const malformed = await api.post('/frontend-error', { message: 42 })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].path).toContain('message')
    expect((await emulator.api().post('/frontend-error', { message: 'before sign-in' })).status).toBe(401)
  })
})
