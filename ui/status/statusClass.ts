// Which class a status belongs to in the kind's status sets (000 §4, 001 §4 Statuses): processing, usable,
// error, or other. The badge's color and spinner follow the class, never the raw value. Same order as
// engine/registry.ts statusClass (processing, error, usable), so a screen and the registry agree.
import type { StatusClass as EngineStatusClass } from '../../engine/registry'
import type { StatusSets, StatusValue } from '../../engine/types'

export type StatusClass = EngineStatusClass | 'other'

export function statusClassOf(statuses: StatusSets | undefined, status: StatusValue | null | undefined): StatusClass {
  if (!statuses || status === null || status === undefined) return 'other'
  const sets = statuses.sets
  return (['processing', 'error', 'usable'] as const).find((name) => sets[name].includes(status)) ?? 'other'
}

export const STATUS_PALETTE: Record<StatusClass, 'blue' | 'green' | 'red' | 'gray'> = {
  processing: 'blue',
  usable: 'green',
  error: 'red',
  other: 'gray',
}
