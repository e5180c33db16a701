// S3 bucket (000 §3 S3 user / Bucket, 001 §3, 001 §7 S3).
// The spec gives buckets no actions of their own: 001 §7 only reads them (GET /s3/users/{id}/buckets,
// GET /projects/{id}/s3/buckets, GET /s3/buckets/{id}); a bucket is made by an S3 user's create (create_bucket)
// and its quotas follow the user's (001 §5 equal_with_user_quotas). So the config declares no actions.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, TIMINGS } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { S3Bucket } from '../generated/types/index.js'

export const s3_bucket = defineEntity<S3Bucket>()({
  kind: 's3_bucket',
  spec: '000 §3 Bucket: name, owner, id, space_used, URLs (path style and domain style); list sort -created_in',
  scope: 'project',
  service: 's3',
  // 000 §3 names no parent for buckets; they are listed per project (GET /projects/{id}/s3/buckets) and tied to
  // their user by the owner relation.
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 's3_bucket',
  icon: 'bucket',
  // 000 §2 project/s3 shows the users "and the project's buckets": the buckets' list is its own page beside the
  // users' (s3/buckets, a product decision: 000 §2 names no route for it); a user's buckets show on its page.
  routes: { list: { name: 's3_buckets', path: '/lk/project/s3/buckets' } },
  inputs: [],
  limits: [LIMIT_NAMES.s3_buckets, LIMIT_NAMES.s3_space],
  relations: {
    // 000 §3: s3 bucket to owner S3 user many-to-one (reverse buckets). The bucket's owner field refers to the user.
    owner: { kind: 's3_user', cardinality: 'many-to-one', reverse: 'buckets', reference: 'owner' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'name', label: 'column.name', format: 'text' },
      { field: 'owner', label: 's3_bucket.field.owner', format: 'link' },
      { field: 'space_used', label: 's3_bucket.field.space_used', widget: 'byte_size' },
      { field: 'objects_count', label: 's3_bucket.field.objects_count', format: 'text' },
      // 000 §3: URLs path style and domain style, to copy
      { field: 'urls.path_style', label: 's3_bucket.field.path_style', widget: 'copy_value' },
      { field: 'urls.domain_style', label: 's3_bucket.field.domain_style', widget: 'copy_value' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 001 §7 GET /projects/{id}/s3/buckets (a user's: GET /s3/users/{id}/buckets is the same list by owner)
  sources: [{ list: '/projects/{project_id}/s3/buckets' }],
  pages: { menu: { group: 'data', order: 210, icon: 'archive' } },
  actions: {},
})
