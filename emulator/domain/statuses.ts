// Status sets of the spec that the emulator's state rules read (000 §4, 001 §4).

/** 001 §4 Volume: processing AWAITING, CREATING, ATTACHING, DETACHING, DELETING, RESERVING, PROCESSING */
export const VOLUME_PROCESSING: readonly string[] = ['AWAITING', 'CREATING', 'ATTACHING', 'DETACHING', 'DELETING', 'RESERVING', 'PROCESSING']

/** 000 §4 Server: processing statuses */
export const SERVER_PROCESSING: readonly string[] = ['BUILDING', 'STOPPING', 'STARTING', 'REBUILDING', 'REBOOTING', 'RUNNING', 'DELETING', 'AWAITING', 'PROCESSING', 'RESCUE_PROCESSING', 'RESIZING']

/** 000 §4: BLOCKED means stopped by an admin */
export const SERVER_STOPPED_BY_ADMIN = 'BLOCKED'

/** statuses in which a server does not run, so its flavor is not charged (its disks and addresses are) */
export const SERVER_NOT_RUNNING: readonly string[] = ['STOPPED', 'BLOCKED', 'ERROR', 'FAILED', 'DELETED']

/** 000 §4: every rescue mode but NO is "in rescue" */
export const inRescue = (rescueMode: string): boolean => rescueMode !== 'NO'

/** 001 §4 Snapshot: any status other than ACTIVE or ERROR counts as in process */
export const snapshotInProcess = (status: string): boolean => status !== 'ACTIVE' && status !== 'ERROR'

/** Simulated durations of the long operations, ms ("a few seconds"; scaled by EMULATOR_TIME_SCALE). */
export const DURATIONS = {
  volume_create: 3_000,
  volume_attach: 2_000,
  volume_detach: 2_000,
  volume_extend: 3_000,
  volume_delete: 2_000,
  server_build: 5_000,
  server_start: 3_000,
  server_stop: 3_000,
  server_reboot: 4_000,
  server_delete: 3_000,
  /** a resize copies the server to another host: longer than a reboot */
  server_resize: 8_000,
  /** rescue is entered and left through a reboot (000 §4), with the rescue image to boot: longer than a reboot */
  server_rescue: 8_000,
  server_admin_key: 3_000,
  snapshot_create: 4_000,
  snapshot_delete: 2_000,
  address_reserve: 2_000,
  address_attach: 2_000,
  address_detach: 2_000,
  address_delete: 2_000,
} as const

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
