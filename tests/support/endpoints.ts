// The endpoints the tests name: the app's own (account, balance, projects) and the kinds' sources, by the names the
// tests use (servers, server, volumes, volume, local_disks, local_disk, snapshots, snapshot), read from the configs.
import { ENDPOINTS as APP_ENDPOINTS } from '../../src/query/apiQuery'
import { server, snapshot, volume } from '../../generated/routes/index'

const source = (sources: typeof server.sources, index: number) => {
  const found = sources[index]
  if (!found?.detail) throw new Error('the config has no such source')
  return { list: found.list, detail: found.detail }
}

export const ENDPOINTS = {
  ...APP_ENDPOINTS,
  // the signed-in user's profile (entities/profile.ts sources: one item, no id)
  profile: '/profile',
  servers: source(server.sources, 0).list,
  server: source(server.sources, 0).detail,
  volumes: source(volume.sources, 0).list,
  volume: source(volume.sources, 0).detail,
  local_disks: source(volume.sources, 1).list,
  local_disk: source(volume.sources, 1).detail,
  snapshots: source(snapshot.sources, 0).list,
  snapshot: source(snapshot.sources, 0).detail,
} as const
