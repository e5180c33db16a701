import { Badge, Spinner } from '@chakra-ui/react'
import type { StatusSets, StatusValue } from '../../engine/types'
import { type Text } from '../i18n/translate'
import { withTextScope } from '../i18n/withTextScope'
import { cellAttributes, useStyledByTable } from '../table/tableCells'
import { STATUS_PALETTE, statusClassOf, type StatusClass } from './statusClass'

export interface StatusBadgeProps {
  /** entity kind, for the label `entities:<kind>.status.<STATUS>` */
  kind: string
  /** the API's status: a name, or a number for payments, certificates and tickets */
  status: StatusValue | null | undefined
  /** the kind's status sets (EntityConfig.statuses); the class is read from them unless given */
  statuses?: StatusSets
  /** the class, when the caller already knows it (registry.statusClass) */
  statusClass?: StatusClass
}

/**
 * The status label colored by its class: processing blue with a spinner, usable green, error red, other gray.
 * In a table (a TextScopeContext around it) the label comes from the table's texts; elsewhere from its own.
 */
export const StatusBadge = withTextScope<StatusBadgeProps>((props, { text }) => <Badged {...props} text={text} />)

function Badged({ kind, status, statuses, statusClass, text }: StatusBadgeProps & { text: Text }) {
  const inTable = useStyledByTable()
  if (status === null || status === undefined || status === '') return null
  const cls = statusClass ?? statusClassOf(statuses, status)
  const label = text(`${kind}.status.${status}`, { fallback: String(status) })
  // in EntityTable: plain spans its root styles by the same recipes (ui/table/tableCells.ts), none resolved per row
  if (inTable)
    return (
      <span className="chakra-badge" {...{ [cellAttributes.badge]: '' }} data-status-class={cls}>
        {cls === 'processing' ? <span className="chakra-spinner" {...{ [cellAttributes.spinner]: '' }} aria-hidden="true" /> : null}
        {label}
      </span>
    )
  return (
    <Badge colorPalette={STATUS_PALETTE[cls]} variant="subtle" data-status-class={cls} gap="1.5">
      {cls === 'processing' ? <Spinner size="xs" aria-hidden="true" /> : null}
      {label}
    </Badge>
  )
}
