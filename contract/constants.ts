// Business constants and limits, in one place (001 §9, with 000 §5 where it adds to them).
// Where the spec gives two values, the stricter one is used and the other is noted.
// Those the sign-in page uses are in signInConstants.ts (its JavaScript is budgeted, STYLE.md "Bundles").
export { PASSWORD, SECOND_FACTOR, TIMINGS } from './signInConstants'

export const CURRENCY = 'RUB'

/**
 * Project limit names (000 §3 Project: "Limit names: servers, addresses, disk-space, volumes, loadbalancer,
 * dbaas-clusters, dbaas-storage, s3-max-users, s3-bucket-count, s3-max-space, dns_domain, dns_record, keypair";
 * 001 §9 lists the same without loadbalancer). Several kinds share a limit (dbaas-clusters: a cluster's create and a
 * backup's restore; s3-bucket-count: S3 users and buckets), so the names are written once, here.
 */
export const LIMIT_NAMES = {
  servers: 'servers',
  addresses: 'addresses',
  disk_space: 'disk-space',
  volumes: 'volumes',
  /** 000 §3 only */
  loadbalancer: 'loadbalancer',
  dbaas_clusters: 'dbaas-clusters',
  dbaas_storage: 'dbaas-storage',
  s3_users: 's3-max-users',
  s3_buckets: 's3-bucket-count',
  s3_space: 's3-max-space',
  dns_domain: 'dns_domain',
  dns_record: 'dns_record',
  keypair: 'keypair',
  /**
   * Not among the spec's limit names: 001 §5 gives an order minimum "vrouters 1", so a router order is checked
   * against a `vrouters` limit when the project has one (no limit entry: the check passes).
   */
  vrouters: 'vrouters',
} as const

/**
 * Resources of the project price list a kind consumes (001 §9: "resources priced: ipv4, bandwidth_base (0 when 1
 * Gbit channel is on), loadbalancer, ddos_protection, addresses"; 001 §5 quota minimums name volume, disk, cpu,
 * dedicated cpu, ram, ipv4).
 */
/** The groups of the project's price list an order is priced from (000 §3 Project prices: group, name) */
export const PRICE_GROUPS = {
  server: 'server',
  volume: 'volume',
  address: 'address',
  /** DBaaS clusters: per vCPU (cpu), per GB of RAM (ram) and per GB of storage (storage) of a cluster */
  dbaas: 'dbaas',
  /** 001 §9 resources priced: loadbalancer (a running balancer) */
  loadbalancer: 'loadbalancer',
  /** 001 §9: snapshots are free (the price list's entry costs 0) */
  snapshot: 'snapshot',
  /** 000 §4 Cart: S3 storage, consumption-billed per GB-hour of the space the buckets hold */
  s3: 's3',
  /** 000 §4 Cart: stored server backups, consumption-billed per GB-hour (entry storage) */
  backup: 'backup',
} as const

export const RESOURCES = {
  ipv4: 'ipv4',
  bandwidth_base: 'bandwidth_base',
  loadbalancer: 'loadbalancer',
  ddos_protection: 'ddos_protection',
  addresses: 'addresses',
  cpu: 'cpu',
  dedicated_cpu: 'dedicated_cpu',
  ram: 'ram',
  disk: 'disk',
  volume: 'volume',
  /** a DBaaS cluster's storage, per GB */
  storage: 'storage',
  /** a server's snapshot (001 §9: free) */
  snapshot: 'snapshot',
  /** S3 storage, per GB */
  s3_storage: 's3_storage',
} as const

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
  /** resize bounds: 001 §5 quota minimums cpu 1 and ram 1 (GB); the maxima are the request schema's (not in the spec) */
  vcpus: { min: 1, max: 64 },
  ram: { min: 1, max: 512 },
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
  /** 001 §9: volume limit key disk-space */
  limit: LIMIT_NAMES.disk_space,
  /** 001 §9: network disks are stored in 2 copies */
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
  /** 000 §5 "TXT printable ASCII without line breaks with max length": the spec gives no number; one DNS
   * character-string holds 255, the stricter reading */
  txt_max_length: 255,
  /** 000 §5 "CAA value (no http:// or ;, max length)": the spec gives no number; 255 as for TXT */
  caa_value_max_length: 255,
  /** not in the spec: the TTL a new record's form starts with (an hour, the usual default) */
  default_ttl: 3600,
} as const

export const S3 = {
  /** 001 §9: minimum balance to create the first user (only when the project has no S3 users) */
  first_user_minimum_balance: 300,
  /** 001 §9, 001 §5: sizes sent to the API are megabytes times 1048576 */
  size_factor: 1048576,
  /** 001 §5: quota minimum 1 */
  quota_minimum: 1,
  /**
   * 001 §9: what a user order asks of the limits: s3-max-users 1 per order; s3-max-space at least 0 (the payload's
   * space_max); s3-bucket-count "1 if create_bucket else 0" is the payload's create_bucket read as 1 or 0.
   */
  order: { users: 1, space_minimum: 0 },
  /** the new user form's defaults (not in the spec): 10 GB (in megabytes) and 10 buckets */
  default_space_mb: 10_240,
  default_buckets: 10,
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
  /**
   * storage_size is in GB, storage_used_KB in KB (000 §3). The spec gives no unit factor; 1 GB is read as
   * 1024 × 1024 KB (binary units, as the S3 size factor 1048576 of 001 §9).
   */
  kb_per_gb: 1024 * 1024,
  internet_channel_mbps: 100,
} as const

export const BACKUPS = {
  /** 001 §9: default plan name Backup Entire Machine */
  default_plan_name: 'Backup Entire Machine',
  /** 001 §9 Server backups: daily at 00:00, the one schedule; its id in GET /projects/{id}/backup/predefined-settings */
  predefined_settings: { daily: 'daily' },
  /** 001 §9: retention 7 days incremental and 2 weeks full */
  incremental_retention_days: 7,
  full_retention_weeks: 2,
  /** 000 §3, 001 §3 Backup: type FULL for a cluster backup, PARTIAL for a database backup */
  types: { cluster: 'FULL', database: 'PARTIAL' },
  /**
   * 000 §4, 001 §4 Backup plan: install failure alerts "failed to install the agent, failed to apply the plan, missing
   * Linux headers". The spec gives no codes (schemas/entities/backup_plan.schema.json: alerts is a list of strings);
   * these are the snake_case names of the spec's words.
   */
  plan_alerts: {
    agent_install_failed: 'failed_to_install_agent',
    apply_failed: 'failed_to_apply_plan',
    missing_linux_headers: 'missing_linux_headers',
  },
} as const

/** What one order asks of each limit at least, by limit name. */
export const ORDER_MINIMUMS = {
  /** 000 §5: minimum orders servers 1 */
  [LIMIT_NAMES.servers]: 1,
  /** 001 §5: order minimums volumes 1, disk-space 10, DB clusters 1, DB storage 20 (size times nodes, default 2), vrouters 1, addresses 1 */
  [LIMIT_NAMES.volumes]: 1,
  [LIMIT_NAMES.disk_space]: 10,
  [LIMIT_NAMES.dbaas_clusters]: 1,
  [LIMIT_NAMES.dbaas_storage]: 20,
  [LIMIT_NAMES.vrouters]: 1,
  /** 000 §5 gives addresses 0 "(1 in some flows)", 001 §5 gives 1: the stricter 1 */
  [LIMIT_NAMES.addresses]: 1,
} as const

/** 000 §4 Payments: bank modules pmruwire, pmwire (bank-invoice payments, the only ones with a receipt); QR module qr_sbp. */
export const PAYMENT = {
  bank_modules: ['pmruwire', 'pmwire'],
  qr_module: 'qr_sbp',
} as const

/**
 * 000 §3 Payer: payer_type 1 individual; others legal entity or individual entrepreneur. 000 §4 Payer:
 * download_contract_sample (payer_type 2). The spec numbers only the individual; 2 and 3 stand for the two other
 * kinds (2 is the one with a sample contract).
 */
export const PAYER = {
  individual_type: 1,
  sample_contract_type: 2,
  types: [1, 2, 3],
} as const

/** 000 §4 Autopay: outcomes success, fail, pending, unknown; card binding charges and refunds 1 rouble. */
export const AUTOPAY = {
  outcomes: ['success', 'fail', 'pending', 'unknown'],
  card_binding_charge: 1,
} as const

/**
 * 000 §4 Ticket: "archive allowed only if status < 5 and not 3; archive action not allowed for an active ticket".
 * The spec names no ticket status values; the only one it singles out below 5 is 3, read as the active ticket.
 */
export const TICKET = {
  archive_below_status: 5,
  active_status: 3,
  /**
   * Product decision, not in the spec (it names no ticket status values): the numbers and what they mean, chosen so
   * that the archive rule reads naturally. 1 waits for support, 2 support answered, 3 support works on it (the
   * active ticket), 4 solved, 5 archived by the client (at or above archive_below_status: archived already).
   */
  statuses: { open: 1, answered: 2, active: 3, solved: 4, archived: 5 },
  /** Product decision (001 §8 names a "limit reached for files" message, no numbers): per message */
  max_files: 3,
  /** bytes of one file; three of them, base64, stay under the API's 1 MiB body */
  max_file_bytes: 200 * 1024,
  /** the file types support can open, by extension */
  file_extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'log'],
  /** the extensions previewed as images */
  image_extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  subject_max: 200,
  message_max: 4000,
} as const

/** Projects of an account (000 §3 Project). Product decision, not in the spec: how many an account may have. */
export const PROJECTS = {
  max_per_account: 10,
  name_max: 64,
} as const

/** 000 §3, 000 §4 Cart. */
export const CART = {
  /** 000 §4: a fully successful cart is one whose every real product (server, load balancer, DBaaS cluster) is ok */
  real_kinds: ['server', 'loadbalancer', 'dbaas_cluster'],
  /** 000 §3: kinds db and balancer map to dbaas_cluster and loadbalancer (the website's names for them) */
  kind_aliases: { db: 'dbaas_cluster', balancer: 'loadbalancer' },
  /** 000 §4: s3_storage and backup are consumption-billed, not ordered as entities */
  consumption_kinds: ['s3_storage', 'backup'],
} as const

/**
 * 000 §4 Referral: "Window: days 1 to 5 (one reading) or 1 to 6 (another reading, including the 1st before about
 * 04:00)": the stricter 1 to 5. balance_is_too_low names no minimum: the stricter reading available at all is
 * "nothing to withdraw", so the available amount must be above 0.
 */
export const REFERRAL = {
  withdrawal_first_day: 1,
  withdrawal_last_day: 5,
  withdrawal_above: 0,
  /** 000 §4 Referral: welcome cashback; the spec gives no amount: product decision, roubles, taken once */
  welcome_cashback: 300,
  /** 000 §1: the provider is in Moscow; the window's days are Moscow's (UTC+3, no daylight saving) */
  timezone_offset_hours: 3,
} as const

export const MONEY = {
  /** 000 §5: service start needs the balance to cover 24 hours of current plus new hourly cost */
  service_start_hours: 24,
  /** 000 §3: the built-in online-bank payment method */
  online_bank_method_id: 9999,
  /** 001 §8: alert severity reaches HIGH when monthly cost or payment amount is 5000 or more */
  high_amount: 5000,
} as const

export const DEFAULT_LIST_ORDER = '-created_in'

export const VROUTER = {
  /** 001 §9: "cluster and router internet channel 100 Mbit/s" */
  internet_channel_mbps: 100,
  /**
   * Product decision, not in the spec (it names "invalid private networks" among the 001 §8 messages without their
   * form): a router takes 1 to 8 private IPv4 networks in CIDR form inside the private ranges (10/8, 172.16/12,
   * 192.168/16), prefix 16 to 29, none overlapping another.
   */
  max_private_networks: 8,
  min_prefix: 16,
  max_prefix: 29,
  /**
   * Product decision, not in the spec (001 §9 prices no router): the project's price list entry a router is charged
   * by while it runs, besides its gateway address's ipv4.
   */
  price: { group: 'vrouter', name: 'vrouter' },
} as const

/**
 * Server licences (000 §3 Server license: addon, name, items, status; 000 §4 Server license). The spec gives no
 * prices, quantities nor calls: a product decision. A licence is priced per unit and hour from the project's
 * price list (group `license`, name the addon); `value` is how many units (RDP users, SQL cores), 1 for the
 * others. windows_server comes with a Windows image and is never added, changed or deleted by the user.
 */
export const LICENSE = {
  price_group: 'license',
  addons: ['ispmanager_6', 'windows_server', 'windows_rdp', 'mssql_web', 'mssql_standard'],
  /** what the user may add on the licenses tab: every addon but windows_server */
  addable: ['ispmanager_6', 'windows_rdp', 'mssql_web', 'mssql_standard'],
  /** the licence an image of this OS family brings with it */
  with_os_family: { windows: 'windows_server' },
  value: { min: 1, max: 100 },
} as const

/**
 * Phone verification (000 §5: "Phone verification code is the last 4 digits of an incoming call"). The spec gives no
 * numbers for retries; product decision: a new call at most once a minute of the provider's clock, three wrong codes
 * spend a call.
 */
export const PHONE = {
  code_digits: 4,
  /** simulated ms between two calls to the same account */
  call_again_ms: 60_000,
  max_wrong_codes: 3,
} as const
