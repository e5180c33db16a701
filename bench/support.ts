// What the bench parts share: the seeded database, the emulator in a child process (so the load generator and
// the browser never share its event loop), Chromium, and how a part reports.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createRepos } from '../emulator/db/index'
import { openDatabase } from '../emulator/db/connection'
import { isoAt, newId } from '../emulator/domain/ids'
import { startEmulator } from '../emulator/server'
import { DIST_DIR, ROOT } from '../scripts/ensure-build'

export const DEMO = 'demo@example.com'
export const DEMO_PASSWORD = 'Demo-console-2026'

export interface PartResult {
  name: string
  /** figures, printed as they are */
  lines: string[]
  /** budgets that were broken: each one a sentence */
  broken: string[]
}

/** A fresh database with the demo accounts, and `volumes` more network volumes in demo's project. */
export async function seededDatabase(volumes: number): Promise<{ path: string; projectId: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-'))
  const path = join(dir, 'console.sqlite')
  // the first start seeds the catalogue and the demo accounts
  const first = await startEmulator({ port: 0, databasePath: path })
  await first.close()

  // then the emulator's own repositories write the rows, in one transaction
  const db = openDatabase(path)
  try {
    const repos = createRepos(db)
    const user = repos.accounts.userByEmail(DEMO)
    // the project the console opens: the first of GET /projects, whose default order is newest first
    // (-created_in); the oldest is a stopped staging project that no list page shows first
    const project = user ? repos.projects.projectsOf(user.account_id).at(-1) : undefined
    if (!project) throw new Error('the seed made no project for demo@example.com')
    const base = Date.now() - volumes * 1000
    db.transaction(() => {
      for (let index = 0; index < volumes; index += 1) {
        repos.volumes.insert({
          id: newId(),
          project_id: project.id,
          name: `bench-volume-${String(index).padStart(5, '0')}`,
          description: '',
          size: 10 * (1 + (index % 100)),
          status: 'AVAILABLE',
          storage_type: 'volume',
          bootable: 0,
          server_id: null,
          created_in: isoAt(base + index * 1000),
        })
      }
    })()
    return { path, projectId: project.id, remove: () => rmSync(dir, { recursive: true, force: true }) }
  } finally {
    db.close()
  }
}

export interface ChildEmulator {
  url: string
  /** its process, for the memory part */
  pid: number | undefined
  stop(): Promise<void>
}

/** `emulator/main.ts` in its own node process (tsx), on a free port of 127.0.0.1, serving dist/. */
export function startChildEmulator(databasePath: string, env: Record<string, string> = {}): Promise<ChildEmulator> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: databasePath, EMULATOR_STATIC_DIR: DIST_DIR, EMULATOR_LOG: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`the emulator did not start within 30 s:\n${output}`))
    }, 30_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the emulator exited (${code}):\n${output}`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Provider API emulator at (http:\/\/[^\s]+)\/api\/v1/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        child.removeAllListeners('exit')
        resolve({ url: match[1], pid: child.pid, stop })
      }
    })
  })
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** A port of 127.0.0.1 that nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/**
 * Debian's Chromium, headless, with a fresh temporary user-data dir; one for every part of a run. Its debugging
 * port lets Lighthouse drive it too (Playwright itself talks to it through a pipe).
 */
export async function launchChromium(): Promise<{ browser: Browser; debuggingPort: number }> {
  const debuggingPort = await freePort()
  const args = [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`]
  return { browser: await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args }), debuggingPort }
}

export async function accessToken(baseUrl: string, email = DEMO, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (response.status !== 200) throw new Error(`login of ${email}: HTTP ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number): string => `${value.toFixed(0)} ms`
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
