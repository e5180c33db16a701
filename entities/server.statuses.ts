// 000 §4 Server statuses, shared by the server config and the kinds whose rules read a server's status.
export const SERVER_STATUSES = [
  'ACTIVE', 'STOPPED', 'BUILDING', 'STOPPING', 'STARTING', 'RUNNING', 'DELETING', 'DELETED', 'ERROR', 'UNKNOWN',
  'BLOCKED', 'AWAITING', 'PROCESSING', 'REBUILDING', 'REBOOTING', 'RESIZING', 'RESCUE_PROCESSING', 'FAILED',
] as const

export const SERVER_STATUS_SETS = {
  processing: ['BUILDING', 'STOPPING', 'STARTING', 'REBUILDING', 'REBOOTING', 'RUNNING', 'DELETING', 'AWAITING', 'PROCESSING', 'RESCUE_PROCESSING', 'RESIZING'],
  usable: ['ACTIVE', 'STOPPED'],
  // ERROR and FAILED are the error states; UNKNOWN and DELETED are neither usable nor processing.
  error: ['ERROR', 'FAILED'],
  /** BLOCKED means stopped by admin (000 §4) */
  stopped_by_admin: ['BLOCKED'],
} as const

export const RESCUE_MODES = ['NO', 'INITIALIZATION', 'ACTIVE', 'RESUMPTION'] as const
/** 000 §4: until rescue is ACTIVE the status shows RESCUE_PROCESSING; every value but NO is "in rescue" */
export const IN_RESCUE = ['INITIALIZATION', 'ACTIVE', 'RESUMPTION'] as const
