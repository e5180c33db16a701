// The real emulator for browser tests: a temporary database file, a free port on 127.0.0.1, a fast clock,
// serving the built console (dist/). The global setup starts the shared one; a test that needs its own
// (a restart, injected faults that would disturb other tests) starts a private one with startTestEmulator.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../../emulator/server'
import { DIST_DIR } from '../../../scripts/ensure-build'

/**
 * Real duration = simulated × scale. At 0.05 the longest transition (a server build, 5 s) takes 250 ms,
 * an emulated hour of accounting 3 minutes (so balances stay put during a run), the heartbeat 1.5 s.
 */
export const E2E_TIME_SCALE = 0.05

/**
 * A clock for tests that check what the page shows *during* a long operation (a volume ATTACHING, a server
 * STOPPING): at 0.2 the shortest processing status lasts 400 ms, which a busy headless Chromium still paints;
 * at E2E_TIME_SCALE it lasts 100 ms, and two websocket events may be handled before the next frame.
 */
export const WATCHABLE_TIME_SCALE = 0.2

export interface TestEmulator {
  url: string
  port: number
  databasePath: string
  /** closes it and starts it again on the same database file and port */
  restart(): Promise<void>
  /** closes it and removes its database */
  close(): Promise<void>
}

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'))
  const databasePath = join(dir, 'console.sqlite')
  const settings: EmulatorOptions = { timeScale: E2E_TIME_SCALE, staticDir: DIST_DIR, faultsEndpoint: true, ...options, port: options.port ?? 0, databasePath }
  let running: RunningEmulator | undefined = await startEmulator(settings)
  const port = running.port
  const url = running.url
  return {
    url,
    port,
    databasePath,
    async restart() {
      await running?.close()
      running = undefined
      running = await startEmulator({ ...settings, port })
    },
    async close() {
      await running?.close()
      running = undefined
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
