// S3 users (000 §3 S3 user, 000 §4 S3 user, 001 §4 S3 user rules, 001 §7 S3) as a resource of the kit: a
// project's, displayed by a canonical name unique across the provider and never renamed, with their quotas
// (sizes in bytes, object counts null when unlimited: 001 §5) and credentials. Steps: CREATING → AVAILABLE,
// UPDATING → SUSPENDED (suspend), AVAILABLE (unsuspend) or the status it had (quotas), DELETING → its buckets
// go one by one, then the user (001 §4: delete is a long operation).
import { S3 } from '../../../contract/constants'
import type { S3User } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource, type Resource } from '../../kit/resource'
import { countOf } from '../../kit/rows'
import { integerField, textField } from '../../lists/shape'
import type { ResourceCost } from '../../consumption'
import { announce } from '../../kit/announce'
import { removeNow, stepName } from '../../kit/steps'
import { balanceChanged, priceKop } from '../../money'
import { s3BucketResource, type S3BucketRow } from '../s3_bucket/resource'

export interface S3UserRow {
  id: string
  project_id: string
  name: string
  canonical_name: string
  tenant: string
  status: string
  key_id: string
  secret_key: string
  space_max: number
  objects_max: number | null
  buckets_max: number
  space_per_bucket_max: number
  objects_per_bucket_max: number | null
  create_bucket: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE s3_users (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  canonical_name TEXT NOT NULL UNIQUE,
  tenant TEXT NOT NULL,
  status TEXT NOT NULL,
  key_id TEXT NOT NULL,
  secret_key TEXT NOT NULL,
  space_max INTEGER NOT NULL,
  objects_max INTEGER,
  buckets_max INTEGER NOT NULL,
  space_per_bucket_max INTEGER NOT NULL,
  objects_per_bucket_max INTEGER,
  create_bucket INTEGER NOT NULL DEFAULT 0,
  created_in TEXT NOT NULL
);
CREATE INDEX s3_users_project_created ON s3_users(project_id, created_in DESC, id);
`

/** what the user's buckets hold: bytes, objects, buckets */
export interface S3Usage {
  space: number
  objects: number
  buckets: number
}

export function usageOf(ctx: Ctx, userId: string): S3Usage {
  const usage = prepared(ctx.repos.db, 'SELECT COALESCE(SUM(space_used), 0) AS space, COALESCE(SUM(objects_count), 0) AS objects, COUNT(*) AS buckets FROM s3_buckets WHERE user_id = ?').get(
    userId,
  ) as S3Usage
  return usage
}

const USAGE_SQL = (what: string) => `(SELECT ${what} FROM s3_buckets b WHERE b.user_id = u.id)`

function presentS3User(ctx: Ctx, row: S3UserRow): S3User {
  const usage = usageOf(ctx, row.id)
  return {
    id: row.id,
    name: row.name,
    canonical_name: row.canonical_name,
    tenant: row.tenant,
    status: row.status as S3User['status'],
    space_max: row.space_max,
    space_used: usage.space,
    objects_max: row.objects_max,
    objects_used: usage.objects,
    buckets_max: row.buckets_max,
    buckets_count: usage.buckets,
    space_per_bucket_max: row.space_per_bucket_max,
    objects_per_bucket_max: row.objects_per_bucket_max,
    create_bucket: row.create_bucket === 1,
    owner: row.project_id,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

/** 001 §9: s3-max-space counts the users' space quotas in megabytes (the size factor 1048576) */
const spaceMegabytes = (ctx: Ctx, projectId: string): number => prepared(ctx.repos.db, 'SELECT COALESCE(SUM(space_max), 0) FROM s3_users WHERE project_id = ?').pluck().get(projectId) as number

function balanceOfProject(ctx: Ctx, projectId: string): void {
  const project = ctx.repos.projects.project(projectId)
  if (project) balanceChanged(ctx, project.account_id)
}

/** simulated milliseconds between two steps of a user's delete (a bucket each, then the user) */
export const S3_STEP_MS = { create: 2_000, update: 2_000, delete_step: 1_000 } as const

function deletingStep(ctx: Ctx, row: S3UserRow): void {
  const bucket = prepared(ctx.repos.db, 'SELECT * FROM s3_buckets WHERE user_id = ? ORDER BY created_in, id LIMIT 1').get(row.id) as S3BucketRow | undefined
  if (bucket) {
    removeNow(ctx, s3BucketResource, bucket)
    // the user's space and bucket count changed
    announce(ctx, s3UserResource, row)
    ctx.clock.schedule(stepName(s3UserResource, 'deleting'), row.id, S3_STEP_MS.delete_step)
    return
  }
  removeNow(ctx, s3UserResource, row)
  balanceOfProject(ctx, row.project_id)
}

/** 000 §4 Cart: S3 storage is consumption-billed: each user by the space its buckets hold, per GB-hour (whole GB) */
export const S3_PRICE = { group: 's3', name: 's3_storage' } as const
const BYTES_PER_GB = 1024 * S3.size_factor

function s3Consumption(ctx: Ctx, projectId: string): ResourceCost[] {
  const price = priceKop(ctx, projectId, S3_PRICE.group, S3_PRICE.name)
  const rows = prepared(ctx.repos.db, 'SELECT * FROM s3_users WHERE project_id = ? ORDER BY rowid').all(projectId) as S3UserRow[]
  return rows.map((row) => {
    const gb = Math.floor((usageOf(ctx, row.id).space / BYTES_PER_GB) * 100) / 100
    const active = row.status === 'SUSPENDED' ? 0 : gb
    return { entity: 's3_user', id: row.id, name: row.canonical_name, project_id: projectId, amount: gb, amount_active: active, hour_kop: Math.ceil(active) * price }
  })
}

export const s3UserResource: Resource<S3UserRow, S3User> = defineResource<S3UserRow, S3User>({
  kind: 's3_user',
  what: 'S3 user',
  table: 's3_users',
  columns: [
    'id',
    'project_id',
    'name',
    'canonical_name',
    'tenant',
    'status',
    'key_id',
    'secret_key',
    'space_max',
    'objects_max',
    'buckets_max',
    'space_per_bucket_max',
    'objects_per_bucket_max',
    'create_bucket',
    'created_in',
  ],
  scope: 'project',
  migrations: [{ version: 12, name: 'S3 users', sql: MIGRATION }],
  list: {
    table: 's3_users u',
    joins: {},
    columns: 'u.*',
    id: 'u.id',
    shape: {
      fields: {
        id: textField('u.id'),
        name: { ...textField('u.name'), freeText: true },
        canonical_name: textField('u.canonical_name'),
        tenant: textField('u.tenant'),
        status: textField('u.status'),
        space_max: integerField('u.space_max'),
        space_used: integerField(USAGE_SQL('COALESCE(SUM(b.space_used), 0)')),
        objects_max: { ...integerField('u.objects_max'), nullable: true },
        objects_used: integerField(USAGE_SQL('COALESCE(SUM(b.objects_count), 0)')),
        buckets_max: integerField('u.buckets_max'),
        buckets_count: integerField(USAGE_SQL('COUNT(*)')),
        space_per_bucket_max: integerField('u.space_per_bucket_max'),
        objects_per_bucket_max: { ...integerField('u.objects_per_bucket_max'), nullable: true },
        create_bucket: { sql: '(u.create_bucket = 1)', type: 'boolean' },
        owner: textField('u.project_id'),
        created_in: textField('u.created_in'),
        project_id: textField('u.project_id'),
      },
    },
  },
  present: presentS3User,
  entity: 's3_user',
  transitions: {
    created: { to: 'AVAILABLE' },
    suspended: { to: 'SUSPENDED' },
    unsuspended: { to: 'AVAILABLE', then: (ctx, row) => balanceOfProject(ctx, row.project_id) },
    updated: { to: (_row, payload) => (payload['status'] === 'SUSPENDED' ? 'SUSPENDED' : 'AVAILABLE') },
    // 001 §4: a long delete; the user's buckets go first, one a step, then the user
    deleting: { run: deletingStep },
  },
  consumption: (ctx, projectId) => s3Consumption(ctx, projectId),
  used: (ctx, projectId) => ({
    's3-max-users': countOf(ctx, s3UserResource, 'project_id = ?', projectId),
    's3-max-space': Math.ceil(spaceMegabytes(ctx, projectId) / S3.size_factor),
  }),
})
