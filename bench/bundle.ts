// (a) The JavaScript the sign-in page loads, gzip-compressed: measured in Chromium (every JS response of
// /sign/in) and cross-checked from dist/ (index.html's module graph, static imports only). Budget: below.
// Also checks that the other routes stay lazy: no page or layout chunk of a lazily loaded route comes with it.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { DIST_DIR, ROOT } from '../scripts/ensure-build'
import { chunkParts } from './bundle-parts'
import { kb, type PartResult } from './support'

/**
 * KB = 1024 bytes. Issue 13's figure: 150 KB. The entry came down from 200 KB (with formik and TanStack Query) through
 * 190 KB (every Chakra recipe), 184 KB (i18next) and 166 KB to 148 KB: the sign-in page's texts alone (picked at build
 * time), a stand-in for the signed-in routes, fields without Ark's Field, the sign-in constants apart. What is left is
 * mostly libraries the sign-in form runs: react-dom about 62 KB gzip, Chakra with emotion about 42 KB, TanStack
 * Router about 25 KB.
 */
export const SIGN_IN_JS_BUDGET_BYTES = 150 * 1024

const gzipSize = (body: Buffer): number => gzipSync(body).length // zlib's default level (6)

/** The JS files index.html loads at once, following static `import`/`export … from` (not `import()`). */
export function entryGraph(distDir: string = DIST_DIR): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const roots = [...html.matchAll(/<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1] as string)
  const seen = new Set<string>()
  const visit = (url: string): void => {
    const path = url.replace(/^\//, '')
    if (seen.has(path) || !path.endsWith('.js')) return
    seen.add(path)
    const code = readFileSync(join(distDir, path), 'utf8')
    // static imports: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import(`
    for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      const target = match[1] as string
      visit(target.startsWith('.') ? posix.join(posix.dirname(path), target) : target)
    }
  }
  for (const root of roots) visit(root)
  return [...seen].sort()
}

/** The components the router loads lazily (lazyRouteComponent(() => import(...), 'Name')) in src/router. */
export function lazyRouteComponents(): string[] {
  const dir = join(ROOT, 'src', 'router')
  const names = new Set<string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') || name.endsWith('.tsx'))) {
    const code = readFileSync(join(dir, file), 'utf8')
    for (const match of code.matchAll(/lazyRouteComponent\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*,\s*['"](\w+)['"]/g)) names.add(match[2] as string)
  }
  return [...names].sort()
}

export async function measureSignInBundle(browser: Browser, baseUrl: string): Promise<PartResult> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const responses: Promise<{ file: string; raw: number; gzip: number }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const contentType = response.headers()['content-type'] ?? ''
    if (type !== 'script' && !contentType.includes('javascript')) return
    responses.push(response.body().then((body) => ({ file: new URL(response.url()).pathname.replace(/^\//, ''), raw: body.length, gzip: gzipSize(body) })))
  })
  await page.goto(`${baseUrl}/sign/in`, { waitUntil: 'networkidle' })
  await page.getByRole('textbox').first().waitFor({ state: 'visible', timeout: 30_000 })
  const loaded = await Promise.all(responses)
  await context.close()

  const browserGzip = loaded.reduce((sum, item) => sum + item.gzip, 0)
  const browserRaw = loaded.reduce((sum, item) => sum + item.raw, 0)
  const graph = entryGraph()
  const graphGzip = graph.reduce((sum, file) => sum + gzipSize(readFileSync(join(DIST_DIR, file))), 0)
  const loadedFiles = new Set(loaded.map((item) => item.file))
  const onlyBrowser = [...loadedFiles].filter((file) => !graph.includes(file))
  const onlyGraph = graph.filter((file) => !loadedFiles.has(file))

  const lazy = lazyRouteComponents()
  const eager = [...loadedFiles].filter((file) => lazy.some((name) => basename(file).startsWith(`${name}-`)))

  const lines = [
    `sign-in page JS, gzip (Chromium, ${loaded.length} responses): ${kb(browserGzip)} (raw ${kb(browserRaw)}); budget ${kb(SIGN_IN_JS_BUDGET_BYTES)}`,
    ...loaded.sort((a, b) => b.gzip - a.gzip).map((item) => `    ${kb(item.gzip).padStart(9)}  ${item.file}`),
    `cross-check from dist/index.html's module graph (${graph.length} files): ${kb(graphGzip)}` +
      (onlyBrowser.length || onlyGraph.length ? `; differs: only loaded ${JSON.stringify(onlyBrowser)}, only in graph ${JSON.stringify(onlyGraph)}` : '; same files'),
    ...graph.flatMap((file) => {
      const parts = chunkParts(join(DIST_DIR, file)).filter((part) => part.gzip >= 1024)
      return parts.length === 0
        ? []
        : [`what ${file} holds (source map; gzip alone, then its share of the whole):`, ...parts.map((part) => `    ${kb(part.gzip).padStart(9)} ${kb(part.share).padStart(9)}  ${part.name}`)]
    }),
    `lazy route components (${lazy.length}): ${eager.length === 0 ? 'none loaded by /sign/in' : `LOADED by /sign/in: ${eager.join(', ')}`}`,
  ]
  const broken: string[] = []
  if (browserGzip > SIGN_IN_JS_BUDGET_BYTES) broken.push(`sign-in JS ${kb(browserGzip)} gzip is over the ${kb(SIGN_IN_JS_BUDGET_BYTES)} budget`)
  if (eager.length > 0) broken.push(`routes that should be lazy load with the sign-in page: ${eager.join(', ')}`)
  return { name: 'sign-in bundle', lines, broken }
}
