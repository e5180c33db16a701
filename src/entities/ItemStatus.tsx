// An item's status badge, its class (processing, usable, error) decided by the registry (000 §4 status sets).
import { StatusBadge } from '../../ui/status/StatusBadge'
import { registry } from '../../entities/index'

export function ItemStatus({ kind, status }: { kind: string; status: unknown }) {
  if (typeof status !== 'string' && typeof status !== 'number') return null
  const statusClass = registry.statusClass(kind, status) ?? 'other'
  return <StatusBadge kind={kind} status={status} statusClass={statusClass} />
}
