import { Badge, Spinner } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { StatusSets } from '../../engine/types'
import { translateKey } from '../i18n/translate'
import { STATUS_PALETTE, statusClassOf, type StatusClass } from './statusClass'

export interface StatusBadgeProps {
  /** entity kind, for the label `entities:<kind>.status.<STATUS>` */
  kind: string
  status: string | null | undefined
  /** the kind's status sets (EntityConfig.statuses); the class is read from them unless given */
  statuses?: StatusSets
  statusClass?: StatusClass
}

/** The status label colored by its class: processing blue with a spinner, usable green, error red, other gray. */
export function StatusBadge({ kind, status, statuses, statusClass }: StatusBadgeProps) {
  const { i18n } = useTranslation('ui')
  if (status === null || status === undefined || status === '') return null
  const cls = statusClass ?? statusClassOf(statuses, status)
  const label = translateKey(i18n, `${kind}.status.${status}`, ['entities'], status)
  return (
    <Badge colorPalette={STATUS_PALETTE[cls]} variant="subtle" data-status-class={cls} gap="1.5">
      {cls === 'processing' ? <Spinner size="xs" aria-hidden="true" /> : null}
      {label}
    </Badge>
  )
}
