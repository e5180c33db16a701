// S3 user (000 §3 S3 user, 000 §4 S3 user, 001 §3, 001 §4 S3 user rules, 001 §5 S3 quota, 001 §7 S3, 001 §9 S3).
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, PRICE_GROUPS, RESOURCES, S3, TIMINGS } from '../contract/constants'
import { defineEntity, dimension, dimensionOf, fact, not, rule, status } from '../engine/define'
import type { Condition, FieldConfig, StatusSets } from '../engine/types'
import type { S3User } from '../generated/types/index.js'

export const S3_USER_STATUSES = {
  values: ['AVAILABLE', 'SUSPENDED', 'CREATING', 'DELETING', 'UPDATING', 'AWAITING'],
  sets: {
    processing: ['CREATING', 'DELETING', 'UPDATING', 'AWAITING'],
    usable: ['AVAILABLE', 'SUSPENDED'],
    // The spec names no error status for S3 users.
    error: [],
    /** 000 §4: AVAILABLE (active) */
    active: ['AVAILABLE'],
  },
} as const satisfies StatusSets

// 001 §4 names CREATING, DELETING and UPDATING; AWAITING is the fourth processing status (the one an awaiting-status
// action such as unsuspend puts the user in). Stricter reading: the whole processing set blocks.
const processing: Condition<S3User> = rule(
  status.inSet('processing'),
  'reason.processing',
  '001 §4 S3 user: suspend, unsuspend, change_quotas, credentials_reset and delete are blocked while CREATING, DELETING or UPDATING',
)

// 001 §5 S3 quota: sizes typed in megabytes are sent times 1048576 (and read back floored to 2 decimals), unlimited
// objects (an empty count) as null, every quota at least 1; equal_with_user_quotas makes the per-bucket quotas the
// user's. The API refuses a quota below usage on its field (001 §5).
const space = (name: string, label: string, more: Partial<FieldConfig<S3User>> = {}): FieldConfig<S3User> => ({
  name,
  kind: 'number',
  label,
  min: S3.quota_minimum,
  factor: S3.size_factor,
  // read back floored to 2 decimals (001 §5), so typed with as many: 1.5 MB
  decimals: 2,
  ...more,
})
const objects = (name: string, label: string, more: Partial<FieldConfig<S3User>> = {}): FieldConfig<S3User> => ({
  name,
  kind: 'number',
  label,
  hint: 's3_user.hint.unlimited',
  min: S3.quota_minimum,
  empty_as_null: true,
  ...more,
})
const equalQuotas: FieldConfig<S3User> = { name: 'equal_with_user_quotas', kind: 'checkbox', label: 's3_user.field.equal_with_user_quotas', hint: 's3_user.hint.equal_with_user_quotas' }

export const s3_user = defineEntity<S3User>()({
  kind: 's3_user',
  spec: '000 §3 S3 user; 000 §4 S3 user; 001 §4 S3 user rules',
  scope: 'project',
  service: 's3',
  parent: { kind: 'project' },
  // 000 §3: s3_user is displayed by canonical_name (unique; 001 §4: it cannot be renamed).
  name_field: 'canonical_name',
  ws_entity: 's3_user',
  icon: 'bucket',
  routes: {
    page: { name: 's3_user_details', path: '/lk/project/s3/$id/details' },
    buckets: { name: 's3_user_buckets', path: '/lk/project/s3/$id/buckets' },
    list: { name: 's3', path: '/lk/project/s3' },
    create: { name: 'new_s3_user', path: '/lk/project/s3/new_user' },
  },
  statuses: S3_USER_STATUSES,
  facts: {
    no_s3_users: {
      reads: [`project.limits.${LIMIT_NAMES.s3_users}`],
      // The project's S3 user count is the `used` of its s3-max-users limit. Stricter reading when it is unknown
      // (no limit entry): the first-user minimum balance applies.
      compute: (context) => (context.limits[LIMIT_NAMES.s3_users]?.used ?? 0) === 0,
      spec: '001 §9 S3: minimum balance to create the first user 300 (only when the project has no S3 users)',
    },
  },
  inputs: [
    dimension('status', 'item.status', S3_USER_STATUSES.values),
    dimensionOf('S3 users in the project', [
      { label: 'none', set: { [`project.limits.${LIMIT_NAMES.s3_users}`]: { name: LIMIT_NAMES.s3_users, used: 0, max: 10 } } },
      { label: 'one', set: { [`project.limits.${LIMIT_NAMES.s3_users}`]: { name: LIMIT_NAMES.s3_users, used: 1, max: 10 } } },
    ]),
  ],
  limits: [LIMIT_NAMES.s3_users, LIMIT_NAMES.s3_buckets, LIMIT_NAMES.s3_space],
  relations: {
    // 000 §3: s3 bucket to owner S3 user many-to-one (reverse buckets); a bucket's event refreshes its user's usage
    buckets: { kind: 's3_bucket', cardinality: 'one-to-many', reverse: 'owner', data: 'buckets' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'canonical_name', label: 's3_user.field.canonical_name', format: 'name' },
      { field: 'name', label: 'column.name', format: 'text' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'space_used', label: 's3_user.field.space_used', widget: 'byte_size' },
      { field: 'space_max', label: 's3_user.field.space_max', widget: 'byte_size' },
      { field: 'buckets_count', label: 's3_user.field.buckets_count', format: 'text' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 s3/{id}/details: the user's fields and quotas; its buckets on the tab beside
  detail: {
    tabs: [
      {
        name: 'details',
        label: 's3_user.tab.details',
        route: 's3_user_details',
        fields: [
          { field: 'canonical_name', label: 's3_user.field.canonical_name', format: 'text' },
          { field: 'name', label: 'column.name', format: 'text' },
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'tenant', label: 's3_user.field.tenant', format: 'text' },
          { field: 'space_used', label: 's3_user.field.space_used', widget: 'byte_size' },
          { field: 'space_max', label: 's3_user.field.space_max', widget: 'byte_size' },
          { field: 'objects_used', label: 's3_user.field.objects_used', format: 'text' },
          { field: 'objects_max', label: 's3_user.field.objects_max', widget: 'quota_count' },
          { field: 'buckets_count', label: 's3_user.field.buckets_count', format: 'text' },
          { field: 'buckets_max', label: 's3_user.field.buckets_max', format: 'text' },
          { field: 'space_per_bucket_max', label: 's3_user.field.space_per_bucket_max', widget: 'byte_size' },
          { field: 'objects_per_bucket_max', label: 's3_user.field.objects_per_bucket_max', widget: 'quota_count' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
      // its buckets with their path-style and domain-style URLs to copy (a tab of its own: s3/{id}/buckets, a
      // product decision beside 000 §2 s3/{id}/details)
      { name: 'buckets', label: 's3_user.tab.buckets', route: 's3_user_buckets', related: 'buckets' },
    ],
  },
  // 001 §7 GET /projects/{id}/s3/users, GET /s3/users/{id}
  sources: [{ list: '/projects/{project_id}/s3/users', detail: '/s3/users/{id}', route: 'page' }],
  // 001 §4 S3 user: delete (long) first loads the user's buckets: 001 §7 GET /s3/users/{id}/buckets
  preparations: { load_buckets: { path: '/s3/users/{id}/buckets' } },
  pages: {
    details: ['page', 'buckets'],
    menu: { group: 'data', order: 200, icon: 'archive' },
    dashboard: [{ label: 's3_user.plural' }],
    // 000 §2 s3/new_user: the create action's form as a page
    orders: { create: 'create' },
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 S3 user actions: create; 001 §7 POST /projects/{id}/s3/users',
      // 001 §4: "Create is always hidden in the generic entity". Encoded as menu: false, not as a hide rule: the
      // generic action menu does not offer it, while the s3 page's own "new user" button (route new_s3_user) still
      // gets a real verdict (account, project, limits) from evaluateAction. A hide rule would hide that button too.
      menu: false,
      paid: true,
      creates_resource: true,
      verify: {
        money: { rule: 'balance', minimum_balance: S3.first_user_minimum_balance, minimum_balance_when: fact('no_s3_users') },
        limits: [
          { name: LIMIT_NAMES.s3_users, amount: S3.order.users },
          // 001 §9 "s3-bucket-count 1 if create_bucket else 0": the limit verifier reads a boolean field as 1 or 0.
          { name: LIMIT_NAMES.s3_buckets, amount: { field: 'create_bucket', minimum: 0 } },
          // megabytes: the payload's space_max is bytes (001 §5 size factor)
          { name: LIMIT_NAMES.s3_space, amount: { field: 'space_max', per: S3.size_factor, minimum: S3.order.space_minimum } },
        ],
      },
      call: { method: 'POST', path: '/projects/{project_id}/s3/users' },
      // 000 §4 Cart: S3 storage is consumption-billed: the order and the cart show its price per GB of the space held
      rates: [{ group: PRICE_GROUPS.s3, name: RESOURCES.s3_storage, unit: 'console.rate.unit.gb' }],
      // 001 §2: after creating an S3 user the product goes to the s3 list.
      after: { refetch: 'list', recalculate_balance: true, navigate: 's3' },
      // 001 §7: name, canonical_name, create_bucket, space_max, objects_max, buckets_max, space_per_bucket_max,
      // objects_per_bucket_max; defaults: 10 GB, unlimited objects, 10 buckets, per-bucket quotas equal to the user's
      dialog: {
        fields: [
          { name: 'name', kind: 'name', label: 'console.action.field.name', required: true },
          { name: 'canonical_name', kind: 'text', label: 's3_user.field.canonical_name', hint: 's3_user.hint.canonical_name', required: true },
          { name: 'create_bucket', kind: 'checkbox', label: 's3_user.field.create_bucket', default: true },
          // a default is in the API's unit (bytes), shown in megabytes like the item's own quota when edited
          space('space_max', 's3_user.field.space_max_mb', { required: true, default: S3.default_space_mb * S3.size_factor }),
          objects('objects_max', 's3_user.field.objects_max'),
          { name: 'buckets_max', kind: 'number', label: 's3_user.field.buckets_max', min: S3.quota_minimum, required: true, default: S3.default_buckets },
          { ...equalQuotas, default: true },
          space('space_per_bucket_max', 's3_user.field.space_per_bucket_max_mb'),
          objects('objects_per_bucket_max', 's3_user.field.objects_per_bucket_max'),
        ],
      },
      request: 'S3UserCreateRequest',
    },
    rename: {
      scope: 'item',
      // 001 §4: the canonical name cannot be renamed: rename changes `name` only (PATCH name), never canonical_name.
      // 001 §4 lists the actions blocked while processing and rename is not among them.
      spec: '000 §4 S3 user actions: rename; canonical name cannot be renamed; 001 §7 PATCH /s3/users/{id} (name)',
      call: { method: 'PATCH', path: '/s3/users/{id}' },
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'S3UserUpdateRequest',
    },
    suspend: {
      scope: 'item',
      spec: '000 §4 S3 user actions: suspend; 001 §7 POST /s3/users/{id}/suspend',
      // 001 §4 "unsuspend (awaiting status)": read for suspend as well (stricter: the user shows AWAITING while it runs).
      awaiting_status: true,
      hide: [rule(status.is('SUSPENDED'), 'reason.s3_user.suspended', '001 §4 S3 user: suspend is hidden when SUSPENDED')],
      block: [processing],
      call: { method: 'POST', path: '/s3/users/{id}/suspend' },
      after: { refetch: 'both' },
    },
    unsuspend: {
      scope: 'item',
      spec: '000 §4 S3 user actions: unsuspend (awaiting status); 001 §7 POST /s3/users/{id}/unsuspend',
      awaiting_status: true,
      // Stricter reading: unsuspend resumes a billed service, like start ("create, start, resize, attach and similar").
      paid: true,
      hide: [rule(not(status.is('SUSPENDED')), 'reason.s3_user.not_suspended', '001 §4 S3 user: unsuspend is hidden unless SUSPENDED')],
      block: [processing],
      call: { method: 'POST', path: '/s3/users/{id}/unsuspend' },
      after: { refetch: 'both' },
      baseline: { 'item.status': 'SUSPENDED' },
    },
    change_quotas: {
      scope: 'item',
      spec: '000 §4 S3 user actions: change_quotas (quota change); 001 §5 S3 quota; 001 §7 PUT /s3/users/{id}/quotas',
      // Stricter reading: raising quotas is resize-like, so it is a paid action.
      paid: true,
      block: [processing],
      call: { method: 'PUT', path: '/s3/users/{id}/quotas' },
      after: { refetch: 'both' },
      // 001 §5: the current quotas in megabytes; an empty object count is unlimited (null)
      dialog: {
        fields: [
          space('space_max', 's3_user.field.space_max_mb', { required: true, default: { path: 'item.space_max' } }),
          objects('objects_max', 's3_user.field.objects_max', { default: { path: 'item.objects_max' } }),
          { name: 'buckets_max', kind: 'number', label: 's3_user.field.buckets_max', min: S3.quota_minimum, required: true, default: { path: 'item.buckets_max' } },
          { ...equalQuotas, default: false },
          space('space_per_bucket_max', 's3_user.field.space_per_bucket_max_mb', { default: { path: 'item.space_per_bucket_max' } }),
          objects('objects_per_bucket_max', 's3_user.field.objects_per_bucket_max', { default: { path: 'item.objects_per_bucket_max' } }),
        ],
      },
      request: 'S3UserQuotasRequest',
    },
    credentials_show: {
      scope: 'item',
      spec: '000 §4 S3 user actions: credentials_show; 001 §7 GET /s3/users/{id}/credentials',
      mutating: false,
      call: { method: 'GET', path: '/s3/users/{id}/credentials' },
      // asked for, then shown in a view dialog with copy (as an API token's value); the reset opens it with its answer
      after: { refetch: 'none', then: 'credentials_show' },
      view: {
        note: 's3_user.view.note',
        fields: [
          { path: 'answer.key_id', label: 's3_user.field.key_id', copy: true },
          { path: 'answer.secret_key', label: 's3_user.field.secret_key', copy: true, secret: true },
        ],
      },
    },
    credentials_reset: {
      scope: 'item',
      spec: '000 §4 S3 user actions: credentials_reset (then shows credentials); 001 §7 POST /s3/users/{id}/credentials',
      block: [processing],
      call: { method: 'POST', path: '/s3/users/{id}/credentials' },
      after: { refetch: 'none', then: 'credentials_show' },
    },
    delete: {
      scope: 'item',
      spec: "000 §4 S3 user actions: delete (long; first loads the user's buckets); 001 §7 DELETE /s3/users/{id}",
      awaiting_status: true,
      marks_deleting: true,
      block: [processing],
      prepare: ['load_buckets'],
      // the dialog lists the buckets that go with the user (beyond the spec, issue 11 item 6: ActionConfig.dependents)
      dependents: ['buckets'],
      call: { method: 'DELETE', path: '/s3/users/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
