// Compares and writes the generated/ folder against a rendering: stale, missing and extra files.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { byteOrder, filesUnder } from './paths'

export interface FolderDrift {
  /** files whose content differs from the rendering */
  stale: string[]
  /** files the rendering has and the folder lacks */
  missing: string[]
  /** files in the folder that the rendering does not produce */
  extra: string[]
}

/** How the folder differs from the rendered files (all lists empty: fresh). */
export function folderDrift(dir: string, rendered: ReadonlyMap<string, string>): FolderDrift {
  const onDisk = new Set(filesUnder(dir))
  const drift: FolderDrift = { stale: [], missing: [], extra: [] }
  for (const [path, content] of [...rendered].sort(([a], [b]) => byteOrder(a, b))) {
    if (!onDisk.has(path)) drift.missing.push(path)
    else if (readFileSync(join(dir, path), 'utf8') !== content) drift.stale.push(path)
  }
  drift.extra = [...onDisk].filter((path) => !rendered.has(path))
  return drift
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const sub = join(dir, entry.name)
    removeEmptyFolders(sub)
    if (readdirSync(sub).length === 0) rmSync(sub, { recursive: true })
  }
}

/** Writes the rendered files that changed, removes the extra ones; returns what it did. */
export function writeFolder(dir: string, rendered: ReadonlyMap<string, string>): FolderDrift {
  const drift = folderDrift(dir, rendered)
  for (const path of [...drift.stale, ...drift.missing]) {
    const target = join(dir, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, rendered.get(path) ?? '')
  }
  for (const path of drift.extra) rmSync(join(dir, path))
  if (existsSync(dir)) removeEmptyFolders(dir)
  return drift
}
