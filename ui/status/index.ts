export { StatusBadge, type StatusBadgeProps } from './StatusBadge'
export { STATUS_PALETTE, statusClassOf, type StatusClass } from './statusClass'
