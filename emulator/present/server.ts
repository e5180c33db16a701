// A server as the API answers it (schemas/entities/server.schema.json).
import type { Address, LicenseAddon, Server } from '../../generated/types/index.js'
import { licenseName } from '../kinds/server_license/present'
import { RECIPES } from '../domain/catalogue'
import type { Repos } from '../db/index'
import type { AddressRow, ServerRow } from '../db/servers'

export function presentAddress(row: AddressRow): Address {
  return {
    address_id: row.id,
    address: row.address,
    type: row.type,
    external: row.external === 1,
    is_primary: row.is_primary === 1,
    mask: row.mask,
    ddos_protection: row.ddos_protection === 1,
    bandwidth_max_mbps: row.bandwidth_max_mbps,
  }
}

interface LicenseRow {
  id: string
  addon: string
  value: number
  status: string
}

/** 000 §3 Server: licenses (addon, name, value); the id and status let the licenses tab judge each */
const presentLicenseItem = (row: LicenseRow) => ({ id: row.id, addon: row.addon as LicenseAddon, name: licenseName(row.addon), value: row.value, status: row.status })

export function presentServer(repos: Repos, row: ServerRow): Server {
  const flavor = repos.catalogue.flavor(row.flavor_id)
  const image = repos.catalogue.image(row.image_id)
  const volumes = repos.volumes.volumesOfServer(row.id)
  const boot = volumes.find((volume) => volume.bootable === 1)
  const addresses = repos.servers.addressesOf(row.id)
  const snapshots = repos.snapshots.snapshotsOfServer(row.id)
  const recipe = RECIPES.find((candidate) => candidate.id === row.recipe_id)
  return {
    id: row.id,
    name: row.name,
    status: row.status as Server['status'],
    rescue_mode: row.rescue_mode as NonNullable<Server['rescue_mode']>,
    guest_agent: true,
    ...(flavor ? { flavor: { id: flavor.id, name: flavor.name, vcpus: flavor.vcpus, ram: flavor.ram, cpu_type: flavor.cpu_type } } : {}),
    ...(image ? { image: { id: image.id, name: image.name, operation_system: { distribution: image.distribution, version: image.version, os_family: image.os_family } } } : {}),
    volumes: volumes.map((volume) => ({ id: volume.id, name: volume.name, size: volume.size, bootable: volume.bootable === 1, storage_type: volume.storage_type, status: volume.status })),
    ...(boot ? { disk_data: { storage_type: boot.storage_type, size: boot.size } } : {}),
    addresses: addresses.filter((address) => address.external === 1).map(presentAddress),
    internal_addresses: addresses.filter((address) => address.external === 0).map(presentAddress),
    snapshots: snapshots.map((snapshot) => ({ id: snapshot.id })),
    snapshots_count: snapshots.length,
    backup_plans: repos.db.prepare('SELECT id FROM backup_plans WHERE server_id = ?').all(row.id) as { id: string }[],
    licenses: (repos.db.prepare('SELECT id, addon, value, status FROM server_licenses WHERE server_id = ? ORDER BY created_in, id').all(row.id) as LicenseRow[]).map(presentLicenseItem),
    admin_key_status: (row.admin_key_status ?? 'NO') as NonNullable<Server['admin_key_status']>,
    ...(recipe ? { recipe: { id: recipe.id, name: recipe.name } } : {}),
    keypairs: JSON.parse(row.keypairs ?? '[]') as { id: string; name: string }[],
    has_dedicated_vcpus: flavor?.cpu_type === 'DEDICATED',
    created_in: row.created_in,
    project_id: row.project_id,
  }
}
