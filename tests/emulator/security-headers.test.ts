// Issue 14 (hardening) 1: every answer of the emulator carries the browser protections: the console's pages
// and files, the API (answers, errors, 404s) and the emulator's own paths.
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

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  )
}

const paths = ['/', '/lk/project/dashboard', '/app.js', '/missing.js', '/api/v1/projects', '/api/v1/unknown', '/emulator/health', '/emulator/unknown']

describe('security headers', () => {
  it.each(paths)('%s carries CSP, frame, sniffing, referrer and permissions headers', async (path) => {
    const response = await fetch(`${emulator.url}${path}`)
    await response.arrayBuffer()
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    // served over plain HTTP: HSTS would be ignored, and must not be sent
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('never lets scripts run inline or from eval', async () => {
    const response = await fetch(`${emulator.url}/`)
    await response.text()
    const csp = response.headers.get('content-security-policy') ?? ''
    const scripts = directives(csp).get('script-src') ?? ''
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
  })

  it('sends HSTS when reached over HTTPS (through a proxy that says so)', async () => {
    const response = await fetch(`${emulator.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    await response.text()
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })
})
