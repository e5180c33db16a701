// S3 buckets (000 §3 Bucket, 001 §3, 001 §7 S3) as a resource of the kit: a project's, owned by one of its S3
// users (many-to-one, reverse buckets), with the space and objects it holds and its two URLs (path style and
// domain style). A bucket is made with its user (create_bucket) and goes before it (a user's delete removes its
// buckets first); its name is unique across the provider, as an S3 bucket name is.
import type { S3Bucket } from '../../../generated/types/index.js'
import { defineResource, type Resource } from '../../kit/resource'
import { countOf } from '../../kit/rows'
import { integerField, textField } from '../../lists/shape'

export interface S3BucketRow {
  id: string
  project_id: string
  user_id: string
  name: string
  /** bytes */
  space_used: number
  objects_count: number
  created_in: string
}

/** The provider's S3 endpoint (one datacenter, in Moscow: 000 §1). */
export const S3_ENDPOINT_HOST = 's3.msk.cloud.local'

const MIGRATION = `
CREATE TABLE s3_buckets (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES s3_users(id) ON DELETE CASCADE,
  name TEXT NOT NULL UNIQUE,
  space_used INTEGER NOT NULL DEFAULT 0,
  objects_count INTEGER NOT NULL DEFAULT 0,
  created_in TEXT NOT NULL
);
CREATE INDEX s3_buckets_project_created ON s3_buckets(project_id, created_in DESC, id);
CREATE INDEX s3_buckets_user ON s3_buckets(user_id);
`

export const urlsOf = (name: string): NonNullable<S3Bucket['urls']> => ({ path_style: `https://${S3_ENDPOINT_HOST}/${name}`, domain_style: `https://${name}.${S3_ENDPOINT_HOST}` })

export const s3BucketResource: Resource<S3BucketRow, S3Bucket> = defineResource<S3BucketRow, S3Bucket>({
  kind: 's3_bucket',
  what: 'Bucket',
  table: 's3_buckets',
  columns: ['id', 'project_id', 'user_id', 'name', 'space_used', 'objects_count', 'created_in'],
  scope: 'project',
  migrations: [{ version: 13, name: 'S3 buckets', sql: MIGRATION }],
  list: {
    table: 's3_buckets b',
    joins: { u: 'JOIN s3_users u ON u.id = b.user_id' },
    columns: 'b.*',
    id: 'b.id',
    shape: {
      fields: {
        id: textField('b.id'),
        name: textField('b.name'),
        owner: {
          fields: {
            id: { ...textField('b.user_id'), indexed: 'b.user_id' },
            canonical_name: { ...textField('u.canonical_name'), join: 'u' },
            name: { ...textField('u.name'), join: 'u', freeText: true },
          },
        },
        space_used: integerField('b.space_used'),
        objects_count: integerField('b.objects_count'),
        urls: 'memory',
        created_in: textField('b.created_in'),
        project_id: textField('b.project_id'),
      },
    },
  },
  present: (ctx, row) => {
    const owner = ctx.repos.db.prepare('SELECT canonical_name, name FROM s3_users WHERE id = ?').get(row.user_id) as { canonical_name: string; name: string } | undefined
    return {
      id: row.id,
      name: row.name,
      owner: { id: row.user_id, canonical_name: owner?.canonical_name ?? '', name: owner?.name ?? '' },
      space_used: row.space_used,
      objects_count: row.objects_count,
      urls: urlsOf(row.name),
      created_in: row.created_in,
      project_id: row.project_id,
    }
  },
  entity: 's3_bucket',
  used: (ctx, projectId) => ({ 's3-bucket-count': countOf(ctx, s3BucketResource, 'project_id = ?', projectId) }),
})
