// S3 user (000 §3 S3 user, 000 §4 S3 user, 001 §3, 001 §4 S3 user rules, 001 §5 S3 quota, 001 §7 S3, 001 §9 S3).
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, S3 } from '../contract/constants'
import { defineEntity, dimension, dimensionOf, fact, not, rule, status } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
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
  // The reverse of s3_bucket's owner relation is `buckets` (declared on s3_bucket).
  list: { order: DEFAULT_LIST_ORDER },
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
          { name: LIMIT_NAMES.s3_space, amount: { field: 'space_max', minimum: S3.order.space_minimum } },
        ],
      },
      call: { method: 'POST', path: '/projects/{project_id}/s3/users' },
      // 001 §2: after creating an S3 user the product goes to the s3 list.
      after: { refetch: 'list', recalculate_balance: true, navigate: 's3' },
    },
    rename: {
      scope: 'item',
      // 001 §4: the canonical name cannot be renamed: rename changes `name` only (PATCH name), never canonical_name.
      // 001 §4 lists the actions blocked while processing and rename is not among them.
      spec: '000 §4 S3 user actions: rename; canonical name cannot be renamed; 001 §7 PATCH /s3/users/{id} (name)',
      call: { method: 'PATCH', path: '/s3/users/{id}' },
      after: { refetch: 'both' },
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
    },
    credentials_show: {
      scope: 'item',
      spec: '000 §4 S3 user actions: credentials_show; 001 §7 GET /s3/users/{id}/credentials',
      mutating: false,
      call: { method: 'GET', path: '/s3/users/{id}/credentials' },
      after: { refetch: 'none' },
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
      // 001 §7 GET /s3/users/{id}/buckets
      prepare: ['load_buckets'],
      call: { method: 'DELETE', path: '/s3/users/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
