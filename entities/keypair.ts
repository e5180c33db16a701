// SSH keypair (000 §3 Keypair, 000 §4 Keypair actions, 001 §4 Keypair actions, 001 §7 Keypairs).
// The spec gives keypairs no statuses and no hide or block rule of their own; creating one is blocked for an
// unverified or unidentified account (000 §4 Project, engine cross-cutting rule) and checked against the
// project's keypair limit (001 §9 limit names; 001 §8 "limit reached for ... keypairs").
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, TIMINGS } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { LimitRequest } from '../engine/types'
import type { Keypair } from '../generated/types/index.js'

/** one keypair per create or generate */
const oneKeypair: LimitRequest = { name: LIMIT_NAMES.keypair, amount: 1 }

export const keypair = defineEntity<Keypair>()({
  kind: 'keypair',
  spec: '000 §3 Keypair; 000 §4 Keypair actions; 001 §4 Keypair actions',
  scope: 'project',
  service: 'keypairs',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'keypair',
  icon: 'key',
  routes: {
    // 000 §2: project/keypairs/all; a keypair has no page of its own.
    list: { name: 'keypairs_all', path: '/lk/project/keypairs/all' },
    section: { name: 'keypairs', path: '/lk/project/keypairs' },
  },
  inputs: [],
  limits: [LIMIT_NAMES.keypair],
  // 001 §7: "default order created_in or -created_in": the console's default list sort (001 §9) is taken.
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 Keypair: name, public key, created
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'public_key', label: 'column.public_key', format: 'text' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 001 §7 GET /projects/{id}/keypairs; a keypair has no detail call and no page
  sources: [{ list: '/projects/{project_id}/keypairs' }],
  pages: { redirects: { section: 'list' }, menu: { group: 'compute', order: 40, icon: 'key-round' }, first_step: { order: 2, label: 'console.first_hour.keypair', route: 'list' } },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Keypair actions: create; 001 §7 POST /projects/{id}/keypairs (name, public_key)',
      creates_resource: true,
      verify: { limits: [oneKeypair] },
      call: { method: 'POST', path: '/projects/{project_id}/keypairs' },
      after: { refetch: 'list' },
      // 000 §5: the name must match the name inside the public key (the API checks it: 400 name_mismatch)
      dialog: {
        fields: [
          { name: 'name', kind: 'name', label: 'console.action.field.name', required: true },
          { name: 'public_key', kind: 'textarea', label: 'console.action.field.public_key', hint: 'keypair.hint.public_key', required: true },
        ],
      },
      request: 'KeypairCreateRequest',
    },
    generate: {
      scope: 'collection',
      spec: '000 §4 Keypair actions: generate (then offers download); 001 §7 POST /projects/{id}/keypairs/generate (name)',
      creates_resource: true,
      verify: { limits: [oneKeypair] },
      call: { method: 'POST', path: '/projects/{project_id}/keypairs/generate' },
      after: { refetch: 'list', then: 'download_keypair' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true }] },
      request: 'KeypairGenerateRequest',
    },
    download_keypair: {
      scope: 'item',
      spec: '000 §4 Keypair actions: download_keypair (zip named from the keypair)',
      // The private key is not stored (000 §3): the archive exists only right after generate, which opens this
      // action; it is not offered in the menu of a stored keypair.
      menu: false,
      mutating: false,
      // the archive of the SSH data: the private key and the public one, as ssh-keygen names them
      download: { file: '{answer.name}.zip', format: 'zip', entries: { id_ed25519: 'answer.private_key', 'id_ed25519.pub': 'answer.public_key' } },
    },
    download_public_key: {
      scope: 'item',
      spec: '000 §4 Keypair actions: download_public_key',
      mutating: false,
      download: { file: '{item.name}.pub', format: 'text', content: 'item.public_key' },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Keypair actions: delete; 001 §7 DELETE /keypairs/{keypair_id}',
      // 000 §3: a keypair has keypair_id besides id; the call names it.
      call: { method: 'DELETE', path: '/keypairs/{item.keypair_id}' },
      after: { refetch: 'list' },
    },
  },
})
