// (h) Lighthouse's own performance score of the sign-in page and of the 10,000-volume list, on its mobile preset
// (a mid-range phone: 4x slower CPU, slow 4G) and its desktop preset; median of RUNS each. Chromium runs with
// a debugging port: Playwright signs in through it first, then Lighthouse loads the list without resetting the
// storage, so the session's refresh cookie brings it back signed in. Budgets (issue 13): mobile >= 95 on the
// sign-in page and >= 85 on the volumes list.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { launch } from 'chrome-launcher'
import { chromium } from 'playwright-core'
import { MOBILE_SCORE_BUDGETS } from './pages'
import { CHROMIUM_ARGS, median, type PartResult } from './support'
import { signIn, VOLUMES_PATH } from './volumes-list'

const RUNS = 3
type Preset = 'mobile' | 'desktop'

interface Run {
  score: number
  lcpMs: number
  tbtMs: number
}

async function runLighthouse(port: number, url: string, preset: Preset, keepStorage: boolean): Promise<Run> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: keepStorage }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time') }
}

/** Signs in once in the Chromium at `port`, so that the list loads signed in. */
async function signInThrough(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await signIn(page, baseUrl)
    await page.close()
  } finally {
    // closes the connection only: the browser belongs to chrome-launcher
    await browser.close()
  }
}

export async function measureLighthouse(baseUrl: string): Promise<PartResult> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  const lines: string[] = []
  const broken: string[] = []
  try {
    const pages: readonly [string, string][] = [
      ['sign-in', `${baseUrl}/sign/in`],
      ['volumes', `${baseUrl}${VOLUMES_PATH}`],
    ]
    for (const [name, url] of pages) {
      const signedIn = name !== 'sign-in'
      if (signedIn) await signInThrough(chrome.port, baseUrl)
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: Run[] = []
        let failures = 0
        while (runs.length < RUNS) {
          // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): that run is counted, not scored
          const run = await runLighthouse(chrome.port, url, preset, signedIn).catch((error: unknown) => {
            if (++failures > RUNS) throw error
            return undefined
          })
          if (run) runs.push(run)
        }
        const scores = runs.map((run) => run.score)
        const score = median(scores)
        const budget = preset === 'mobile' ? MOBILE_SCORE_BUDGETS[name] : undefined
        const verdict = budget === undefined ? '' : ` (budget >= ${budget})`
        if (budget !== undefined && score < budget) broken.push(`Lighthouse ${preset} score of the ${name} page ${score} < ${budget}`)
        lines.push(
          `${name}, ${preset}: score ${score} [${Math.min(...scores)}-${Math.max(...scores)}], LCP ${median(runs.map((run) => run.lcpMs)).toFixed(0)} ms, TBT ${median(runs.map((run) => run.tbtMs)).toFixed(0)} ms${failures ? `, ${failures} run(s) without a trace` : ''}${verdict}`,
        )
      }
    }
  } finally {
    chrome.kill()
  }
  return { name: `Lighthouse, ${RUNS} runs each: median [min-max]`, lines, broken }
}
