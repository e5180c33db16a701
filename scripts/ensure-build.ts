// Builds the console into dist/ when it is missing or older than its sources (always in CI, where CI is set).
// Used by the browser tests' global setup and by the bench; `npm run build` stays the one way to build.
// A build with extra kinds (CONSOLE_EXTRA_KINDS, codegen/extra-kinds.ts) goes to a folder of its own, so dist/
// stays the product's: `ensureBuild({ target: extraKindsBuild(module, outDir) })`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')
export const DIST_DIR = join(ROOT, 'dist')

/** What goes into the bundle: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'ui', 'engine', 'entities', 'generated', 'schemas', 'codegen', 'index.html', 'vite.config.ts', 'package-lock.json', 'public']

/** Where a build goes and what it holds beyond the product: the module CONSOLE_EXTRA_KINDS names, if any. */
export interface BuildTarget {
  outDir: string
  extraKinds?: string
}

/** The product's build, dist/. */
export const PRODUCT_BUILD: BuildTarget = { outDir: DIST_DIR }

/** A build with the extra kinds of `module` (a path from the root or absolute) into `outDir`. */
export function extraKindsBuild(module: string, outDir: string): BuildTarget {
  return { outDir: resolve(ROOT, outDir), extraKinds: resolve(ROOT, module) }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry.name)))
  }
  return newest
}

/** Why the target has to be built, or undefined when it is up to date. */
export function staleReason(env: NodeJS.ProcessEnv = process.env, target: BuildTarget = PRODUCT_BUILD): string | undefined {
  if (env.CI) return 'CI is set'
  const index = join(target.outDir, 'index.html')
  if (!existsSync(index)) return `${relative(ROOT, index)} is missing`
  const built = statSync(index).mtimeMs
  const sources = [...SOURCES.map((source) => join(ROOT, source)), ...(target.extraKinds ? [dirname(target.extraKinds)] : [])]
  const newest = Math.max(...sources.map(newestMtime))
  return newest > built ? 'the sources changed after the last build' : undefined
}

/** Runs `npm run build` (vite build) into the target's folder; throws when it fails. */
export function build(target: BuildTarget = PRODUCT_BUILD): void {
  const started = Date.now()
  // the product's build never picks up extra kinds from the caller's environment
  const { CONSOLE_EXTRA_KINDS: _ignored, ...inherited } = process.env
  // a production build whoever asks: under vitest NODE_ENV is `test`, which would bundle React's development build
  const env = { ...inherited, NODE_ENV: 'production' }
  const args = ['run', '--silent', 'build', ...(target.outDir === DIST_DIR ? [] : ['--', '--outDir', target.outDir])]
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: target.extraKinds ? { ...env, CONSOLE_EXTRA_KINDS: target.extraKinds } : env })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`)
  console.log(`[build] ${relative(ROOT, target.outDir)}/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Builds when the target is missing or stale (or always in CI); returns whether it built. */
export function ensureBuild(options: { force?: boolean; target?: BuildTarget } = {}): boolean {
  const target = options.target ?? PRODUCT_BUILD
  const reason = options.force ? 'asked to' : staleReason(process.env, target)
  if (!reason) return false
  console.log(`[build] building the console into ${relative(ROOT, target.outDir)}/: ${reason}`)
  build(target)
  return true
}
