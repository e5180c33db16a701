// 000 §4 Server statuses, shared by the server config and the kinds whose rules read a server's status.
export const SERVER_STATUSES = [
  'ACTIVE',
  'STOPPED',
  'BUILDING',
  'STOPPING',
  'STARTING',
  'RUNNING',
  'DELETING',
  'DELETED',
  'ERROR',
  'UNKNOWN',
  'BLOCKED',
  'AWAITING',
  'PROCESSING',
  'REBUILDING',
  'REBOOTING',
  'RESIZING',
  'RESCUE_PROCESSING',
  'FAILED',
] as const

export const SERVER_STATUS_SETS = {
  processing: ['BUILDING', 'STOPPING', 'STARTING', 'REBUILDING', 'REBOOTING', 'RUNNING', 'DELETING', 'AWAITING', 'PROCESSING', 'RESCUE_PROCESSING', 'RESIZING'],
  usable: ['ACTIVE', 'STOPPED'],
  // ERROR and FAILED are the error states; UNKNOWN and DELETED are neither usable nor processing.
  error: ['ERROR', 'FAILED'],
  /** neither usable (ACTIVE, STOPPED), processing, in error nor stopped by admin */
  unavailable: ['UNKNOWN', 'DELETED'],
  /** BLOCKED means stopped by admin (000 §4) */
  stopped_by_admin: ['BLOCKED'],
} as const

export const RESCUE_MODES = ['NO', 'INITIALIZATION', 'ACTIVE', 'RESUMPTION'] as const
/** 000 §4: until rescue is ACTIVE the status shows RESCUE_PROCESSING; every value but NO is "in rescue" */
export const IN_RESCUE = ['INITIALIZATION', 'ACTIVE', 'RESUMPTION'] as const

/** 000 §4: admin (support) key status */
export const ADMIN_KEY_STATUSES = ['NO', 'THERE', 'ADDING_KEY', 'DELETING_KEY'] as const
/** the admin key is being added or removed */
export const ADMIN_KEY_PROCESSING = ['ADDING_KEY', 'DELETING_KEY'] as const

/** 001 §4 Backup plan rules: "Blocking statuses for server actions: ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS" */
export const BACKUP_PLAN_BLOCKING_STATUSES = ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS'] as const

/** image.operation_system.os_family of a windows server (000 §4: make_primary hidden when the server is windows) */
export const WINDOWS_OS_FAMILY = 'windows'

/** 000 §3 Server license addons */
export const LICENSE_ADDONS = ['ispmanager_6', 'windows_server', 'windows_rdp', 'mssql_web', 'mssql_standard'] as const

/**
 * True when a server's addresses are known and none is external ("without an external IP", 000 §4).
 * Unknown addresses (not an array) are not "without": missing context blocks nothing.
 */
export function lacksExternalAddress(addresses: unknown): boolean {
  return Array.isArray(addresses) && !addresses.some((address) => typeof address === 'object' && address !== null && (address as { external?: unknown }).external === true)
}

/** Addresses of a server usable as dimension values: an external one and an internal one. */
export const EXTERNAL_ADDRESS = { address_id: 'address-1', address: '203.0.113.10', type: 'FIXED', external: true, is_primary: true }
export const INTERNAL_ADDRESS = { address_id: 'address-2', address: '10.0.0.10', type: 'FIXED', external: false, is_primary: false }
