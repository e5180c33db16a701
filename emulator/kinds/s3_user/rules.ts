// The rules of S3 users (000 §4 S3 user, 001 §4 S3 user rules, 001 §5 S3 quota, 001 §9 S3): create with quotas
// and an optional first bucket, rename (the name, never the canonical name), suspend and unsuspend, quotas,
// credentials shown and reset, the long delete, and a free canonical name. Answers the row as it is after the call.
import { randomBytes, randomInt } from 'node:crypto'
import { CURRENCY, S3 } from '../../../contract/constants'
import type { S3UserCreateRequest, S3UserQuotasRequest, S3UserUpdateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { prepared } from '../../db/statements'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { ApiError, conflict, NOFIELD, type ErrorEntry } from '../../http/errors'
import { announce } from '../../kit/announce'
import { countOf, insertRow, updateRow } from '../../kit/rows'
import { begin } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { balanceChanged, requireMoney } from '../../money'
import { s3BucketResource, type S3BucketRow } from '../s3_bucket/resource'
import { S3_STEP_MS, s3UserResource, usageOf, type S3UserRow } from './resource'

/** 001 §4: processing CREATING, DELETING, UPDATING, AWAITING */
const PROCESSING: readonly string[] = ['CREATING', 'DELETING', 'UPDATING', 'AWAITING']

export interface S3Credentials {
  key_id: string
  secret_key: string
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const newKeyId = (): string => Array.from({ length: 20 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('')
const newSecretKey = (): string => randomBytes(30).toString('base64')

/** 001 §4: suspend, unsuspend, change_quotas, credentials_reset and delete are blocked while processing */
function requireSettled(row: S3UserRow): void {
  if (PROCESSING.includes(row.status)) throw conflict(`The S3 user is ${row.status}; wait until it finishes`, 's3_user_processing', 'status')
}

const megabytes = (bytes: number): number => Math.ceil(bytes / S3.size_factor)

const nameTaken = (ctx: Ctx, name: string): boolean => countOf(ctx, s3UserResource, 'canonical_name = ?', name) > 0 || countOf(ctx, s3BucketResource, 'name = ?', name) > 0

/** 001 §9: the first S3 user of a project needs a balance (with credit) of at least 300 */
function requireFirstUserBalance(ctx: Ctx, project: ProjectRow): void {
  if (countOf(ctx, s3UserResource, 'project_id = ?', project.id) > 0) return
  const account = ctx.repos.accounts.account(project.account_id)
  const haveKop = (account?.balance_kop ?? 0) + (account?.credit_limit_kop ?? 0)
  const minimumKop = S3.first_user_minimum_balance * 100
  if (haveKop >= minimumKop) return
  const missing = (minimumKop - haveKop) / 100
  throw new ApiError(402, [{ path: NOFIELD, message: `Not enough money: the first S3 user needs a balance of ${S3.first_user_minimum_balance} ${CURRENCY}` }], {
    reason: 'not_enough_money',
    missing,
    minimum_balance: S3.first_user_minimum_balance,
    currency: CURRENCY,
  })
}

type Quotas = Pick<S3UserRow, 'space_max' | 'objects_max' | 'buckets_max' | 'space_per_bucket_max' | 'objects_per_bucket_max'>

/** 001 §5: with equal_with_user_quotas the per-bucket quotas equal the user's; absent ones equal them too */
function quotasOf(request: S3UserQuotasRequest): Quotas {
  const equal = request.equal_with_user_quotas === true
  const objectsMax = request.objects_max ?? null
  return {
    space_max: request.space_max,
    objects_max: objectsMax,
    buckets_max: request.buckets_max,
    space_per_bucket_max: equal || request.space_per_bucket_max === undefined ? request.space_max : request.space_per_bucket_max,
    objects_per_bucket_max: equal || request.objects_per_bucket_max === undefined ? objectsMax : request.objects_per_bucket_max,
  }
}

/** a bucket's quota cannot exceed its user's: 400 on the bucket field */
function bucketQuotaProblems(quotas: Quotas): ErrorEntry[] {
  const problems: ErrorEntry[] = []
  if (quotas.space_per_bucket_max > quotas.space_max) problems.push({ path: 'space_per_bucket_max', message: "A bucket's space cannot exceed the user's space", code: 'quota_bucket_space_above_user' })
  if (quotas.objects_max !== null && (quotas.objects_per_bucket_max === null || quotas.objects_per_bucket_max > quotas.objects_max))
    problems.push({ path: 'objects_per_bucket_max', message: "A bucket's objects cannot exceed the user's objects", code: 'quota_bucket_objects_above_user' })
  return problems
}

/** 001 §5: a size (or count) must not be below current usage */
function usageProblems(ctx: Ctx, row: S3UserRow, quotas: Quotas): ErrorEntry[] {
  const usage = usageOf(ctx, row.id)
  const biggest = prepared(ctx.repos.db, 'SELECT COALESCE(MAX(space_used), 0) AS space, COALESCE(MAX(objects_count), 0) AS objects FROM s3_buckets WHERE user_id = ?').get(row.id) as {
    space: number
    objects: number
  }
  const problems: ErrorEntry[] = []
  const below = (path: string, quota: number | null, used: number) => {
    if (quota !== null && quota < used) problems.push({ path, message: `Must not be below the current usage (${used})`, code: 'quota_below_usage', params: { used } })
  }
  below('space_max', quotas.space_max, usage.space)
  below('objects_max', quotas.objects_max, usage.objects)
  below('buckets_max', quotas.buckets_max, usage.buckets)
  below('space_per_bucket_max', quotas.space_per_bucket_max, biggest.space)
  below('objects_per_bucket_max', quotas.objects_per_bucket_max, biggest.objects)
  return problems
}

function refuse(problems: readonly ErrorEntry[]): void {
  if (problems.length > 0) throw new ApiError(400, [...problems])
}

/** 001 §7 POST /projects/{id}/s3/users; 001 §9 limits s3-max-users 1, s3-bucket-count 1 if create_bucket, s3-max-space */
export function createS3User(ctx: Ctx, project: ProjectRow, request: S3UserCreateRequest): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    const quotas = quotasOf(request)
    const problems = bucketQuotaProblems(quotas)
    // 000 §3: the canonical name is unique (a first bucket takes it as its name, so no bucket may have it either)
    if (nameTaken(ctx, request.canonical_name)) problems.unshift({ path: 'canonical_name', message: 'This canonical name is already taken', code: 'canonical_name_taken' })
    refuse(problems)
    const createBucket = request.create_bucket === true
    requireLimits(ctx, project.id, [
      { name: 's3-max-users', amount: S3.order.users },
      { name: 's3-bucket-count', amount: createBucket ? 1 : 0 },
      { name: 's3-max-space', amount: Math.max(megabytes(quotas.space_max), S3.order.space_minimum) },
    ])
    // storage is billed by consumption: nothing is ordered up front, but the balance must carry an order
    requireMoney(ctx, project.account_id, 'balance', 0)
    requireFirstUserBalance(ctx, project)
    const now = isoAt(ctx.now())
    const row: S3UserRow = {
      id: newId(),
      project_id: project.id,
      name: request.name,
      canonical_name: request.canonical_name,
      tenant: `tenant-${project.id.slice(0, 8)}`,
      status: 'CREATING',
      key_id: newKeyId(),
      secret_key: newSecretKey(),
      ...quotas,
      create_bucket: createBucket ? 1 : 0,
      created_in: now,
    }
    insertRow(ctx, s3UserResource, row)
    if (createBucket) {
      const bucket: S3BucketRow = { id: newId(), project_id: project.id, user_id: row.id, name: request.canonical_name, space_used: 0, objects_count: 0, created_in: now }
      insertRow(ctx, s3BucketResource, bucket)
      announce(ctx, s3BucketResource, bucket, 'created')
    }
    ctx.clock.schedule(`${s3UserResource.kind}.created`, row.id, S3_STEP_MS.create)
    announce(ctx, s3UserResource, row, 'created')
    balanceChanged(ctx, project.account_id)
    return row
  })
}

/** 001 §7 PATCH /s3/users/{id} (name); 001 §4: the canonical name cannot be renamed */
export function renameS3User(ctx: Ctx, project: ProjectRow, row: S3UserRow, request: S3UserUpdateRequest): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (row.status === 'DELETING') throw conflict('The S3 user is being deleted', 's3_user_processing', 'status')
    const renamed = updateRow(ctx, s3UserResource, row.id, { name: request.name }) as S3UserRow
    announce(ctx, s3UserResource, renamed)
    return renamed
  })
}

/** 000 §4: suspend (not when SUSPENDED): UPDATING, then SUSPENDED */
export function suspendS3User(ctx: Ctx, project: ProjectRow, row: S3UserRow): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireSettled(row)
    if (row.status === 'SUSPENDED') throw conflict('The S3 user is already suspended', 's3_user_suspended', 'status')
    return begin(ctx, s3UserResource, row, { status: 'UPDATING' }, 'suspended', S3_STEP_MS.update)
  })
}

/** 000 §4: unsuspend (only when SUSPENDED): UPDATING, then AVAILABLE; it resumes a billed service (paid) */
export function unsuspendS3User(ctx: Ctx, project: ProjectRow, row: S3UserRow): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireSettled(row)
    if (row.status !== 'SUSPENDED') throw conflict('Only a suspended S3 user can be unsuspended', 's3_user_not_suspended', 'status')
    requireMoney(ctx, project.account_id, 'balance', 0)
    return begin(ctx, s3UserResource, row, { status: 'UPDATING' }, 'unsuspended', S3_STEP_MS.update)
  })
}

/**
 * 001 §7 PUT /s3/users/{id}/quotas; 001 §5: unlimited objects as null, per-bucket quotas equal the user's on
 * request, a size not below current usage, minimum 1 (the schema); the space it adds counts against s3-max-space.
 */
export function changeS3Quotas(ctx: Ctx, project: ProjectRow, row: S3UserRow, request: S3UserQuotasRequest): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireSettled(row)
    const quotas = quotasOf(request)
    refuse([...usageProblems(ctx, row, quotas), ...bucketQuotaProblems(quotas)])
    requireLimits(ctx, project.id, [{ name: 's3-max-space', amount: Math.max(0, megabytes(quotas.space_max) - megabytes(row.space_max)) }])
    return begin(ctx, s3UserResource, row, { ...quotas, status: 'UPDATING' }, 'updated', S3_STEP_MS.update, { status: row.status })
  })
}

/** 001 §7 GET /s3/users/{id}/credentials */
export const credentialsOf = (row: S3UserRow): S3Credentials => ({ key_id: row.key_id, secret_key: row.secret_key })

/** 001 §7 POST /s3/users/{id}/credentials: a new key pair; the old one stops working at once */
export function resetS3Credentials(ctx: Ctx, project: ProjectRow, row: S3UserRow): S3Credentials {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireSettled(row)
    const reset = updateRow(ctx, s3UserResource, row.id, { key_id: newKeyId(), secret_key: newSecretKey() }) as S3UserRow
    announce(ctx, s3UserResource, reset)
    return credentialsOf(reset)
  })
}

/** 001 §7 DELETE /s3/users/{id}: DELETING; the buckets go first, then the user (resource.ts deleting) */
export function deleteS3User(ctx: Ctx, project: ProjectRow, row: S3UserRow): S3UserRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireSettled(row)
    return begin(ctx, s3UserResource, row, { status: 'DELETING' }, 'deleting', S3_STEP_MS.delete_step)
  })
}

/** 001 §7 POST /s3/random-free-name: a canonical name no user or bucket has */
export function randomFreeName(ctx: Ctx): { name: string } {
  for (;;) {
    const name = `user-${randomBytes(4).toString('hex')}`
    if (!nameTaken(ctx, name)) return { name }
  }
}
