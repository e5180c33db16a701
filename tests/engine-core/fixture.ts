// A small made-up pair of kinds, so the engine is tested without any real entity config.
import { all, count, defineEntity, dimension, fact, inSet, is, limitExceeded, not, present, rule, status, cmp } from '../../engine/define'

export const host = defineEntity({
  kind: 'host',
  spec: 'test fixture',
  scope: 'project',
  service: 'hosts',
  parent: { kind: 'project' },
  name_field: 'label',
  ws_entity: 'host_ws',
  icon: 'box',
  routes: { page: { name: 'host_details', path: '/lk/hosts/$id' }, list: { name: 'hosts', path: '/lk/hosts' } },
  statuses: { values: ['UP', 'BUSY', 'BROKEN'], sets: { processing: ['BUSY'], usable: ['UP'], error: ['BROKEN'] } },
  inputs: [dimension('status', 'item.status', ['UP', 'BUSY', 'BROKEN'])],
  actions: {},
})

export const disk = defineEntity({
  kind: 'disk',
  spec: 'test fixture',
  scope: 'project',
  service: 'disks',
  parent: { kind: 'host' },
  name_field: 'name',
  ws_entity: 'disk',
  icon: 'disk',
  routes: { page: { name: 'disk_details', path: '/lk/disks/$id' } },
  statuses: { values: ['READY', 'WORKING', 'FAILED'], sets: { processing: ['WORKING'], usable: ['READY'], error: ['FAILED'] } },
  facts: {
    full: { reads: ['item.size', 'item.used'], compute: (c) => Number(c.item.used) >= Number(c.item.size), spec: 'fixture: full when used reaches size' },
  },
  inputs: [dimension('status', 'item.status', ['READY', 'WORKING', 'FAILED']), dimension('host status', 'related.host.status', ['UP', 'BUSY'])],
  limits: ['disks'],
  resources: ['disk'],
  relations: { host: { kind: 'host', cardinality: 'many-to-one', reverse: 'disks', id: 'host_id' } },
  actions: {
    create: { scope: 'collection', spec: 'fixture', paid: true, creates_resource: true, hide: [rule(limitExceeded('disks', 1), 'reason.limit', 'fixture')] },
    grow: {
      scope: 'item',
      spec: 'fixture',
      paid: true,
      hide: [rule(is('item.kind', 'fixed'), 'reason.fixed', 'fixture')],
      block: [
        rule(status.inSet('processing'), 'reason.processing', 'fixture'),
        rule(inSet('related.host.status', 'processing', 'host'), 'reason.host_processing', 'fixture'),
        rule(fact('full'), 'reason.full', 'fixture'),
        rule(cmp('item.size', '>=', 'item.max_size'), 'reason.max_size', 'fixture'),
        rule(count('item.snapshots', '>=', 2), 'reason.snapshots', 'fixture'),
      ],
    },
    rename: { scope: 'item', spec: 'fixture', block: [rule(not(present('item.name')), 'reason.no_name', 'fixture')] },
    show: { scope: 'item', spec: 'fixture', mutating: false },
    drop: {
      scope: 'item',
      spec: 'fixture',
      allowed_when_project_blocked: true,
      blocked_in_support_session: true,
      redirects: [{ when: all(is('item.bootable', true), present('item.host_id')), name: 'drop_bootable', route: 'host_details', params: { id: 'item.host_id' }, spec: 'fixture' }],
    },
  },
})

export const note = defineEntity({
  kind: 'note',
  spec: 'test fixture',
  scope: 'account',
  service: 'notes',
  parent: null,
  name_field: 'title',
  ws_entity: 'note',
  icon: 'note',
  routes: {},
  inputs: [],
  actions: { write: { scope: 'collection', spec: 'fixture', paid: true } },
})
