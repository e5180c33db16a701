// The built console is served from staticDir with SPA fallback to index.html outside /api and /emulator.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useEmulator } from './harness'

const dir = mkdtempSync(join(tmpdir(), 'console-dist-'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>')
writeFileSync(join(dir, 'app.js'), 'console.log("app")')
const emulator = await useEmulator({ staticDir: dir })
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const get = (path: string) => emulator.api().call('GET', path)

describe('emulator static console', () => {
  it('serves files, and index.html for console routes', async () => {
    const index = await get('/')
    expect(index.status).toBe(200)
    expect(index.body).toContain('<title>console</title>')
    const route = await get('/lk/project/volumes/all')
    expect(route.headers.get('content-type')).toContain('text/html')
    expect(route.body).toContain('<title>console</title>')
    const script = await get('/app.js')
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(script.body).toBe('console.log("app")')
  })

  it('does not fall back for missing assets, API paths or paths outside the folder', async () => {
    expect((await get('/missing.js')).status).toBe(404)
    const api = await get('/api/v1/unknown')
    expect(api.status).toBe(401)
    expect(api.body.errors[0].path).toBe('nofield')
    const emulatorPath = await get('/emulator/unknown')
    expect(emulatorPath.status).toBe(404)
    expect(emulatorPath.body.errors[0].path).toBe('nofield')
    const escape = await get('/..%2f..%2f..%2fetc%2fpasswd')
    expect(escape.body).not.toContain('root:')
  })

  it('answers CORS preflights of the API, so a console on another origin can call it', async () => {
    const response = await fetch(`${emulator.url}/api/v1/projects`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })
})
