import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MATRICES_DIR } from '../../codegen/matrix-render'
import { registry } from '../../entities'

/** The kinds the issue lists; each needs a config and a committed matrix. */
const ISSUE_KINDS = [
  'server', 'server_license', 'volume', 'snapshot', 'floatingip', 'keypair', 'dns_domain', 'dns_record', 'loadbalancer',
  'loadbalancer_rule', 's3_user', 's3_bucket', 'backup_plan', 'backup', 'dbaas_cluster', 'dbaas_database', 'dbaas_cluster_backup',
  'dbaas_database_backup', 'vrouter', 'api_token', 'payment', 'payer', 'autopay', 'ticket', 'profile', 'acceptance_cert', 'cart',
  'cart_product', 'referral',
]

const dir = fileURLToPath(new URL(`../../${MATRICES_DIR}/`, import.meta.url))

describe('every kind of the issue has a matrix', () => {
  it('is registered and has matrices/<kind>.md and matrices/<kind>.json', () => {
    const missing = ISSUE_KINDS.flatMap((kind) => {
      if (!registry.has(kind)) return [`${kind}: no config registered`]
      return ['md', 'json'].filter((ext) => !existsSync(`${dir}${kind}.${ext}`)).map((ext) => `${kind}: no ${MATRICES_DIR}/${kind}.${ext}`)
    })
    expect(missing, `kinds without a matrix:\n${missing.join('\n')}`).toEqual([])
  })
})
