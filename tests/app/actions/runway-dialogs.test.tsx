// @vitest-environment jsdom
// Beyond the spec (issue "Money" item 8): every paid dialog (start, resize, snapshot, restore, attach, licences,
// create) shows before OK how the order changes the daily cost and the days the balance lasts. Each dialog is opened
// as a user opens it, under the balance the layout provides (GET /balance), with the project's price list; the
// figures are the runway of what the action's config orders (entities/*: price), read from the note's text.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Outlet } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LICENSE, VROUTER } from '../../../contract/constants'
import { ActionRunnerProvider, CollectionAction, EntityActions } from '../../../src/actions'
import { createApiClient } from '../../../src/api/client'
import ruEntities from '../../../src/i18n/locales/ru/entities.json'
import { sessionStore } from '../../../src/session/instance'
import { formatMoney } from '../../../ui/format/money'
import { RunwayBalanceProvider } from '../../../src/shell/RunwayBalanceProvider'
import { API, LIMITS, openDialog, project, renderActions } from './harness'

/** the account: 1000 ₽ at 2 ₽ an hour (48 ₽ a day, 20 days) */
const BALANCE = { balance: 1000, credit_limit: 0, current_cost: { hour: 2, month: 1440 }, currency: 'RUB' }
const hourly = (name: string, group: string, hour: number) => ({ group, name, cost: { hour, month: hour * 720 } })
const PRICES = [
  hourly('small', 'server', 2),
  hourly('medium', 'server', 3),
  hourly('disk', 'server', 0.1),
  hourly('disk-space', 'volume', 0.5),
  hourly('ipv4', 'address', 0.25),
  hourly('snapshot', 'snapshot', 0),
  hourly('loadbalancer', 'loadbalancer', 2.5),
  hourly(VROUTER.price.name, VROUTER.price.group, 1.5),
  hourly('cpu', 'dbaas', 0.6),
  hourly('ram', 'dbaas', 0.3),
  ...LICENSE.addons.map((addon) => hourly(addon, LICENSE.price_group, 0.4)),
]
const FLAVORS = [
  { name: 'small', vcpus: 1, ram: 1, cpu_type: 'shared' },
  { name: 'medium', vcpus: 2, ram: 2, cpu_type: 'shared' },
]

const stoppedServer = {
  id: 's1',
  name: 'web',
  status: 'STOPPED',
  rescue_mode: 'NO',
  guest_agent: true,
  flavor: { name: 'small', vcpus: 1, ram: 1, cpu_type: 'shared' },
  snapshots: [],
  volumes: [],
  licenses: [],
}
const runningServer = { ...stoppedServer, status: 'ACTIVE', addresses: [{ external: true, address: '203.0.113.5' }] }
/** a local disk of 20 GB and two Windows RDP licences: 2 + 20 × 0.1 + 2 × 0.4 = 4.8 ₽ an hour once started */
const heavyServer = {
  ...stoppedServer,
  volumes: [{ size: 20, bootable: true, storage_type: 'local' }],
  licenses: [{ id: 'l1', addon: 'windows_rdp', name: 'Windows RDP', value: 2, status: 'ACTIVE' }],
}
const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }
const freeAddress = { id: 'f1', address: '203.0.113.9', status: 'DOWN', type: 'FIXED', attached_to: null, is_primary: false, ptr: null, bandwidth_max_mbps: 100, ddos_protection: false }
const attachedAddress = { ...freeAddress, status: 'ACTIVE', attached_to: { entity: 'server', id: 's1', name: 'web' } }
const snapshot = { id: 'sn1', name: 'snap', status: 'ACTIVE', size: 20, parent_server: { id: 's1', flavor: { name: 'small', vcpus: 1, ram: 1 } }, child_servers: [] }
const balancer = { id: 'lb1', name: 'front', status: 'STOPPED', addresses: [] }
const router = { id: 'r1', name: 'gw', status: 'STOPPED', addresses: [] }
const cluster = { id: 'c1', name: 'pg', status: 'STOPPED', flavor: { vcpus: 2, ram: 4 }, storage_size: 20, external_addresses: [], address: null, external_ip: null }
const license = { id: 'l1', addon: 'windows_rdp', name: 'Windows RDP', value: 2, status: 'ACTIVE' }

const list = (result: unknown[]) => HttpResponse.json({ result, count: result.length })
const msw = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json(BALANCE)),
  http.get(`${API}/projects/p1/limits`, () => list(LIMITS)),
  http.get(`${API}/projects/p1/servers`, () => list([runningServer])),
  http.get(`${API}/projects/p1/volumes`, () => list([volume])),
  http.get(`${API}/projects/p1/local-disks`, () => list([])),
  http.get(`${API}/projects/p1/addresses`, () => list([freeAddress])),
  http.get(`${API}/projects/p1/loadbalancers`, () => list([{ ...balancer, status: 'ACTIVE' }])),
)
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())
afterEach(() => {
  cleanup()
  msw.resetHandlers()
  window.localStorage.clear()
})

/** the signed-in layout's part that matters here: the balance the note reads, around the action runner */
function Shell() {
  const api = createApiClient({ baseUrl: API, session: sessionStore, retries: 0 })
  return (
    <RunwayBalanceProvider>
      <ActionRunnerProvider api={api}>
        <Outlet />
      </ActionRunnerProvider>
    </RunwayBalanceProvider>
  )
}

const label = (kind: string, action: string) => (ruEntities as Record<string, string>)[`${kind}.action.${action}`] ?? `${kind}.action.${action}`

/** the text with every space (the thousands' no-break space too) a plain one */
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ')

/** what the note says: the daily cost now → then, the days now → then (Russian plural of "день") */
function said(hourAfter: number): { perDay: string; days: string } {
  const money = (roubles: number) => formatMoney(roubles, 'ru')
  const days = (count: number) => {
    const rule = new Intl.PluralRules('ru').select(count)
    return `${count} ${rule === 'one' ? 'день' : rule === 'few' ? 'дня' : 'дней'}`
  }
  return { perDay: flat(`В день: ${money(48)} → ${money(hourAfter * 24)}`), days: `Баланса хватит: ${days(20)} → ${days(Math.floor(1000 / (hourAfter * 24)))}` }
}

interface RunwayCase {
  name: string
  ui: () => ReactNode
  kind: string
  action: string
  /** the account's cost per hour once the order runs (2 ₽ now) */
  hourAfter: number
  /** what the user types first (the defaults order nothing more) */
  fill?: (dialog: HTMLElement) => void
}

const typeIn = (label: string, value: string) => (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } })
}

const item = (kind: string, entity: object, related?: Record<string, object>) => () => <EntityActions kind={kind} item={entity} variant="buttons" {...(related ? { related } : {})} />

const CASES: RunwayCase[] = [
  // start: what a stopped resource is charged again
  { name: 'server start: its flavor', ui: item('server', stoppedServer), kind: 'server', action: 'start', hourAfter: 4 },
  { name: 'server start: its flavor, local disk and licences', ui: item('server', heavyServer), kind: 'server', action: 'start', hourAfter: 6.8 },
  { name: 'load balancer start', ui: item('loadbalancer', balancer), kind: 'loadbalancer', action: 'start', hourAfter: 4.5 },
  { name: 'router start', ui: item('vrouter', router), kind: 'vrouter', action: 'start', hourAfter: 3.5 },
  { name: 'cluster start: its vCPUs and RAM', ui: item('dbaas_cluster', cluster), kind: 'dbaas_cluster', action: 'start', hourAfter: 4.4 },
  // resize and grow: the difference
  {
    name: 'server resize: the new flavor less the current one',
    ui: item('server', runningServer),
    kind: 'server',
    action: 'resize',
    fill: (dialog) => {
      typeIn('vCPU', '2')(dialog)
      typeIn('RAM, ГБ', '2')(dialog)
    },
    hourAfter: 3,
  },
  { name: 'volume extend: the 10 GB more', ui: item('volume', volume), kind: 'volume', action: 'extend', hourAfter: 7 },
  // snapshot and restore
  { name: 'server create_snapshot: free (001 §9)', ui: item('server', runningServer), kind: 'server', action: 'create_snapshot', hourAfter: 2 },
  // a server of the parent's flavor (2), a disk of the snapshot's 20 GB (10) and an address (0.25)
  { name: 'snapshot restore: a server of the parent flavor, its disk and address', ui: item('snapshot', snapshot, { server: runningServer }), kind: 'snapshot', action: 'restore', hourAfter: 14.25 },
  // attach: nothing more, a volume and an address are charged from their creation
  { name: 'volume attach', ui: item('volume', volume), kind: 'volume', action: 'attach', hourAfter: 2 },
  { name: 'server attach_volume', ui: item('server', runningServer), kind: 'server', action: 'attach_volume', hourAfter: 2 },
  { name: 'server attach_floatingip', ui: item('server', runningServer), kind: 'server', action: 'attach_floatingip', hourAfter: 2 },
  { name: 'floating IP attach', ui: item('floatingip', freeAddress), kind: 'floatingip', action: 'attach', hourAfter: 2 },
  { name: 'floating IP attach_loadbalancer', ui: item('floatingip', freeAddress), kind: 'floatingip', action: 'attach_loadbalancer', hourAfter: 2 },
  { name: 'floating IP reattach', ui: item('floatingip', attachedAddress, { server: runningServer }), kind: 'floatingip', action: 'reattach', hourAfter: 2 },
  { name: 'load balancer attach_floatingip', ui: item('loadbalancer', { ...balancer, status: 'ACTIVE' }), kind: 'loadbalancer', action: 'attach_floatingip', hourAfter: 2 },
  { name: 'router attach_floatingip', ui: item('vrouter', { ...router, status: 'ACTIVE' }), kind: 'vrouter', action: 'attach_floatingip', hourAfter: 2 },
  { name: 'cluster attach_floatingip', ui: item('dbaas_cluster', { ...cluster, status: 'ACTIVE' }), kind: 'dbaas_cluster', action: 'attach_floatingip', hourAfter: 2 },
  // licences: the units added or changed
  {
    name: 'licence change: one unit more',
    ui: item('server_license', license, { server: runningServer }),
    kind: 'server_license',
    action: 'change',
    fill: typeIn('Количество', '3'),
    hourAfter: 2.4,
  },
  {
    name: 'licence create: one unit',
    ui: () => <CollectionAction kind="server_license" action="create" related={{ server: runningServer }} />,
    kind: 'server_license',
    action: 'create',
    hourAfter: 2.4,
  },
  // create
  { name: 'volume create: 100 GB', ui: () => <CollectionAction kind="volume" action="create" />, kind: 'volume', action: 'create', hourAfter: 52 },
  { name: 'floating IP create', ui: () => <CollectionAction kind="floatingip" action="create" />, kind: 'floatingip', action: 'create', hourAfter: 2.25 },
]

describe('every paid dialog shows the change of the daily cost and of the days left before OK (issue "Money" item 8)', () => {
  it.each(CASES)(
    '$name',
    async ({ ui, kind, action, hourAfter, fill }) => {
      await renderActions(ui(), { shell: Shell, project: { ...project, prices: PRICES, flavors: FLAVORS } })
      const dialog = await openDialog(label(kind, action))
      fill?.(dialog)
      const note = await within(dialog).findByRole('group', { name: 'Как изменится расход' })
      const expected = said(hourAfter)
      await waitFor(() => expect(flat(note.textContent)).toContain(expected.perDay))
      expect(flat(note.textContent)).toContain(expected.days)
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
    },
    20_000,
  )
})
