// (c) The emulator's list throughput: autocannon against GET /api/v1/projects/{id}/volumes?limit=20 with a
// valid token, on 127.0.0.1, for a bounded 10 s. No budget: requests/s and p99 latency are printed.
import autocannon from 'autocannon'
import { accessToken, median, ms, type PartResult } from './support'

const DURATION_S = 10
const CONNECTIONS = 10

export async function measureListThroughput(baseUrl: string, projectId: string, volumes: number): Promise<PartResult> {
  const url = new URL(baseUrl)
  if (url.hostname !== '127.0.0.1') throw new Error(`loopback only: ${baseUrl}`)
  const token = await accessToken(baseUrl)
  const path = `/api/v1/projects/${projectId}/volumes?limit=20`
  // one request at a time first: the latency without load
  const alone: number[] = []
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`)
    alone.push(performance.now() - started)
  }
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  const errors = result.errors + result.timeouts + result.non2xx
  const lines = [
    `one request alone (5 in a row): median ${ms(median(alone))}`,
    `GET ${path.replace(projectId, '{id}')} over ${volumes.toLocaleString('en')} volumes, ${CONNECTIONS} connections, ${DURATION_S} s:`,
    `    ${result.requests.average.toFixed(1)} requests/s (total ${result.requests.total}), latency p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    errors > 0 ? `    ${errors} failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})` : '    every answer 2xx',
  ]
  return { name: 'emulator list throughput', lines, broken: [] }
}
