// The emulator's settings: defaults, and how the environment sets them (emulator/main.ts).
import type { Faults } from './faults'
import type { ExtraKind } from './kit/extra'

export interface EmulatorOptions {
  /** 0 picks a free port (tests); default 8080 */
  port?: number
  /** default 127.0.0.1: the emulator is a development tool and is not exposed unless asked */
  host?: string
  /** default ./data/console.sqlite */
  databasePath?: string
  /** real duration = simulated duration × timeScale; 0.1 runs ten times faster (default 1) */
  timeScale?: number
  /** access token lifetime in real seconds (default 900 = 15 min) */
  accessTokenTtlSeconds?: number
  /** refresh token lifetime in real seconds (default 30 days) */
  refreshTokenTtlSeconds?: number
  /** how long a spent refresh token may be replayed while its successor is unused (auth/sessions.ts; default 10) */
  refreshReuseGraceSeconds?: number
  /** initial fault injection */
  faults?: Partial<Faults>
  /** enables POST /emulator/faults and POST /emulator/balance */
  faultsEndpoint?: boolean
  /** a built console to serve, with SPA fallback to index.html for paths outside /api and /emulator */
  staticDir?: string
  /** when set, sign-up needs this invite key (000 §3 Registration payload: key) */
  inviteKey?: string
  /** seed the demo accounts into an empty database (default true) */
  seed?: boolean
  /** serve the outbox (sign-up and restore keys, 2FA codes) to any address, not only loopback (default false) */
  publicOutbox?: boolean
  /** log requests and transition failures to stderr (default false) */
  log?: boolean
  /** kinds beyond the product's, served by this emulator only (kit/extra.ts; `npm run emulator`: EMULATOR_EXTRA_KINDS) */
  extraKinds?: readonly ExtraKind[]
  /** QA's fixtures (emulator/fixtures): canned API answers per account; tests only (EMULATOR_FIXTURES=1), default off */
  fixtures?: boolean
}

export type ResolvedOptions = Required<Omit<EmulatorOptions, 'staticDir' | 'inviteKey' | 'faults'>> & {
  staticDir: string | undefined
  inviteKey: string | undefined
  faults: Faults
}

export const DEFAULT_PORT = 8080
export const DEFAULT_DATABASE_PATH = './data/console.sqlite'

export function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const timeScale = options.timeScale ?? 1
  if (!(timeScale > 0)) throw new Error(`timeScale must be a positive number, got ${timeScale}`)
  return {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? '127.0.0.1',
    databasePath: options.databasePath ?? DEFAULT_DATABASE_PATH,
    timeScale,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 15 * 60,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
    refreshReuseGraceSeconds: options.refreshReuseGraceSeconds ?? 10,
    faults: { latency_ms: 0, error_rate: 0, drop_ws: false, ...options.faults },
    faultsEndpoint: options.faultsEndpoint ?? false,
    staticDir: options.staticDir,
    inviteKey: options.inviteKey,
    seed: options.seed ?? true,
    log: options.log ?? false,
    publicOutbox: options.publicOutbox ?? false,
    extraKinds: options.extraKinds ?? [],
    fixtures: options.fixtures ?? false,
  }
}

function numberOf(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`)
  return value
}

function flagOf(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  return ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase())
}

/** The properties of `value` that are set: an unset one is left out, not present as undefined. */
function defined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
}

/** PORT, HOST, DATABASE_PATH, EMULATOR_TIME_SCALE, ACCESS_TOKEN_TTL_SECONDS, EMULATOR_FAULT_*, ... */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorOptions {
  const faults = defined({
    latency_ms: numberOf(env, 'EMULATOR_FAULT_LATENCY_MS'),
    error_rate: numberOf(env, 'EMULATOR_FAULT_5XX_RATE'),
    drop_ws: flagOf(env, 'EMULATOR_FAULT_DROP_WS'),
  })
  return defined({
    port: numberOf(env, 'PORT'),
    host: env['HOST'] || undefined,
    databasePath: env['DATABASE_PATH'] || undefined,
    timeScale: numberOf(env, 'EMULATOR_TIME_SCALE'),
    accessTokenTtlSeconds: numberOf(env, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: numberOf(env, 'REFRESH_TOKEN_TTL_SECONDS'),
    refreshReuseGraceSeconds: numberOf(env, 'REFRESH_REUSE_GRACE_SECONDS'),
    faults,
    faultsEndpoint: flagOf(env, 'EMULATOR_FAULTS_ENDPOINT'),
    staticDir: env['EMULATOR_STATIC_DIR'] || undefined,
    inviteKey: env['EMULATOR_INVITE_KEY'] || undefined,
    seed: flagOf(env, 'EMULATOR_SEED'),
    log: flagOf(env, 'EMULATOR_LOG'),
    publicOutbox: flagOf(env, 'EMULATOR_PUBLIC_OUTBOX'),
    fixtures: flagOf(env, 'EMULATOR_FIXTURES'),
  })
}
