// Test harness: a real emulator on port 0 with a temporary database file, an HTTP client that signs in as
// the demo accounts, and a websocket client that records what it hears.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, onTestFinished, vi } from 'vitest'
import WebSocket from 'ws'
import type { EmulatorOptions, RunningEmulator } from '../../emulator/server'
import { startEmulator } from '../../emulator/server'

export const PASSWORD = 'Demo-console-2026'
export const DEMO = 'demo@example.com'
export const OTHER = 'other@example.com'

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

export class Api {
  token: string | undefined

  constructor(readonly baseUrl: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, init: { raw?: string; token?: string | null } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    const token = init.token === null ? undefined : (init.token ?? this.token)
    if (token) headers['authorization'] = `Bearer ${token}`
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: init.raw ?? (body === undefined ? null : JSON.stringify(body)) })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === '' ? null : JSON.parse(text)
    } catch {
      // not JSON (HTML pages)
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  get<T = any>(path: string): Promise<Answer<T>> {
    return this.call<T>('GET', `/api/v1${path}`)
  }
  post<T = any>(path: string, body?: unknown): Promise<Answer<T>> {
    return this.call<T>('POST', `/api/v1${path}`, body)
  }
  patch<T = any>(path: string, body?: unknown): Promise<Answer<T>> {
    return this.call<T>('PATCH', `/api/v1${path}`, body)
  }
  put<T = any>(path: string, body?: unknown): Promise<Answer<T>> {
    return this.call<T>('PUT', `/api/v1${path}`, body)
  }
  delete<T = any>(path: string, body?: unknown): Promise<Answer<T>> {
    return this.call<T>('DELETE', `/api/v1${path}`, body)
  }

  async login(email: string = DEMO, password: string = PASSWORD): Promise<any> {
    const answer = await this.post('/auth/login', { email, password })
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    this.token = answer.body.access_token
    return answer.body
  }

  /** POST /emulator/clock (an emulator started with faultsEndpoint): holds its transitions; advance_ms runs those due within it */
  async clock(request: { held: boolean; advance_ms?: number }): Promise<void> {
    const answer = await this.call('POST', '/emulator/clock', request)
    if (answer.status !== 200) throw new Error(`POST /emulator/clock ${JSON.stringify(request)}: ${answer.status} ${JSON.stringify(answer.body)}`)
  }

  /** the first project of the signed-in account */
  async project(): Promise<any> {
    const answer = await this.get('/projects')
    return answer.body.result[0]
  }

  async mail(to: string): Promise<any[]> {
    const answer = await this.call('GET', `/emulator/mail.json?to=${encodeURIComponent(to)}`)
    return answer.body.result
  }
}

export interface TestEmulator {
  emulator: RunningEmulator
  url: string
  dir: string
  databasePath: string
  api(): Api
  /** signed in as demo@example.com (or another e-mail) */
  signedIn(email?: string): Promise<Api>
  restart(options?: EmulatorOptions): Promise<void>
  /** stops the emulator and removes its database */
  close(): Promise<void>
}

/** Starts an emulator with its own temporary database; close() stops it and removes the database. */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-test-'))
  const databasePath = join(dir, 'console.sqlite')
  const base: EmulatorOptions = { port: 0, timeScale: 0.01, databasePath, ...options }
  let emulator = await startEmulator(base)
  return {
    get emulator() {
      return emulator
    },
    get url() {
      return emulator.url
    },
    dir,
    databasePath,
    api: () => new Api(emulator.url),
    async signedIn(email = DEMO) {
      const api = new Api(emulator.url)
      await api.login(email)
      return api
    },
    /** closes (if still open) and starts again on the same port and database, so clients keep their URL */
    async restart(more = {}) {
      const port = emulator.port
      await emulator.close()
      emulator = await startEmulator({ ...base, port, ...more })
    },
    async close() {
      await emulator.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** An emulator for the calling test file, stopped (and its database removed) after the file. */
export async function useEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const harness = await startTestEmulator(options)
  afterAll(() => harness.close())
  return harness
}

export class Listener {
  readonly messages: any[] = []
  private waiters: { predicate: (message: any) => boolean; resolve: (message: any) => void }[] = []
  closed = false
  /** the close code, once closed */
  closeCode: number | undefined

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      this.messages.push(message)
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(message)) return true
        waiter.resolve(message)
        return false
      })
    })
    socket.on('close', (code) => {
      this.closed = true
      this.closeCode = code
    })
  }

  static open(url: string, token: string): Promise<Listener> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/v1/ws?token=${encodeURIComponent(token)}`)
      const listener = new Listener(socket)
      socket.once('open', () => resolve(listener))
      socket.once('error', reject)
    })
  }

  /** how many messages were heard so far: pass it to next() or status() to wait for later ones only */
  mark(): number {
    return this.messages.length
  }

  /** the first message (from index `from` on) so far or to come that matches */
  next(predicate: (message: any) => boolean, timeoutMs = 5000, from = 0): Promise<any> {
    const seen = this.messages.slice(from).find(predicate)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching websocket message within ${timeoutMs} ms; heard ${JSON.stringify(this.messages.slice(-5))}`)), timeoutMs)
      this.waiters.push({ predicate, resolve: (message) => (clearTimeout(timer), resolve(message)) })
    })
  }

  /** entity events of one entity id, in order */
  entityEvents(id: string): any[] {
    return this.messages.filter((message) => message.type === 'entity' && message.id === id)
  }

  statusesOf(id: string): string[] {
    return this.entityEvents(id).map((message) => (message.action === 'deleted' ? 'deleted' : message.data.status))
  }

  /** waits for the entity's event with this status (or action deleted) */
  status(id: string, status: string, from = 0, timeoutMs = 5000): Promise<any> {
    return this.next((message) => message.type === 'entity' && message.id === id && (status === 'deleted' ? message.action === 'deleted' : message.data?.status === status), timeoutMs, from)
  }

  close(): void {
    this.socket.close()
  }
}

/**
 * The time the emulators of this process read (ctx.now() is Date.now: token expiry, the refresh grace window, hourly
 * accounting) held still until the test ends; `moveOn` moves it by real milliseconds. A test moves the emulator's
 * time instead of waiting for it, so a busy machine changes nothing.
 */
export function holdEmulatorTime(): { moveOn: (ms: number) => void } {
  let at = Date.now()
  const held = vi.spyOn(Date, 'now').mockImplementation(() => at)
  onTestFinished(() => held.mockRestore())
  return {
    moveOn: (ms) => {
      at += ms
    },
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** polls until check returns a value that is not undefined */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000, stepMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('condition not met in time')
    await sleep(stepMs)
  }
}
