// Business constants and limits, in one place (001 §9, with 000 §5 where it adds to them).
// Where the spec gives two values, the stricter one is used and the other is noted.

export const CURRENCY = 'RUB'

export const SNAPSHOTS = {
  /** 001 §9: maximum snapshots per server: 2 (also described as a project setting) */
  max_per_server: 2,
  /** 001 §9: snapshots are free and kept 24 hours */
  kept_hours: 24,
} as const

export const SERVER = {
  /** 000 §4, 001 §9: maximum 64 addresses per server (project param max_addresses_per_server) */
  max_addresses: 64,
  /** 000 §4: backup enable only for these OS */
  backup_supported_os: ['ubuntu 20', 'ubuntu 22', 'debian 11', 'debian 12', 'windows 2016', 'windows 2019', 'windows 2022'],
} as const

export const VOLUME = {
  /** 001 §9: minimum order size 10 (also 001 §5: minimum new volume size 10) */
  min_size: 10,
  /** 001 §9: default size 100 ("also stated as 10 for a new volume") */
  default_size: 100,
  step: 10,
  /** 001 §9: default maximum size 1000 */
  max_size: 1000,
  /** 001 §9: default maximum count 10 */
  max_count: 10,
  limit: 'disk-space',
  copies: 2,
} as const

export const FLOATING_IP = {
  max_order: 10,
  /** 001 §4: default bandwidth on attach 100 Mbps; bandwidth_gb_on sets 1024, bandwidth_gb_off sets 100 */
  default_bandwidth_mbps: 100,
  high_bandwidth_mbps: 1024,
  overage_rub_per_mbit_month: 250,
  ddos_bandwidth_mbps: 5,
} as const

export const LOADBALANCER = {
  algorithms: ['ROUND_ROBIN', 'LEAST_CONNECTIONS'],
  healthmonitor_types: ['PING', 'TCP', 'HTTP'],
  http_methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE'],
  /** 001 §9: default health monitor TCP, delay 80, timeout 15, max_retries 5 */
  default_healthmonitor: { type: 'TCP', delay: 80, timeout: 15, max_retries: 5 },
  max_retries: { min: 1, max: 10 },
} as const

export const PORT = { min: 1, max: 65535 } as const

export const DNS = {
  record_types: ['A', 'AAAA', 'NS', 'MX', 'TXT', 'SRV', 'CNAME', 'DNAME', 'CAA', 'SOA'],
  caa_flags: { allow: 0, deny: 128 },
  caa_tags: ['issue', 'issuewild', 'iodef'],
  port_weight_priority: { min: 0, max: 65535 },
  ttl: { min: 0, max: 2_000_000_000 },
  undelegated_removed_after_hours: 48,
} as const

export const S3 = {
  /** 001 §9: minimum balance to create the first user (only when the project has no S3 users) */
  first_user_minimum_balance: 300,
  size_factor: 1048576,
  quota_minimum: 1,
} as const

export const DBAAS = {
  /** 001 §9: default and fixed node count 2 (master-slave) */
  nodes_count: 2,
  max_storage_size: 500,
  /** 001 §9: minimums cpu 1, ram 2 GB, storage 10 GB ("20 in another listing": 001 §5 order minimum is 20 = size × nodes) */
  min_cpu: 1,
  min_ram_gb: 2,
  min_storage_gb: 10,
  min_order_storage: 20,
  /** 001 §4: storage is full when free space is 1024 KB or less */
  storage_full_free_kb: 1024,
  internet_channel_mbps: 100,
} as const

export const BACKUPS = {
  default_plan_name: 'Backup Entire Machine',
  incremental_retention_days: 7,
  full_retention_weeks: 2,
} as const

export const PASSWORD = {
  min_length: 10,
  generated_length: 15,
  confirmation_code_length: 6,
} as const

export const ORDER_MINIMUMS = {
  /** 001 §5: order minimums volumes 1, disk-space 10, DB clusters 1, DB storage 20, vrouters 1, addresses 1 */
  servers: 1,
  volumes: 1,
  'disk-space': 10,
  'dbaas-clusters': 1,
  'dbaas-storage': 20,
  vrouters: 1,
  addresses: 1,
} as const

export const MONEY = {
  /** 000 §5: service start needs the balance to cover 24 hours of current plus new hourly cost */
  service_start_hours: 24,
  /** 000 §3: the built-in online-bank payment method */
  online_bank_method_id: 9999,
  /** 001 §8: alert severity reaches HIGH when monthly cost or payment amount is 5000 or more */
  high_amount: 5000,
} as const

export const TIMINGS = {
  /** 001 §9 */
  dialog_close_ms: 1000,
  tab_reload_ms: 100,
  websocket_attempts: 3,
  websocket_retry_ms: 3000,
  request_retries: 3,
  request_retry_ms: 1000,
  rows_per_part: 20,
  mobile_row_expand_ms: 300,
  chunk_timeout_ms: 120_000,
  /** 000 §4: preselected order data after a failed extend expires after 24 hours */
  order_data_ttl_hours: 24,
} as const

export const DEFAULT_LIST_ORDER = '-created_in'
