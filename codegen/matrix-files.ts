// Reads and writes the generated matrices/ folder: what is on disk against what the configs render.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface MatrixDrift {
  /** files whose content differs from the rendering */
  stale: string[]
  /** files the rendering has and the folder lacks */
  missing: string[]
  /** generated-looking files (.md, .json) in the folder that the rendering does not produce */
  extra: string[]
}

function generatedFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') || name.endsWith('.json'))
    .sort()
}

/** How the folder differs from the rendered files (all lists empty: fresh). */
export function matrixDrift(dir: string, rendered: ReadonlyMap<string, string>): MatrixDrift {
  const onDisk = new Set(generatedFilesIn(dir))
  const drift: MatrixDrift = { stale: [], missing: [], extra: [] }
  for (const [name, content] of rendered) {
    if (!onDisk.has(name)) drift.missing.push(name)
    else if (readFileSync(join(dir, name), 'utf8') !== content) drift.stale.push(name)
  }
  drift.extra = [...onDisk].filter((name) => !rendered.has(name))
  return drift
}

/** Writes the rendered files that changed and removes extra ones; returns what it did. */
export function writeMatrices(dir: string, rendered: ReadonlyMap<string, string>): MatrixDrift {
  const drift = matrixDrift(dir, rendered)
  mkdirSync(dir, { recursive: true })
  for (const name of [...drift.stale, ...drift.missing]) writeFileSync(join(dir, name), rendered.get(name) as string)
  for (const name of drift.extra) rmSync(join(dir, name))
  return drift
}
