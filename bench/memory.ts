// (f) The emulator's resident memory with 100,000 volumes in one project (issue 13, 5: within 200 MB): the
// emulator (a child process) answers the pages a user pages through (20 a page, the console's order, sorted by
// each column, a name search, the last page) and the 1,000-row pages an API client reads the list with; its
// resident set (VmRSS, and the peak VmHWM) is read from /proc after each phase.
import { readFileSync } from 'node:fs'
import { accessToken, type ChildEmulator, type PartResult } from './support'

export const VOLUMES_IN_MEMORY_BENCH = 100_000
export const RSS_BUDGET_MB = 200

/** VmRSS and VmHWM of a process, in MB (Linux). */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

export async function measureMemory(emulator: ChildEmulator, projectId: string): Promise<PartResult> {
  if (emulator.pid === undefined) throw new Error('the emulator has no process id')
  const pid = emulator.pid
  const token = await accessToken(emulator.url)
  const list = `${emulator.url}/api/v1/projects/${projectId}/volumes`
  const read = async (query: string): Promise<{ count: number; rows: number }> => {
    const response = await fetch(`${list}?${query}`, { headers: { authorization: `Bearer ${token}` } })
    if (response.status !== 200) throw new Error(`GET volumes?${query}: HTTP ${response.status}`)
    const body = (await response.json()) as { result: unknown[]; count: number }
    return { count: body.count, rows: body.result.length }
  }
  const lines: string[] = []
  const phase = (name: string): number => {
    const { rss, peak } = residentMb(pid)
    lines.push(`${name}: resident ${rss.toFixed(0)} MB (peak so far ${peak.toFixed(0)} MB)`)
    return peak
  }
  phase('started, signed in')
  const { count } = await read('limit=20')
  if (count < VOLUMES_IN_MEMORY_BENCH) throw new Error(`the list counts ${count} volumes, fewer than the ${VOLUMES_IN_MEMORY_BENCH} seeded`)
  for (let offset = 0; offset < 2_000; offset += 20) await read(`limit=20&offset=${offset}`)
  for (const order of ['name', '-size', 'status', 'created_in', 'attached_to_server.name']) await read(`limit=20&order=${order}`)
  await read('limit=20&name__contains=volume-0999')
  await read(`limit=20&offset=${count - 20}`)
  phase('100 pages of 20 in the console order, each column sorted, a search, the last page')
  let rows = 0
  for (let offset = 0; offset < count; offset += 1_000) rows += (await read(`limit=1000&offset=${offset}`)).rows
  if (rows !== count) throw new Error(`paging read ${rows} of ${count} volumes`)
  const peak = phase(`all ${count.toLocaleString('en')} rows in pages of 1,000`)
  const broken = peak > RSS_BUDGET_MB ? [`the emulator's resident memory peaked at ${peak.toFixed(0)} MB with ${count} volumes (budget ${RSS_BUDGET_MB} MB)`] : []
  return { name: `emulator memory, ${VOLUMES_IN_MEMORY_BENCH.toLocaleString('en')} volumes in one project (budget ${RSS_BUDGET_MB} MB resident)`, lines, broken }
}
