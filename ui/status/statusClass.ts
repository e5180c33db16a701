// Which class a status belongs to in the kind's status sets (000 §4, 001 §4 Statuses): processing, usable,
// error, or other. The badge's color and spinner follow the class, never the raw value.
import type { StatusSets } from '../../engine/types'

export type StatusClass = 'processing' | 'usable' | 'error' | 'other'

export function statusClassOf(statuses: StatusSets | undefined, status: string | null | undefined): StatusClass {
  if (!statuses || status === null || status === undefined) return 'other'
  // processing first: a status listed in two sets shows as in progress (the spinner tells the user to wait)
  if (statuses.sets.processing.includes(status)) return 'processing'
  if (statuses.sets.error.includes(status)) return 'error'
  if (statuses.sets.usable.includes(status)) return 'usable'
  return 'other'
}

export const STATUS_PALETTE: Record<StatusClass, 'blue' | 'green' | 'red' | 'gray'> = {
  processing: 'blue',
  usable: 'green',
  error: 'red',
  other: 'gray',
}
