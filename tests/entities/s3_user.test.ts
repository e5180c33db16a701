import { describe, expect, it } from 'vitest'
import { contextOf, holds } from '../../engine/evaluate'
import type { ActionInput, Predicate } from '../../engine/types'
import { verifyLimits } from '../../engine/verification'
import { evaluateAction, registry } from '../../entities/index'
import { requestProblems } from '../../src/actions/flow'
import { apiPayload } from '../../src/actions/useActionForm'
import { initialFieldValues } from '../../ui/forms/rules'

const s3 = (action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('s3_user', action, { item, ...rest })
const GUARDED = ['suspend', 'change_quotas', 'credentials_reset', 'delete']

describe('s3_user: 000 §4 / 001 §4 S3 user rules', () => {
  it("001 §4 S3 user: 'suspend is hidden when SUSPENDED'", () => {
    expect(s3('suspend', { status: 'SUSPENDED' })).toEqual({ visible: false, enabled: false, reason: 'reason.s3_user.suspended' })
    expect(s3('suspend', { status: 'AVAILABLE' })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 S3 user: 'Unsuspend is hidden unless SUSPENDED'", () => {
    for (const status of ['AVAILABLE', 'CREATING', 'UPDATING']) expect(s3('unsuspend', { status }), status).toEqual({ visible: false, enabled: false, reason: 'reason.s3_user.not_suspended' })
    expect(s3('unsuspend', { status: 'SUSPENDED' })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 S3 user: 'Suspend, unsuspend, change_quotas, credentials_reset and delete are blocked while CREATING, DELETING or UPDATING'", () => {
    for (const status of ['CREATING', 'DELETING', 'UPDATING']) {
      for (const action of GUARDED) expect(s3(action, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
      // unsuspend is hidden first there: a user in CREATING, DELETING or UPDATING is not SUSPENDED
      expect(s3('unsuspend', { status }).visible).toBe(false)
    }
    for (const action of GUARDED) expect(s3(action, { status: 'AVAILABLE' }), action).toEqual({ visible: true, enabled: true })
    for (const action of ['change_quotas', 'credentials_reset', 'delete', 'unsuspend']) expect(s3(action, { status: 'SUSPENDED' }), action).toEqual({ visible: true, enabled: true })
  })

  it('001 §4 S3 user: AWAITING, the fourth processing status, blocks the same actions (stricter reading)', () => {
    for (const action of GUARDED) expect(s3(action, { status: 'AWAITING' }), action).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
  })

  it('001 §4 S3 user: rename and credentials_show are not in the list of actions blocked while processing', () => {
    for (const status of ['CREATING', 'DELETING', 'UPDATING', 'AWAITING']) {
      expect(s3('rename', { status }), status).toEqual({ visible: true, enabled: true })
      expect(s3('credentials_show', { status }), status).toEqual({ visible: true, enabled: true })
    }
  })

  it("001 §4 S3 user: 'The canonical name cannot be renamed' (rename changes name; the display name is canonical_name)", () => {
    expect(registry.nameField('s3_user')).toBe('canonical_name')
    expect(registry.displayName('s3_user', { name: 'Backups', canonical_name: 'backups-42' })).toBe('backups-42')
    expect(registry.get('s3_user').actions.rename?.call).toEqual({ method: 'PATCH', path: '/s3/users/{id}' })
  })

  it("001 §4 S3 user: 'Create is always hidden in the generic entity' (menu: false; the s3 page still gets a verdict)", () => {
    expect(registry.get('s3_user').actions.create?.menu).toBe(false)
    expect(s3('create', {})).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Creating ... S3 users ... is blocked while the account is unverified or unidentified'", () => {
    expect(s3('create', {}, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(s3('create', {}, { account: { verified: true, identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(s3('create', {}, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Under money, paid actions (create, start, ...) are blocked while a reduced set stays allowed' (unsuspend reads as start; stricter)", () => {
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    expect(s3('create', {}, money).reason).toBe('reason.project_stopped_money')
    expect(s3('unsuspend', { status: 'SUSPENDED' }, money).reason).toBe('reason.project_stopped_money')
    expect(s3('suspend', { status: 'AVAILABLE' }, money)).toEqual({ visible: true, enabled: true })
    expect(s3('credentials_show', { status: 'AVAILABLE' }, { project: { status: 'STOPPED', stopping_reason: 'abuse' } }), 'a read-only action stays').toEqual({ visible: true, enabled: true })
  })
})

describe('s3_user: flow and verification', () => {
  const actions = registry.get('s3_user').actions
  const config = registry.get('s3_user')

  it("001 §9 S3: 'minimum balance to create the first user 300 (only when the project has no S3 users)'", () => {
    const money = actions.create?.verify?.money
    expect(money).toMatchObject({ rule: 'balance', minimum_balance: 300 })
    const when = money?.minimum_balance_when as Predicate
    const applies = (used: number | null) => holds(when, contextOf({ item: {}, project: { limits: used === null ? [] : [{ name: 's3-max-users', used, max: 10 }] } }), config, registry.get)
    expect(applies(0)).toBe(true)
    expect(applies(1)).toBe(false)
    expect(applies(null), 'unknown user count: the minimum applies (stricter)').toBe(true)
  })

  it('001 §9 S3 limits: s3-max-users (1 per order), s3-bucket-count (create_bucket), s3-max-space (minimum 0)', () => {
    expect(registry.limits('s3_user')).toEqual(['s3-max-users', 's3-bucket-count', 's3-max-space'])
    expect(actions.create?.verify?.limits).toEqual([
      { name: 's3-max-users', amount: 1 },
      { name: 's3-bucket-count', amount: { field: 'create_bucket', minimum: 0 } },
      // 001 §5: space_max is sent in bytes (megabytes × 1048576); the limit counts megabytes
      { name: 's3-max-space', amount: { field: 'space_max', per: 1048576, minimum: 0 } },
    ])
  })

  it("001 §2: 'After creating an S3 user the product goes to the s3 list'; credentials_reset then shows the credentials", () => {
    expect(actions.create?.after?.navigate).toBe('s3')
    expect(registry.get('s3_user').routes.list?.name).toBe('s3')
    expect(actions.credentials_reset?.after?.then).toBe('credentials_show')
    expect(actions.credentials_show?.mutating).toBe(false)
  })

  it("001 §4 S3 user: delete is a long operation that 'first loads the user's buckets'; unsuspend has an awaiting status", () => {
    expect(actions.delete).toMatchObject({ awaiting_status: true, marks_deleting: true, prepare: ['load_buckets'] })
    expect(actions.unsuspend?.awaiting_status).toBe(true)
  })

  it('000 §2 routes s3, s3/new_user (new_s3_user), s3/{id}/details (s3_user_details); 001 §7 calls', () => {
    expect(registry.defaultPageRoute('s3_user')).toEqual({ name: 's3_user_details', path: '/lk/project/s3/$id/details' })
    expect(config.routes.create).toEqual({ name: 'new_s3_user', path: '/lk/project/s3/new_user' })
    expect(registry.actions('s3_user')).toEqual(['create', 'rename', 'suspend', 'unsuspend', 'change_quotas', 'credentials_show', 'credentials_reset', 'delete'])
    expect(actions.change_quotas?.call).toEqual({ method: 'PUT', path: '/s3/users/{id}/quotas' })
    expect(actions.credentials_show?.call).toEqual({ method: 'GET', path: '/s3/users/{id}/credentials' })
    expect(actions.credentials_reset?.call).toEqual({ method: 'POST', path: '/s3/users/{id}/credentials' })
    expect(actions.suspend?.call).toEqual({ method: 'POST', path: '/s3/users/{id}/suspend' })
    expect(actions.unsuspend?.call).toEqual({ method: 'POST', path: '/s3/users/{id}/unsuspend' })
  })
})

describe('s3_user: the forms (001 §5 S3 quota)', () => {
  const actions = registry.get('s3_user').actions
  const MB = 1048576

  it("001 §5: 'Sizes sent to the API are megabytes times 1048576'; 'unlimited objects sent as null'", async () => {
    const create = actions.create!
    const payload = apiPayload(create, {
      name: 'Media',
      canonical_name: 'media-1',
      create_bucket: true,
      space_max: '2048',
      objects_max: '',
      buckets_max: '3',
      equal_with_user_quotas: true,
      space_per_bucket_max: '',
      objects_per_bucket_max: '',
    })
    expect(payload).toEqual({
      name: 'Media',
      canonical_name: 'media-1',
      create_bucket: true,
      space_max: 2048 * MB,
      objects_max: null,
      buckets_max: 3,
      equal_with_user_quotas: true,
      objects_per_bucket_max: null,
    })
    expect(await requestProblems('S3UserCreateRequest', payload)).toEqual([])
  })

  it('the new user form starts with its default space quota, 10 GB, shown in megabytes (a product default, contract/constants.ts)', () => {
    const fields = actions.create!.dialog!.fields
    expect(initialFieldValues(fields, {}, { item: {} })).toMatchObject({ space_max: 10_240, buckets_max: 10, create_bucket: true })
  })

  it("001 §5: 'read back floored to 2 decimals'; the quota dialog starts from the user's quotas", () => {
    const fields = actions.change_quotas!.dialog!.fields
    const item = { id: 'u1', status: 'AVAILABLE', space_max: 1.5 * MB + 1234, objects_max: null, buckets_max: 4, space_per_bucket_max: MB, objects_per_bucket_max: 10 }
    expect(initialFieldValues(fields, {}, { item })).toMatchObject({
      space_max: 1.5,
      objects_max: '',
      buckets_max: 4,
      space_per_bucket_max: 1,
      objects_per_bucket_max: 10,
      equal_with_user_quotas: false,
    })
  })

  it("001 §5: 'quota minimum 1' on every quota field (the API refuses a size below usage on its field)", async () => {
    const quotas = actions.change_quotas!.dialog!.fields.filter((field) => field.kind === 'number')
    expect(quotas.map((field) => [field.name, field.min])).toEqual([
      ['space_max', 1],
      ['objects_max', 1],
      ['buckets_max', 1],
      ['space_per_bucket_max', 1],
      ['objects_per_bucket_max', 1],
    ])
    expect((await requestProblems('S3UserQuotasRequest', { space_max: MB - 1, buckets_max: 0, objects_max: 0 })).map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['space_max', 'buckets_max', 'objects_max']),
    )
  })

  it("001 §5: 'equal_with_user_quotas makes bucket quotas equal the user's': the form sends the flag (on by default for a new user)", () => {
    const field = actions.create!.dialog!.fields.find((candidate) => candidate.name === 'equal_with_user_quotas')
    expect(field).toMatchObject({ kind: 'checkbox', default: true })
  })

  it('001 §9 s3-max-space counts megabytes of the space_max sent in bytes', () => {
    const limits = actions.create!.verify!.limits!
    const limitsOf = (used: number) => [{ name: 's3-max-space', used, max: 1000 }]
    expect(verifyLimits(limitsOf(0), limits, { space_max: 1000 * MB }).ok).toBe(true)
    expect(verifyLimits(limitsOf(1), limits, { space_max: 1000 * MB })).toMatchObject({ ok: false, rejected: [{ name: 's3-max-space', requested: 1000 }] })
  })

  it("000 §4: 'credentials_reset (then shows credentials)': the values show once with copy, as an API token's", () => {
    expect(actions.credentials_show?.view?.fields).toEqual([
      { path: 'answer.key_id', label: 's3_user.field.key_id', copy: true },
      { path: 'answer.secret_key', label: 's3_user.field.secret_key', copy: true, secret: true },
    ])
    expect(actions.credentials_show?.after?.then).toBe('credentials_show')
  })

  it("000 §4: delete 'first loads the user's buckets' (001 §7 GET /s3/users/{id}/buckets), and its dialog lists them", () => {
    expect(actions.delete?.prepare).toEqual(['load_buckets'])
    expect(registry.get('s3_user').preparations?.load_buckets).toEqual({ path: '/s3/users/{id}/buckets' })
    // the buckets go with the user: the delete dialog names them (ActionConfig.dependents, through bucket.owner)
    expect(actions.delete?.dependents).toEqual(['buckets'])
    expect(registry.get('s3_bucket').relations?.owner).toMatchObject({ kind: 's3_user', cardinality: 'many-to-one', reverse: 'buckets', reference: 'owner' })
  })
})
