// (g) What a user's browser gets from the sign-in page and the 10,000-volume list, on a phone and on a desktop:
// the bytes on the wire (compressed, headers included: the DevTools protocol's encodedDataLength) and the
// metrics Lighthouse scores (FCP, LCP, TBT, CLS) with an estimate of its performance score, measured by Chromium
// through the Performance API, with Lighthouse's throttling applied by the DevTools protocol: mobile 390 px, 4×
// slower CPU, 150 ms round trips at 1.6 Mbit/s; desktop 1350 px, 40 ms at 10 Mbit/s. Each figure a median of RUNS
// cold loads. The budgets (issue 13: mobile ≥ 95 on the sign-in page, ≥ 85 on the volumes list) are judged on
// Lighthouse's own score, by the `lighthouse` part; the estimate here only explains it metric by metric.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { kb, median, ms, type PartResult } from './support'
import { firstRowOrNotFound, signIn, VOLUMES_PATH } from './volumes-list'

const RUNS = 3
/** how long the page must stay without a long task before the load counts as done */
const QUIET_MS = 2000

interface Profile {
  name: 'mobile' | 'desktop'
  viewport: { width: number; height: number }
  cpuSlowdown: number
  latencyMs: number
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
  /** Lighthouse 12's scoring curves: the metric's 10th percentile (score 0.9) and median (score 0.5) */
  curves: Record<Metric, { p10: number; median: number }>
}

type Metric = 'fcp' | 'lcp' | 'tbt' | 'cls'
/** Lighthouse 12's weights without Speed Index (10%), spread over the rest in proportion */
const WEIGHTS: Record<Metric, number> = { fcp: 0.1 / 0.9, lcp: 0.25 / 0.9, tbt: 0.3 / 0.9, cls: 0.25 / 0.9 }

const MBIT = (1024 * 1024) / 8
export const PROFILES: readonly Profile[] = [
  {
    name: 'mobile',
    viewport: { width: 390, height: 844 },
    cpuSlowdown: 4,
    latencyMs: 150,
    downloadBytesPerSecond: 1.6 * MBIT * 0.9,
    uploadBytesPerSecond: 0.75 * MBIT * 0.9,
    curves: { fcp: { p10: 1800, median: 3000 }, lcp: { p10: 2500, median: 4000 }, tbt: { p10: 200, median: 600 }, cls: { p10: 0.1, median: 0.25 } },
  },
  {
    name: 'desktop',
    viewport: { width: 1350, height: 940 },
    cpuSlowdown: 1,
    latencyMs: 40,
    downloadBytesPerSecond: 10 * MBIT,
    uploadBytesPerSecond: 10 * MBIT,
    curves: { fcp: { p10: 934, median: 1600 }, lcp: { p10: 1200, median: 2400 }, tbt: { p10: 150, median: 350 }, cls: { p10: 0.1, median: 0.25 } },
  },
]

/** issue 13: Lighthouse mobile scores the pages must reach */
export const MOBILE_SCORE_BUDGETS: Record<string, number> = { 'sign-in': 95, volumes: 85 }

/** Collects paints, layout shifts and long tasks from the document's start (a string, as in volumes-list.ts). */
const OBSERVER = `
  window.__bench = { lcp: 0, cls: 0, longTasks: [] }
  new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { window.__bench.lcp = e.startTime }) }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { if (!e.hadRecentInput) window.__bench.cls += e.value }) }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { window.__bench.longTasks.push([e.startTime, e.duration]) }) }).observe({ type: 'longtask', buffered: true })
`

interface Load {
  bytes: number
  scriptBytes: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** the standard normal's upper tail, by Abramowitz and Stegun 7.1.26 (what Lighthouse's log-normal needs) */
function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return z >= 0 ? (1 - erf) / 2 : (1 + erf) / 2
}

/** Lighthouse's log-normal score of one metric from its curve's 10th percentile and median */
export function metricScore(value: number, curve: { p10: number; median: number }): number {
  if (value <= 0) return 1
  const sigma = (Math.log(curve.median) - Math.log(curve.p10)) / 1.2815515655446004
  return upperTail((Math.log(value) - Math.log(curve.median)) / sigma)
}

export function estimatedScore(load: Pick<Load, Metric>, profile: Profile): number {
  const metrics = Object.keys(WEIGHTS) as Metric[]
  return Math.round(100 * metrics.reduce((sum, metric) => sum + WEIGHTS[metric] * metricScore(load[metric], profile.curves[metric]), 0))
}

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
}

/** One cold load of `path` until `ready` holds and no long task came for QUIET_MS. */
async function load(context: BrowserContext, baseUrl: string, path: string, profile: Profile, ready: (page: Page) => Promise<unknown>): Promise<Load> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  try {
    let bytes = 0
    let scriptBytes = 0
    const scripts = new Set<string>()
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength
    })
    await throttle(cdp, profile)
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' })
    await ready(page)
    for (;;) {
      const quietFor = await page.evaluate<number>(
        `(function () { var t = window.__bench.longTasks; var last = t.length ? t[t.length - 1][0] + t[t.length - 1][1] : 0; return performance.now() - last })()`,
      )
      if (quietFor >= QUIET_MS) break
      await page.waitForTimeout(QUIET_MS - quietFor)
    }
    const measured = await page.evaluate<{ fcp: number; lcp: number; cls: number; longTasks: [number, number][] }>(
      `(function () { var p = performance.getEntriesByName('first-contentful-paint')[0]; return { fcp: p ? p.startTime : NaN, lcp: window.__bench.lcp, cls: window.__bench.cls, longTasks: window.__bench.longTasks } })()`,
    )
    const tbt = measured.longTasks.filter(([start]) => start >= measured.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    return { bytes, scriptBytes, fcp: measured.fcp, lcp: measured.lcp || measured.fcp, tbt, cls: measured.cls }
  } finally {
    await cdp.detach().catch(() => undefined)
    await page.close()
  }
}

const PAGES = [
  { name: 'sign-in', path: '/sign/in', signedIn: false, ready: (page: Page) => page.getByRole('button', { name: 'Войти' }).waitFor({ state: 'visible', timeout: 120_000 }) },
  { name: 'volumes', path: VOLUMES_PATH, signedIn: true, ready: (page: Page) => firstRowOrNotFound(page) },
] as const

const spread = (values: readonly number[], format: (value: number) => string): string => `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`

export async function measurePages(browser: Browser, baseUrl: string): Promise<PartResult> {
  const lines: string[] = []
  const broken: string[] = []
  for (const profile of PROFILES) {
    const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.name === 'mobile', hasTouch: profile.name === 'mobile' })
    await context.addInitScript({ content: OBSERVER })
    try {
      for (const target of PAGES) {
        if (target.signedIn) {
          const page = await context.newPage()
          await signIn(page, baseUrl)
          await page.close()
        }
        const loads: Load[] = []
        for (let run = 0; run < RUNS; run += 1) loads.push(await load(context, baseUrl, target.path, profile, target.ready))
        const scores = loads.map((one) => estimatedScore(one, profile))
        const of = (metric: keyof Load) => loads.map((one) => one[metric])
        lines.push(
          `${profile.name} ${target.name} (${target.path}): on the wire ${spread(of('bytes'), kb)}, JS ${spread(of('scriptBytes'), kb)}; ` +
            `FCP ${spread(of('fcp'), ms)}, LCP ${spread(of('lcp'), ms)}, TBT ${spread(of('tbt'), ms)}, CLS ${spread(of('cls'), (value) => value.toFixed(3))}; ` +
            `score estimate ${spread(scores, (value) => value.toFixed(0))}`,
        )
      }
    } finally {
      await context.close()
    }
  }
  return { name: `pages on a throttled phone and a desktop, median of ${RUNS} cold loads (Performance API)`, lines, broken }
}
