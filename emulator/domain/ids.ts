// Ids and timestamps of new rows.
import { randomUUID } from 'node:crypto'

export const newId = (): string => randomUUID()

export const isoAt = (ms: number): string => new Date(ms).toISOString()

/** A free name in the project: `name`, else `name-1`, `name-2`, ... (volume autorename, 001 §7). */
export function freeName(taken: (name: string) => boolean, name: string): string {
  if (!taken(name)) return name
  for (let n = 1; ; n += 1) {
    const candidate = `${name}-${n}`
    if (!taken(candidate)) return candidate
  }
}
