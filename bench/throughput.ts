// (c) The emulator's throughput beside a minimal Hono + better-sqlite3 server (minimal-server.ts) running the
// same SQL on the same database (issue 13, 5: within 1.3×). autocannon, 127.0.0.1, 10 connections each. In each
// round both servers are loaded at once, so that the machine's load of that moment falls on both alike: one after
// the other, a second apart, the pairs of one run spread over 0.7–2.4× on a machine others share. Calls: the
// volume list (?limit=20, 10,000 volumes) and a single volume. Beside requests/s, the CPU time each server spent
// per request (from /proc): on a machine others load, requests/s follow the load while CPU per request stays its
// own.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ROOT } from '../scripts/ensure-build'
import { accessToken, median, ms, type PartResult } from './support'

const ROUND_S = 1
const ROUNDS = 7
const CONNECTIONS = 10
/** issue 13, 5: the emulator within 1.3× of the minimal server (CPU per request) */
export const MAX_SLOWDOWN = 1.3

interface Minimal {
  url: string
  pid: number | undefined
  stop(): void
}

/** CPU seconds a process has spent, user and system (Linux /proc; clock ticks of 1/100 s) */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function startMinimal(databasePath: string, token: string): Promise<Minimal> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/minimal-server.ts', databasePath, token], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the minimal server exited (${code}): ${output}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /minimal server at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        child.removeAllListeners('exit')
        resolve({ url: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') })
      }
    })
  })
}

async function requestsPerSecond(url: string, token: string, pid: number | undefined): Promise<{ rps: number; cpuPerRequest: number; p99: number; failed: number }> {
  const cpuBefore = cpuSeconds(pid)
  const result = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: CONNECTIONS, duration: ROUND_S })
  const cpuPerRequest = (cpuSeconds(pid) - cpuBefore) / Math.max(result.requests.total, 1)
  return { rps: result.requests.average, cpuPerRequest, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx }
}

const spread = (values: readonly number[]): string => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`

export async function measureListThroughput(baseUrl: string, projectId: string, volumes: number, databasePath: string, emulatorPid?: number): Promise<PartResult> {
  if (new URL(baseUrl).hostname !== '127.0.0.1') throw new Error(`loopback only: ${baseUrl}`)
  const token = await accessToken(baseUrl)
  const listPath = `/api/v1/projects/${projectId}/volumes?limit=20`
  const first = (await (await fetch(`${baseUrl}${listPath}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { id: string }[] }
  const volumeId = first.result[0]?.id
  if (!volumeId) throw new Error('the volume list is empty')
  const calls = { list: listPath, get: `/api/v1/volumes/${volumeId}` }
  const minimal = await startMinimal(databasePath, token)
  const lines: string[] = []
  const broken: string[] = []
  try {
    for (const [name, path] of Object.entries(calls)) {
      const emulator: number[] = []
      const yardstick: number[] = []
      const ratios: number[] = []
      const cpuRatios: number[] = []
      let p99 = 0
      let failed = 0
      for (let round = 0; round < ROUNDS; round += 1) {
        const [ours, theirs] = await Promise.all([requestsPerSecond(`${baseUrl}${path}`, token, emulatorPid), requestsPerSecond(`${minimal.url}${path}`, token, minimal.pid)])
        cpuRatios.push(ours.cpuPerRequest / theirs.cpuPerRequest)
        emulator.push(ours.rps)
        yardstick.push(theirs.rps)
        ratios.push(theirs.rps / ours.rps)
        p99 = Math.max(p99, ours.p99)
        failed += ours.failed + theirs.failed
      }
      const ratio = median(ratios)
      lines.push(
        `${name === 'list' ? `GET volumes?limit=20 of ${volumes.toLocaleString('en')}` : 'GET volumes/{id}'}: emulator ${median(emulator).toFixed(0)} req/s (${spread(emulator)}), ` +
          `minimal server ${median(yardstick).toFixed(0)} (${spread(yardstick)}); minimal/emulator ${ratio.toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), ` +
          `CPU per request emulator/minimal ${median(cpuRatios).toFixed(2)}× (${Math.min(...cpuRatios).toFixed(2)}–${Math.max(...cpuRatios).toFixed(2)}), ` +
          `emulator p99 up to ${ms(p99)}; median of ${ROUNDS} side-by-side ${ROUND_S} s rounds, ${CONNECTIONS} connections${failed > 0 ? `; ${failed} FAILED answers` : ''}`,
      )
      // judged by CPU per request: on a machine others load, requests/s of two servers a second apart differ by
      // the load alone (a spread of 0.2–4× seen at load average 27), while each one's CPU per request stays its own
      const cpuRatio = median(cpuRatios)
      if (cpuRatio > MAX_SLOWDOWN) broken.push(`${name}: the emulator spends ${cpuRatio.toFixed(2)}× the minimal server's CPU per request (budget ${MAX_SLOWDOWN}×)`)
      if (failed > 0) broken.push(`${name}: ${failed} answers were not 2xx`)
    }
  } finally {
    minimal.stop()
  }
  return { name: 'emulator throughput, side by side with a minimal server', lines, broken }
}
