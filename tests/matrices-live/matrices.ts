// The condition matrices as `npm run matrices` writes them (matrices/<kind>.json): the rows the live run checks.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../scripts/ensure-build'

export const MATRICES_DIR = join(ROOT, 'matrices')

export interface RowInput {
  item: Record<string, unknown>
  related?: Record<string, Record<string, unknown> | readonly unknown[] | null>
  project?: Record<string, unknown>
  account?: Record<string, unknown>
}

export interface RowVerdict {
  visible: boolean
  enabled: boolean
  reason: string | null
}

export interface MatrixRow {
  kind: string
  action: string
  dimension: string
  value: string
  input: RowInput
  verdict: RowVerdict
}

export interface MatrixFile {
  kind: string
  scope: 'project' | 'account'
  actions: readonly { action: string; scope: 'item' | 'collection'; menu: boolean }[]
  rows: readonly MatrixRow[]
}

export function readMatrices(dir: string = MATRICES_DIR): MatrixFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as MatrixFile)
}

/** A row's name in reports: `volume.detach · status = IN_USE` */
export function rowTitle(row: MatrixRow): string {
  return `${row.kind}.${row.action} · ${row.dimension} = ${row.value}`
}
