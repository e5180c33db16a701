// What a config change did to the verdicts (issue 15): each kind's matrix rows as rendered now against the
// same file at the last commit (git show HEAD:matrices/<kind>.json), by action, dimension and value.
import { execFileSync } from 'node:child_process'

interface JsonRow {
  action: string
  dimension: string
  value: string
  verdict: { visible: boolean; enabled: boolean; reason?: string | null }
  redirect?: unknown
}

export interface VerdictChange {
  kind: string
  /** `detach · status = IN_USE` */
  row: string
  before: string
  after: string
}

function outcome(row: JsonRow | undefined): string {
  if (!row) return 'no such row'
  const { visible, enabled, reason } = row.verdict
  const verdict = !visible ? 'hidden' : enabled ? 'enabled' : 'disabled'
  const redirect = row.redirect ? ` → ${JSON.stringify(row.redirect)}` : ''
  return `${verdict}${reason ? ` (${reason})` : ''}${redirect}`
}

function rowsOf(json: string | undefined): Map<string, JsonRow> {
  const rows = json ? ((JSON.parse(json) as { rows?: JsonRow[] }).rows ?? []) : []
  return new Map(rows.map((row) => [`${row.action} · ${row.dimension} = ${row.value}`, row]))
}

/** the rows whose outcome (verdict, reason, redirect) differs, added and removed rows included */
export function verdictChanges(kind: string, before: string | undefined, after: string | undefined): VerdictChange[] {
  const old = rowsOf(before)
  const now = rowsOf(after)
  const keys = [...new Set([...old.keys(), ...now.keys()])]
  return keys.map((row) => ({ kind, row, before: outcome(old.get(row)), after: outcome(now.get(row)) })).filter((change) => change.before !== change.after)
}

/** the file at the last commit, or undefined (a new kind, no git, no commit) */
export function committedFile(root: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 })
  } catch {
    return undefined
  }
}

/** the lines `npm run matrices` prints: at most `most` changes, then how many more */
export function changeLines(changes: readonly VerdictChange[], most = 40): string[] {
  if (changes.length === 0) return ['  verdicts: none changed against the last commit']
  const lines = [`  verdicts changed against the last commit (${changes.length}):`]
  for (const change of changes.slice(0, most)) lines.push(`    ${change.kind}.${change.row}: ${change.before} → ${change.after}`)
  if (changes.length > most) lines.push(`    … and ${changes.length - most} more`)
  return lines
}
