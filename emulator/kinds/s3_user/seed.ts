// The demo accounts' S3 storage: an AVAILABLE user with two buckets holding data and a SUSPENDED one with a
// bucket, so that the s3 page, a user's page and its actions have something in every state at once.
import { S3 } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { s3BucketResource } from '../s3_bucket/resource'
import { s3UserResource, type S3UserRow } from './resource'

const MB = S3.size_factor
const GB = 1024 * MB

export interface S3Seed {
  project_id: string
  /** the account's prefix: canonical and bucket names are unique across the provider */
  prefix: string
  at: () => string
}

export function seedS3(ctx: Ctx, { project_id, prefix, at }: S3Seed): void {
  const user = (name: string, canonical: string, status: string, quotas: Pick<S3UserRow, 'space_max' | 'objects_max' | 'buckets_max'>, buckets: readonly [string, number, number][]): void => {
    const row: S3UserRow = {
      id: newId(),
      project_id,
      name,
      canonical_name: `${prefix}${canonical}`,
      tenant: `tenant-${project_id.slice(0, 8)}`,
      status,
      key_id: `DEMO${canonical
        .replace(/[^a-z0-9]/g, '')
        .toUpperCase()
        .padEnd(16, 'X')
        .slice(0, 16)}`,
      secret_key: newId().replace(/-/g, ''),
      ...quotas,
      space_per_bucket_max: quotas.space_max,
      objects_per_bucket_max: quotas.objects_max,
      create_bucket: 1,
      created_in: at(),
    }
    insertRow(ctx, s3UserResource, row)
    for (const [bucket, space, objects] of buckets)
      insertRow(ctx, s3BucketResource, { id: newId(), project_id, user_id: row.id, name: `${prefix}${bucket}`, space_used: space, objects_count: objects, created_in: at() })
  }
  user('Backups', 'demo-backups', 'AVAILABLE', { space_max: 50 * GB, objects_max: null, buckets_max: 5 }, [
    ['demo-backups', 3 * GB + 200 * MB, 1240],
    ['demo-site-assets', 750 * MB, 86],
  ])
  user('Archive', 'demo-archive', 'SUSPENDED', { space_max: 10 * GB, objects_max: 100_000, buckets_max: 2 }, [['demo-archive-2024', 1536 * MB, 310]])
}
