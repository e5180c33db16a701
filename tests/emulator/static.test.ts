// The built console is served from staticDir with SPA fallback to index.html outside /api and /emulator.
// Speed on the wire (issue 13): precompressed brotli/gzip by Accept-Encoding, immutable hashed assets,
// index.html revalidated by ETag, the entry's chunks preloaded, files read once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../codegen/precompress'
import { chooseEncoding, readAssets } from '../../emulator/http/staticAssets'
import { useEmulator } from './harness'

const dir = mkdtempSync(join(tmpdir(), 'console-dist-'))
const ENTRY = `/* entry */ ${'export const text = "Облачная консоль";\n'.repeat(200)}`
const INDEX =
  '<!doctype html><title>console</title><script type="module" crossorigin src="/assets/index-AbCd12_x.js"></script><link rel="modulepreload" crossorigin href="/assets/initial-Zz9_8yXw.js"><link rel="stylesheet" href="/assets/index-Qq1w2e3r.css">'
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'index.html'), INDEX)
writeFileSync(join(dir, 'app.js'), 'console.log("app")')
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"console"}')
writeFileSync(join(dir, 'assets', 'index-AbCd12_x.js'), ENTRY)
writeFileSync(join(dir, 'assets', 'initial-Zz9_8yXw.js'), 'export const a = 1')
await precompressFolder(dir)
// a file the build did not compress is compressed by the server once
writeFileSync(join(dir, 'assets', 'late-Kk8j7h6g.js'), ENTRY.replaceAll('entry', 'late'))
const emulator = await useEmulator({ staticDir: dir })
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const get = (path: string) => emulator.api().call('GET', path)
const raw = (path: string, headers: Record<string, string> = {}) => fetch(`${emulator.url}${path}`, { headers })
/** The bytes on the wire (fetch decompresses what it reads). */
const wire = (path: string, acceptEncoding: string) =>
  new Promise<Buffer>((done, fail) => {
    const request = httpGet(`${emulator.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done(Buffer.concat(chunks)))
    })
    request.on('error', fail)
  })

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

  it('sends brotli when the browser takes it, else gzip, else the raw file, and says it varies', async () => {
    const br = await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(Number(br.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(ENTRY) / 10)
    expect(await br.text()).toBe(ENTRY)
    const gzip = await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'gzip;q=1, br;q=0' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(ENTRY)
    const identity = await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'identity' })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(ENTRY)
  })

  it('sends the files the build compressed, byte for byte', async () => {
    const bytes = await wire('/assets/index-AbCd12_x.js', 'br')
    expect(bytes.equals(readFileSync(join(dir, 'assets', 'index-AbCd12_x.js.br')))).toBe(true)
    expect(brotliDecompressSync(bytes).toString()).toBe(ENTRY)
  })

  it('compresses a file the build left raw, and leaves a tiny one as it is', async () => {
    const late = await raw('/assets/late-Kk8j7h6g.js', { 'accept-encoding': 'gzip' })
    expect(late.headers.get('content-encoding')).toBe('gzip')
    expect(await late.text()).toBe(ENTRY.replaceAll('entry', 'late'))
    const tiny = await raw('/app.js', { 'accept-encoding': 'br, gzip' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('console.log("app")')
  })

  it('caches hashed assets for a year as immutable, and revalidates index.html and unhashed files', async () => {
    expect((await raw('/assets/index-AbCd12_x.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await raw('/')).headers.get('cache-control')).toBe('no-cache')
    expect((await raw('/lk/project/volumes/all')).headers.get('cache-control')).toBe('no-cache')
    expect((await raw('/app.js')).headers.get('cache-control')).toBe('no-cache')
  })

  it('lets the browser keep the icons and the manifest for a day', async () => {
    // Chromium asks for the page's icon on every in-app navigation; its cache answers instead of the network
    expect((await raw('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await raw('/manifest.webmanifest')).headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('answers 304 to a matching ETag, in any encoding, and 200 with the body to another', async () => {
    const first = await raw('/lk/project/volumes/all', { 'accept-encoding': 'br' })
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await raw('/lk/project/volumes/all', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const gzipEtag = (await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'gzip' })).headers.get('etag') ?? ''
    const brEtag = (await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'br' })).headers.get('etag') ?? ''
    expect(gzipEtag).not.toBe(brEtag) // two representations, two tags
    expect((await raw('/assets/index-AbCd12_x.js', { 'accept-encoding': 'br', 'if-none-match': gzipEtag })).status).toBe(304)
    const other = await raw('/', { 'if-none-match': '"something-else"' })
    expect(other.status).toBe(200)
    expect(await other.text()).toBe(INDEX)
  })

  it("preloads the entry's chunks and style sheet from index.html", async () => {
    const link = (await raw('/lk/project/servers/all')).headers.get('link') ?? ''
    expect(link.split(', ')).toEqual(['</assets/index-AbCd12_x.js>; rel=modulepreload', '</assets/initial-Zz9_8yXw.js>; rel=modulepreload', '</assets/index-Qq1w2e3r.css>; rel=preload; as=style'])
    expect((await raw('/assets/index-AbCd12_x.js')).headers.get('link')).toBeNull()
  })

  it('reads the folder once: a file changed on disk after the first request is not read again', async () => {
    writeFileSync(join(dir, 'app.js'), 'console.log("changed")')
    expect(await (await raw('/app.js')).text()).toBe('console.log("app")')
    // the build's compressed siblings are forms of their file, never served under their own names
    expect((await raw('/assets/index-AbCd12_x.js.br')).status).toBe(404)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await fetch(`${emulator.url}/assets/index-AbCd12_x.js`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-encoding')).toBe('gzip')
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await head.text()).toBe('')
  })

  it('chooses the encoding from Accept-Encoding quality values', () => {
    const [asset] = readAssets(dir).values()
    const compressible = { ...asset!, compressible: true }
    expect(chooseEncoding(compressible, 'br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding(compressible, '*')).toBe('br')
    expect(chooseEncoding(compressible, '*, br;q=0')).toBe('gzip')
    expect(chooseEncoding(compressible, 'gzip;q=0, deflate')).toBeUndefined()
    expect(chooseEncoding(compressible, undefined)).toBeUndefined()
    expect(chooseEncoding({ ...compressible, compressible: false }, 'br')).toBeUndefined()
  })

  it('the build step writes brotli and gzip forms that decompress to the file', () => {
    const file = join(dir, 'assets', 'index-AbCd12_x.js')
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(ENTRY)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(ENTRY)
    expect(existsSync(join(dir, 'app.js.gz'))).toBe(false) // too small to gain
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

  it('lets another origin read every API answer: a success, a refusal and an error alike', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const answers = [
      await api.get(`/projects/${project.id}/volumes?limit=1`),
      await api.call('GET', '/api/v1/projects', undefined, { token: null }),
      await api.get('/volumes/no-such-volume'),
      await api.post('/auth/login', { email: 'not an e-mail' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400])
    for (const answer of answers) {
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed')
      // the browser protections ride on the same answers
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})
