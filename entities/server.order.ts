// The server order form (000 §4 Server actions: create; 000 §2 servers/new): one model for the order page and the
// cart's server order options (000 §3 Cart: volumes, name, flavor, image_id, recipe_id), exported for the cart.
import { PRICE_GROUPS, RESOURCES, VOLUME } from '../contract/constants'
import type { FieldConfig } from '../engine/types'
import type { ServerItem } from './server'

/** 000 §3 Cart: a server order's options as the API takes them (schemas/requests/server-create.schema.json) */
export interface ServerOrder {
  name: string
  image_id?: string
  recipe_id?: string
  /** the flavor preset's name */
  flavor: string
  /** the system disk first (a network volume or a local disk), then network volumes */
  volumes: { storage_type: 'volume' | 'local'; size: number }[]
  keypairs?: string[]
  password?: string
  floatingip?: { ddos_protection: boolean } | null
}

export const NETWORK = { storage_type: 'volume' } as const
export const LOCAL = { storage_type: 'local' } as const

/** 001 §9 volume sizes; a new server's system disk starts at 20 GB (the seed's servers have 20) */
const SYSTEM_DISK_GB = 20

export const ORDER_FIELDS: readonly FieldConfig<ServerItem>[] = [
  // 000 §5: OS families and versions from the project's images, or a recipe
  { name: 'image', kind: 'widget', widget: 'image_picker', spread: true, section: 'console.order.section.image', label: 'console.order.field.image', required: true },
  // flavor presets (vCPU, RAM); dedicated CPU only where the project has a dedicated_cpu price (000 §4)
  {
    name: 'flavor',
    kind: 'widget',
    widget: 'flavor_picker',
    section: 'console.order.section.flavor',
    label: 'console.order.field.flavor',
    required: true,
    widget_options: { price_group: PRICE_GROUPS.server, dedicated_price: RESOURCES.dedicated_cpu },
  },
  // the system disk (network volume or local disk, size) and extra volumes; 001 §9 sizes
  {
    name: 'volumes',
    kind: 'widget',
    widget: 'disk_picker',
    section: 'console.order.section.disks',
    label: 'console.order.field.volumes',
    required: true,
    min: VOLUME.min_size,
    max: VOLUME.max_size,
    step: VOLUME.step,
    default: [{ storage_type: 'volume', size: SYSTEM_DISK_GB }],
    widget_options: { flavor_field: 'flavor', network_type: NETWORK.storage_type, local_type: LOCAL.storage_type },
  },
  // SSH keys of the project (a new one made over the page), or a password (000 §5: generated 15 characters, the
  // first and last alphanumeric)
  { name: 'keypairs', kind: 'widget', widget: 'entity_checklist', section: 'console.order.section.access', label: 'console.order.field.keypairs', picker: { kind: 'keypair' } },
  { name: 'password', kind: 'password', label: 'console.order.field.password', hint: 'console.order.hint.password', generate: 'alnum_edges', required_unless: 'keypairs' },
  // an external address with DDoS protection (000 §3 Cart: floatingip null or {ddos_protection})
  { name: 'floatingip', kind: 'widget', widget: 'external_address', section: 'console.order.section.network', label: 'console.order.field.floatingip', default: { ddos_protection: false } },
  // 000 §5 entity-name mode
  { name: 'name', kind: 'name', section: 'console.order.section.name', label: 'console.action.field.name', required: true },
]
