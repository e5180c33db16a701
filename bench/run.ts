// `npm run bench`: builds the console, seeds 10,000 volumes into a fresh emulator database, then measures
// (a) the sign-in page's JavaScript (budget 168 KB gzip, other routes lazy), (b) the time to the first row of
// the 10,000-volume list, (c) the emulator's list throughput, (d) frame times while scrolling that list, and
// (e) the engine's µs per verdict, (f) the emulator's resident memory with 100,000 volumes in one project,
// (g) bytes on the wire and Lighthouse's metrics of the sign-in and volumes pages, on a phone and a desktop,
// (h) Lighthouse's own scores of those pages. Prints the figures; exits 1 only when a budget is broken (2 when
// the bench itself fails). `npm run bench -- bundle list throughput scroll engine memory pages lighthouse` picks
// parts.
import type { Browser } from 'playwright-core'
import { build } from '../scripts/ensure-build'
import { measureSignInBundle } from './bundle'
import { measureEngine } from './engine'
import { measureLighthouse } from './lighthouse'
import { launchChromium, seededDatabase, startChildEmulator, type ChildEmulator, type PartResult } from './support'
import { measureMemory, VOLUMES_IN_MEMORY_BENCH } from './memory'
import { measurePages } from './pages'
import { measureListThroughput } from './throughput'
import { measureVolumesList } from './volumes-list'
import { measureVolumesScroll } from './volumes-scroll'

const VOLUMES = 10_000
const PARTS = ['bundle', 'list', 'throughput', 'scroll', 'engine', 'memory', 'pages', 'lighthouse'] as const
type Part = (typeof PARTS)[number]

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--')
  const unknown = asked.filter((arg) => !(PARTS as readonly string[]).includes(arg))
  if (unknown.length > 0) throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`)
  const parts = new Set<Part>(asked.length > 0 ? (asked as Part[]) : PARTS)

  const results: PartResult[] = []
  // the engine needs neither the build nor the emulator
  if (parts.has('engine')) results.push(measureEngine())
  if (parts.has('memory')) results.push(await withEmulator(VOLUMES_IN_MEMORY_BENCH, (emulator, projectId) => measureMemory(emulator, projectId)))
  const browserParts = parts.has('bundle') || parts.has('list') || parts.has('scroll') || parts.has('pages')
  const consoleParts = browserParts || parts.has('lighthouse')
  if (!consoleParts && !parts.has('throughput')) return report(results)
  // the API parts need no console
  if (consoleParts) build()
  const database = await seededDatabase(VOLUMES)
  let emulator: ChildEmulator | undefined
  let browser: Browser | undefined
  try {
    emulator = await startChildEmulator(database.path)
    console.log(`[bench] emulator at ${emulator.url}, ${VOLUMES} volumes seeded in demo's project`)
    if (browserParts) {
      browser = await launchChromium()
      if (parts.has('bundle')) results.push(await measureSignInBundle(browser, emulator.url))
      if (parts.has('list')) results.push(await measureVolumesList(browser, emulator.url, VOLUMES))
      if (parts.has('scroll')) results.push(await measureVolumesScroll(browser, emulator.url, VOLUMES))
      if (parts.has('pages')) results.push(await measurePages(browser, emulator.url))
      await browser.close()
      browser = undefined
    }
    // Lighthouse drives a Chromium of its own
    if (parts.has('lighthouse')) results.push(await measureLighthouse(emulator.url))
    if (parts.has('throughput')) results.push(await measureListThroughput(emulator.url, database.projectId, VOLUMES, database.path, emulator.pid))
  } finally {
    await browser?.close()
    await emulator?.stop()
    database.remove()
  }
  return report(results)
}

/** A fresh database with `volumes` volumes and an emulator on it, for one part. */
async function withEmulator(volumes: number, part: (emulator: ChildEmulator, projectId: string) => Promise<PartResult>): Promise<PartResult> {
  const database = await seededDatabase(volumes)
  try {
    const emulator = await startChildEmulator(database.path)
    try {
      return await part(emulator, database.projectId)
    } finally {
      await emulator.stop()
    }
  } finally {
    database.remove()
  }
}

function report(results: readonly PartResult[]): number {
  console.log('')
  for (const result of results) {
    console.log(`== ${result.name}`)
    for (const line of result.lines) console.log(`  ${line}`)
  }
  const broken = results.flatMap((result) => result.broken)
  console.log('')
  if (broken.length === 0) {
    console.log('bench: every budget holds')
    return 0
  }
  for (const sentence of broken) console.log(`BUDGET BROKEN: ${sentence}`)
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error)
    process.exit(2)
  },
)
