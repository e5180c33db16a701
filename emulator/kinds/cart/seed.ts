// The demo account's cart (000 §3 Cart): what its user composed on the provider's site and has not ordered yet:
// a server, a DBaaS cluster (the site's "db") and S3 storage, each with the options the site gives.
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { cartProductResource } from './resource'

export function seedCart(ctx: Ctx, owner: { account_id: string; user_id: string; project_id: string }): void {
  const at = ctx.now()
  const products = [
    { kind: 'server', options: { name: 'site-web', flavor: 'std-1-2', image_id: 'image-ubuntu-22', volumes: [{ storage_type: 'volume', size: 20 }], floatingip: { ddos_protection: false } } },
    { kind: 'db', options: { name: 'site-db', datastore: 'mysql-8', flavor: { vcpus: 2, ram: 4 }, nodes_count: 2, storage_size: 20, address: null } },
    { kind: 's3_storage', options: { name: 'site-files', canonical_name: 'site-files', create_bucket: true, space_max: 10 * 1024 ** 3, buckets_max: 1 } },
  ]
  products.forEach((product, index) => {
    insertRow(ctx, cartProductResource, {
      id: newId(),
      account_id: owner.account_id,
      user_id: owner.user_id,
      kind: product.kind,
      num: 1,
      label: product.options.name,
      options: JSON.stringify({ ...product.options, project_id: owner.project_id }),
      status: null,
      error: null,
      created_in: isoAt(at + index),
    })
  })
}
