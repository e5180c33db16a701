// Migration 1: the initial schema. Money is kept in integer kopecks; times that the clock compares are
// real milliseconds since the epoch (due_at, expires_at); times the API shows are ISO strings (created_in).
export const INITIAL_SCHEMA = `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  balance_kop INTEGER NOT NULL DEFAULT 0,
  credit_limit_kop INTEGER NOT NULL DEFAULT 0,
  signup_status INTEGER NOT NULL,
  has_identification INTEGER NOT NULL DEFAULT 1,
  phone_verified INTEGER NOT NULL DEFAULT 1,
  payment_account_number TEXT NOT NULL,
  created_in TEXT NOT NULL
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email_subscribe INTEGER NOT NULL DEFAULT 1,
  email_marketing_subscribe INTEGER NOT NULL DEFAULT 0,
  second_factor_enabled INTEGER NOT NULL DEFAULT 0,
  ref_site TEXT,
  ref_affiliate_id INTEGER,
  created_in TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_in TEXT NOT NULL,
  revoked_at INTEGER
);

-- Every secret handed out (access, refresh, second_factor, reg_key, restore) is kept as a SHA-256 hash.
CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  code_hash TEXT,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tokens_session ON tokens(session_id);

CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'ACTIVE',
  stopping_reason TEXT,
  max_addresses_per_server INTEGER NOT NULL DEFAULT 64,
  created_in TEXT NOT NULL
);
CREATE INDEX projects_account ON projects(account_id);

CREATE TABLE limits (
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  max INTEGER NOT NULL,
  PRIMARY KEY (project_id, name)
);

-- Price list of a project: cost per hour in kopecks (a month is 720 hours).
CREATE TABLE prices (
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  price_group TEXT NOT NULL,
  name TEXT NOT NULL,
  hour_kop INTEGER NOT NULL,
  max_value INTEGER,
  PRIMARY KEY (project_id, price_group, name)
);

CREATE TABLE flavors (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  vcpus INTEGER NOT NULL,
  ram INTEGER NOT NULL,
  cpu_type TEXT NOT NULL
);

CREATE TABLE images (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  distribution TEXT NOT NULL,
  version TEXT NOT NULL,
  os_family TEXT NOT NULL
);

CREATE TABLE servers (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  rescue_mode TEXT NOT NULL DEFAULT 'NO',
  flavor_id TEXT NOT NULL REFERENCES flavors(id),
  image_id TEXT NOT NULL REFERENCES images(id),
  source_snapshot_id TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX servers_project ON servers(project_id);

CREATE TABLE volumes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  size INTEGER NOT NULL,
  status TEXT NOT NULL,
  storage_type TEXT NOT NULL,
  bootable INTEGER NOT NULL DEFAULT 0,
  server_id TEXT REFERENCES servers(id) ON DELETE SET NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX volumes_project ON volumes(project_id);
CREATE INDEX volumes_server ON volumes(server_id);

CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  server_id TEXT REFERENCES servers(id) ON DELETE CASCADE,
  address TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  external INTEGER NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  mask INTEGER NOT NULL,
  ddos_protection INTEGER NOT NULL DEFAULT 0,
  bandwidth_max_mbps INTEGER NOT NULL DEFAULT 100,
  created_in TEXT NOT NULL
);
CREATE INDEX addresses_server ON addresses(server_id);

CREATE TABLE snapshots (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  server_id TEXT REFERENCES servers(id) ON DELETE SET NULL,
  volume_id TEXT REFERENCES volumes(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_in TEXT NOT NULL,
  delete_date TEXT NOT NULL
);
CREATE INDEX snapshots_project ON snapshots(project_id);

-- Pending status changes of the clock; due_at in real ms. Survive a restart and resume on start.
CREATE TABLE transitions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX transitions_due ON transitions(due_at);

-- Hourly accounting of an account: hours accounted in the current simulated day and their charges.
CREATE TABLE billing (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  last_hour_at INTEGER NOT NULL,
  hours_in_day INTEGER NOT NULL DEFAULT 0,
  accrued_kop INTEGER NOT NULL DEFAULT 0
);

-- Daily deductions made from the balance.
CREATE TABLE charges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  amount_kop INTEGER NOT NULL,
  hours INTEGER NOT NULL,
  created_in TEXT NOT NULL
);

-- E-mails the emulator "sends" (shown at /emulator/mail).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  kind TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_in TEXT NOT NULL
);
`
