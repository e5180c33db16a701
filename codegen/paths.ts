// Where the contract lives and where its generated code goes (docs/ARCHITECTURE.md, "Layout").
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas', import.meta.url))
export const GENERATED_DIR = fileURLToPath(new URL('../generated', import.meta.url))

/** Byte-order comparison, independent of the machine's locale, so output order is stable. */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Every file under `dir`, recursively, as sorted posix paths relative to it ([] when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort(byteOrder)
}
