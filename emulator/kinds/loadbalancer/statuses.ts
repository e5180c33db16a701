// 000 §4, 001 §4 Load balancer statuses the emulator's rules read (rules share the processing set).
export const LOADBALANCER_PROCESSING: readonly string[] = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING']

/** 001 §9 defaults; the rules limit of a balancer is not in the spec (a provider setting): 10 */
export const LOADBALANCER_DEFAULTS = { rules_limit: 10 } as const

/** simulated durations of the balancer's operations */
export const LOADBALANCER_DURATIONS = {
  create: 5_000,
  start: 3_000,
  stop: 3_000,
  update: 2_000,
  delete: 3_000,
  rule_create: 2_000,
  rule_delete: 2_000,
} as const
