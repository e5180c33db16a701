// Builds the console into dist/ when it is missing or older than its sources (always in CI, where CI is set).
// Used by the browser tests' global setup and by the bench; `npm run build` stays the one way to build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')
export const DIST_DIR = join(ROOT, 'dist')

/** What goes into the bundle: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'ui', 'engine', 'entities', 'generated', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json', 'public']

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

/** Why dist/ has to be built, or undefined when it is up to date. */
export function staleReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CI) return 'CI is set'
  const index = join(DIST_DIR, 'index.html')
  if (!existsSync(index)) return 'dist/index.html is missing'
  const built = statSync(index).mtimeMs
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))))
  return newest > built ? 'the sources changed after the last build' : undefined
}

/** Runs `npm run build` (vite build into dist/); throws when it fails. */
export function build(): void {
  const started = Date.now()
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`)
  console.log(`[build] dist/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Builds when dist/ is missing or stale (or always in CI); returns whether it built. */
export function ensureBuild(options: { force?: boolean } = {}): boolean {
  const reason = options.force ? 'asked to' : staleReason()
  if (!reason) return false
  console.log(`[build] building the console: ${reason}`)
  build()
  return true
}
