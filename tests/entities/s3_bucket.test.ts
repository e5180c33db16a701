import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities/index'

describe('s3_bucket: config', () => {
  it('000 §3: s3 bucket to owner S3 user many-to-one (reverse buckets)', () => {
    expect(registry.relations('s3_bucket')).toEqual({ owner: { kind: 's3_user', cardinality: 'many-to-one', reverse: 'buckets', reference: 'owner' } })
  })

  it('001 §7: buckets are only read (no bucket action calls exist), so the config declares no actions', () => {
    expect(registry.actions('s3_bucket')).toEqual([])
    expect(() => evaluateAction('s3_bucket', 'delete', { item: {} })).toThrow('Action delete not found for entity s3_bucket')
  })

  it('000 §3: bucket list sort -created_in, name field name; 001 §9 bucket limits', () => {
    expect(registry.get('s3_bucket').list?.order).toBe('-created_in')
    expect(registry.displayName('s3_bucket', { name: 'photos', owner: 'u1' })).toBe('photos')
    expect(registry.limits('s3_bucket')).toEqual(['s3-bucket-count', 's3-max-space'])
  })

  it("000 §3 Bucket: 'URLs (path style and domain style)' listed to copy; the owner links to its S3 user", () => {
    const columns = registry.get('s3_bucket').list?.columns ?? []
    expect(columns.filter((column) => column.widget === 'copy_value').map((column) => column.field)).toEqual(['urls.path_style', 'urls.domain_style'])
    expect(columns.find((column) => column.field === 'owner')?.format).toBe('link')
    // 001 §7 GET /projects/{id}/s3/buckets; a user's buckets are the same list by owner (its buckets tab)
    expect(registry.get('s3_bucket').sources).toEqual([{ list: '/projects/{project_id}/s3/buckets' }])
    expect(registry.get('s3_user').detail?.tabs.find((tab) => tab.name === 'buckets')?.related).toBe('buckets')
  })
})
