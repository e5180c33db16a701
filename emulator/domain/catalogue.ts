// What a new project starts with: the provider's flavors and images, limits (000 §3, 001 §9 names) and
// the price list. Prices are per hour in kopecks; a month is 720 hours.
import { LICENSE, SERVER, VOLUME, VROUTER } from '../../contract/constants'
import type { FlavorRow, ImageRow } from '../db/catalogue'

export const FLAVORS: readonly FlavorRow[] = [
  { id: 'flavor-std-1-1', name: 'std-1-1', vcpus: 1, ram: 1, cpu_type: 'shared' },
  { id: 'flavor-std-1-2', name: 'std-1-2', vcpus: 1, ram: 2, cpu_type: 'shared' },
  { id: 'flavor-std-2-4', name: 'std-2-4', vcpus: 2, ram: 4, cpu_type: 'shared' },
  { id: 'flavor-std-4-8', name: 'std-4-8', vcpus: 4, ram: 8, cpu_type: 'shared' },
  { id: 'flavor-ded-2-8', name: 'ded-2-8', vcpus: 2, ram: 8, cpu_type: 'DEDICATED' },
  { id: 'flavor-ded-4-16', name: 'ded-4-16', vcpus: 4, ram: 16, cpu_type: 'DEDICATED' },
]

export const IMAGES: readonly ImageRow[] = [
  { id: 'image-ubuntu-22', name: 'Ubuntu 22.04', distribution: 'ubuntu', version: '22', os_family: 'linux' },
  { id: 'image-debian-12', name: 'Debian 12', distribution: 'debian', version: '12', os_family: 'linux' },
  { id: 'image-ubuntu-20', name: 'Ubuntu 20.04', distribution: 'ubuntu', version: '20', os_family: 'linux' },
  { id: 'image-windows-2022', name: 'Windows Server 2022', distribution: 'windows', version: '2022', os_family: 'windows' },
]

/** A recipe: software installed on an image (000 §3 Project recipes, Server recipe.name). */
export interface Recipe {
  id: string
  name: string
  image_id: string
}

export const RECIPES: readonly Recipe[] = [
  { id: 'recipe-docker', name: 'Docker', image_id: 'image-ubuntu-22' },
  { id: 'recipe-lamp', name: 'LAMP', image_id: 'image-debian-12' },
]

/** Limit maxima of a new project (the issue: servers 10, volumes 10, disk-space 1000, addresses 64). */
export const DEFAULT_LIMITS: Readonly<Record<string, number>> = {
  servers: 10,
  volumes: VOLUME.max_count,
  'disk-space': VOLUME.max_size,
  addresses: SERVER.max_addresses,
  loadbalancer: 5,
  'dbaas-clusters': 3,
  'dbaas-storage': 500,
  's3-max-users': 5,
  's3-bucket-count': 10,
  // megabytes (001 §9: the S3 size factor 1048576 makes bytes of megabytes): 100 GB
  's3-max-space': 102_400,
  dns_domain: 10,
  dns_record: 100,
  keypair: 10,
  vrouters: 3,
}

export interface PriceSeed {
  group: string
  name: string
  hour_kop: number
  max_value?: number
}

/** 001 §9 priced resources: ipv4, bandwidth_base, ddos_protection, addresses; plus disks and flavors. */
export const DEFAULT_PRICES: readonly PriceSeed[] = [
  { group: 'volume', name: 'disk-space', hour_kop: 1, max_value: VOLUME.max_size }, // 0.01 ₽ per GB-hour, 7.20 ₽ per GB-month
  { group: 'server', name: 'std-1-1', hour_kop: 100 },
  { group: 'server', name: 'std-1-2', hour_kop: 150 },
  { group: 'server', name: 'std-2-4', hour_kop: 300 },
  { group: 'server', name: 'std-4-8', hour_kop: 600 },
  { group: 'server', name: 'ded-2-8', hour_kop: 900 },
  { group: 'server', name: 'ded-4-16', hour_kop: 1800 },
  // 000 §4: dedicated CPU is ordered only where the project has a dedicated_cpu price (it offers the DEDICATED
  // flavors, which are priced by their own entries)
  { group: 'server', name: 'dedicated_cpu', hour_kop: 0 },
  // a local disk, per GB (a network volume is volume / disk-space)
  { group: 'server', name: 'disk', hour_kop: 2 },
  { group: 'address', name: 'ipv4', hour_kop: 20 },
  { group: 'address', name: 'ddos_protection', hour_kop: 50 },
  // 001 §9: bandwidth_base is 0 when the 1 Gbit channel is on; the default 100 Mbps channel is free
  { group: 'address', name: 'bandwidth_base', hour_kop: 0 },
  // 001 §9: snapshots are free
  { group: 'snapshot', name: 'snapshot', hour_kop: 0 },
  // stored server backups, per GB (000 §4 Cart: backups are consumption-billed)
  { group: 'backup', name: 'storage', hour_kop: 1 },
  // 000 §4 Cart: S3 storage is consumption-billed, per GB-hour of the space the buckets hold
  { group: 's3', name: 's3_storage', hour_kop: 2 },
  // DBaaS clusters: per vCPU, per GB of RAM and per GB of storage of a cluster (its nodes together)
  { group: 'dbaas', name: 'cpu', hour_kop: 60 },
  { group: 'dbaas', name: 'ram', hour_kop: 30 },
  { group: 'dbaas', name: 'storage', hour_kop: 2, max_value: 500 },
  { ...VROUTER.price, hour_kop: 150 },
  // 001 §9: resources priced: loadbalancer (a running balancer, per hour)
  { group: 'loadbalancer', name: 'loadbalancer', hour_kop: 250 },
  // server licences, per unit and hour (a product decision: the spec gives no prices)
  { group: LICENSE.price_group, name: 'ispmanager_6', hour_kop: 120 },
  { group: LICENSE.price_group, name: 'windows_server', hour_kop: 200 },
  { group: LICENSE.price_group, name: 'windows_rdp', hour_kop: 40 },
  { group: LICENSE.price_group, name: 'mssql_web', hour_kop: 60 },
  { group: LICENSE.price_group, name: 'mssql_standard', hour_kop: 300 },
]
