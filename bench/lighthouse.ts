// (g) What a user's browser gets from the sign-in page and the 10,000-volume list, by Lighthouse on its mobile
// preset (a mid-range phone: 4x slower CPU, slow 4G) and its desktop preset, median [min-max] of RUNS each: its
// performance score and metrics (FCP, LCP, TBT, CLS) and the bytes on the wire, compressed, of each load
// (wire.ts, from the run's network records). Lighthouse drives the bench's Chromium through its debugging port:
// Playwright signs in through that port first, then Lighthouse loads the list without resetting the storage, so
// the session's refresh cookie brings it back signed in. Budgets (issue 13): mobile >= 95 on the sign-in page and
// >= 85 on the volumes list.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { kb, median, ms, type PartResult } from './support'
import { signIn, VOLUMES_PATH } from './volumes-list'
import { wireOf, type NetworkItem, type Wire } from './wire'

const RUNS = 3
type Preset = 'mobile' | 'desktop'

/** issue 13: Lighthouse mobile scores the pages must reach */
export const MOBILE_SCORE_BUDGETS: Record<string, number> = { 'sign-in': 95, volumes: 85 }

interface Run extends Wire {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

async function runLighthouse(port: number, url: string, preset: Preset, keepStorage: boolean): Promise<Run> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: keepStorage }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
  const details = lhr.audits['network-requests']?.details
  const items = details?.type === 'table' ? (details.items as unknown as NetworkItem[]) : []
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...(await wireOf(items)),
  }
}

/** Signs in once in the Chromium at `port`, in its default context (the one Lighthouse loads pages in). */
async function signInThrough(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await signIn(page, baseUrl)
    await page.close()
  } finally {
    // closes the connection only: the browser belongs to the bench
    await browser.close()
  }
}

const spread = (values: readonly number[], format: (value: number) => string): string => `${format(median(values))} [${format(Math.min(...values))}-${format(Math.max(...values))}]`

function describe(name: string, preset: Preset, runs: readonly Run[], failures: number, verdict: string): string {
  const of = (metric: keyof Run) => runs.map((run) => run[metric])
  return (
    `${name}, ${preset}: score ${spread(of('score'), String)}${verdict}; on the wire ${spread(of('bytes'), kb)}, JS ${spread(of('scriptBytes'), kb)}; ` +
    `FCP ${spread(of('fcp'), ms)}, LCP ${spread(of('lcp'), ms)}, TBT ${spread(of('tbt'), ms)}, CLS ${spread(of('cls'), (value) => value.toFixed(3))}` +
    (failures ? `; ${failures} run(s) without a trace` : '')
  )
}

/** `port`: the debugging port of the bench's Chromium */
export async function measureLighthouse(baseUrl: string, port: number): Promise<PartResult> {
  const lines: string[] = []
  const broken: string[] = []
  const pages: readonly [string, string][] = [
    ['sign-in', `${baseUrl}/sign/in`],
    ['volumes', `${baseUrl}${VOLUMES_PATH}`],
  ]
  for (const [name, url] of pages) {
    const signedIn = name !== 'sign-in'
    if (signedIn) await signInThrough(port, baseUrl)
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: Run[] = []
      let failures = 0
      while (runs.length < RUNS) {
        // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): that run is counted, not scored
        const run = await runLighthouse(port, url, preset, signedIn).catch((error: unknown) => {
          if (++failures > RUNS) throw error
          return undefined
        })
        if (run) runs.push(run)
      }
      const score = median(runs.map((run) => run.score))
      const budget = preset === 'mobile' ? MOBILE_SCORE_BUDGETS[name] : undefined
      if (budget !== undefined && score < budget) broken.push(`Lighthouse ${preset} score of the ${name} page ${score} < ${budget}`)
      lines.push(describe(name, preset, runs, failures, budget === undefined ? '' : ` (budget >= ${budget})`))
    }
  }
  return { name: `Lighthouse, ${RUNS} runs each: median [min-max]; bytes on the wire of a cold load, compressed`, lines, broken }
}
