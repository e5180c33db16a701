// @vitest-environment jsdom
// Every action dialog the console offers (volume, server, snapshot, keypair, floating IP, API token) (engine/registry.ts; 000 §4 Generic
// action flow: form, processing, back to the form on failure, ready and closed after 1 s), driven as a user
// drives it, against msw: each dialog (CASES) meets each answer of the API (OUTCOMES) through one helper (drive).
// Every time the one call goes to the action's endpoint with the form in the API shape; success shows ready and
// closes; a 400 with a path puts its message on that field (a dialog without fields shows it on the general field)
// and keeps what was typed; a 5xx and a network failure show a general error and go back to the form. Extend's
// failures open the order flow instead (000 §4, orderFlow.test.tsx).
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogueBadRequest } from '../../../emulator/http/errors'
import { CollectionAction, EntityActions } from '../../../src/actions'
import { offeredActions } from '../../../engine/registry'
import { registry } from '../../../entities'
import { API, click, closed, errorOf, LIMITS, openDialog, renderActions, submit, type, type Rendered } from './harness'

const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }
const attachedVolume = { ...volume, status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' } }
const stoppedServer = {
  id: 's1',
  name: 'web',
  status: 'STOPPED',
  rescue_mode: 'NO',
  flavor: { name: 'small', vcpus: 1, ram: 1 },
  snapshots: [],
  addresses: [{ external: true, address: '203.0.113.5' }],
}
const runningServer = { ...stoppedServer, status: 'ACTIVE' }
const inRescue = { ...runningServer, rescue_mode: 'ACTIVE' }
const snapshot = { id: 'sn1', name: 'snap', status: 'ACTIVE', size: 20, parent_server: { id: 's1' }, child_servers: [] }
const keypair = { id: 'k1', keypair_id: 'k1', name: 'laptop', public_key: 'ssh-ed25519 AAAA laptop' }
const freeAddress = { id: 'f1', address: '203.0.113.9', status: 'DOWN', type: 'FIXED', attached_to: null, is_primary: false, ptr: null, bandwidth_max_mbps: 100, ddos_protection: false }
const attachedAddress = { ...freeAddress, status: 'ACTIVE', attached_to: { entity: 'server', id: 's1', name: 'web' } }
const token = { id: 't1', name: 'ci', created_in: '2026-11-01T00:00:00Z' }
/** a public key as ssh-keygen writes it, its name after the key data (000 §5: the name must match it) */
const PUBLIC_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGVtdWxhdG9yLXRlc3Qta2V5LWZvci1kaWFsb2dz backup'

const GENERAL_FAILURE = 'Не удалось выполнить действие. Мы уже получили отчёт об ошибке, попробуйте позже'

let received: { method: string; path: string; body: unknown }[] = []

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text()
  return text === '' ? undefined : (JSON.parse(text) as unknown)
}

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 1, month: 720 }, currency: 'RUB' })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: LIMITS, count: LIMITS.length })),
  http.get(`${API}/projects/p1/servers`, () =>
    HttpResponse.json({
      result: [runningServer, { ...stoppedServer, id: 's2', name: 'db' }, { ...stoppedServer, id: 's3', name: 'busy', status: 'REBOOTING' }],
      count: 3,
    }),
  ),
  // after an action the item is asked for once (src/actions/flow.ts refetchKind)
  http.get(`${API}/volumes/:id/detail`, ({ params }) => HttpResponse.json({ ...volume, id: params.id })),
  http.get(`${API}/servers/:id`, ({ params }) => HttpResponse.json({ ...stoppedServer, id: params.id })),
  http.get(`${API}/snapshots/:id`, ({ params }) => HttpResponse.json({ ...snapshot, id: params.id })),
  http.get(`${API}/addresses/:id/detail`, ({ params }) => HttpResponse.json({ ...freeAddress, id: params.id })),
  // the free addresses a server's attach_floatingip picks from, and counts (000 §4: none free → the list)
  http.get(`${API}/projects/p1/addresses`, () => HttpResponse.json({ result: [freeAddress], count: 1 })),
  // the free volumes a server's attach_volume picks from
  http.get(`${API}/projects/p1/volumes`, () => HttpResponse.json({ result: [volume], count: 1 })),
  http.get(`${API}/projects/p1/local-disks`, () => HttpResponse.json({ result: [], count: 0 })),
  // the balancers a floating IP's attach_loadbalancer picks from (one without a floating IP)
  http.get(`${API}/projects/p1/loadbalancers`, () => HttpResponse.json({ result: [{ id: 'lb1', name: 'front', status: 'ACTIVE', addresses: [] }], count: 1 })),
  // 001 §7: the ready check before backups are enabled (a server with the Linux headers)
  http.post(`${API}/servers/:id/backup/ready-check`, () => HttpResponse.json({ linux_headers: true })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  received = []
  window.localStorage.clear()
})

interface DialogCase {
  name: string
  ui: () => ReactNode
  /** the action's label: its button, the dialog's title and OK */
  label: string
  method: 'post' | 'patch' | 'put' | 'delete'
  path: string
  /** what the user does in the form */
  fill: (dialog: HTMLElement) => Promise<void>
  /** the request body the API gets (undefined: none) */
  body: unknown
  /** the form field a 400 lands on: the API path, the control's label and what the user typed (or picked) */
  field?: { path: string; label: string; typed: string; picker?: true }
  /** what else the user typed, to be kept after a failure */
  kept?: { label: string; typed: string }
  /** where the app is after success (after.navigate) */
  landsOn?: string
  /** a failed call opens the order flow instead of the form again (000 §4 extend: orderFlow.test.tsx) */
  failsToOrderFlow?: true
}

const named = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label })

async function confirmName(dialog: HTMLElement, name: string) {
  type(named(dialog, `Введите «${name}» для подтверждения`), name)
  await click(within(dialog).getByRole('checkbox', { name: 'Я понимаю, что действие нельзя отменить' }))
}

const nothing = async () => {}

/** Picks an option of an entity picker once its list is in. */
async function pick(dialog: HTMLElement, label: string, option: string) {
  const select = within(dialog).getByRole('combobox', { name: label })
  await waitFor(() => expect(within(select).queryByRole('option', { name: option })).not.toBeNull())
  fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: option }).value } })
}

const CASES: DialogCase[] = [
  {
    name: 'volume create',
    ui: () => <CollectionAction kind="volume" action="create" />,
    label: 'Создать диск',
    method: 'post',
    path: '/projects/p1/volumes',
    fill: async (dialog) => type(named(dialog, 'Название'), 'backup'),
    // 001 §7: name, size integer, autorename true; the size is the default 100 (001 §9)
    body: { name: 'backup', size: 100, autorename: true },
    field: { path: 'name', label: 'Название', typed: 'backup' },
  },
  {
    name: 'volume attach',
    ui: () => <EntityActions kind="volume" item={volume} variant="buttons" />,
    label: 'Подключить к серверу',
    method: 'post',
    path: '/volumes/v1/attach',
    fill: async (dialog) => {
      const select = within(dialog).getByRole('combobox', { name: 'Сервер' })
      await waitFor(() => expect(within(select).queryByRole('option', { name: 'web' })).not.toBeNull())
      const option = within(select).getByRole<HTMLOptionElement>('option', { name: 'web' })
      fireEvent.change(select, { target: { value: option.value } })
    },
    body: { server_id: 's1' },
    field: { path: 'server_id', label: 'Сервер', typed: 'web', picker: true },
  },
  {
    name: 'volume detach',
    ui: () => <EntityActions kind="volume" item={attachedVolume} related={{ server: stoppedServer }} variant="buttons" />,
    label: 'Отключить от сервера',
    method: 'post',
    path: '/volumes/v1/detach',
    fill: nothing,
    body: {},
  },
  {
    name: 'volume extend',
    ui: () => <EntityActions kind="volume" item={volume} variant="buttons" />,
    label: 'Увеличить размер',
    method: 'post',
    path: '/volumes/v1/extend',
    fill: async (dialog) => {
      // it starts one step above the current size (001 §4: the size only grows)
      expect((named(dialog, 'Новый размер') as HTMLInputElement).value).toBe('110')
      type(named(dialog, 'Новый размер'), '200')
    },
    body: { new_size: 200 },
    field: { path: 'new_size', label: 'Новый размер', typed: '200' },
    failsToOrderFlow: true,
  },
  {
    name: 'volume rename',
    ui: () => <EntityActions kind="volume" item={volume} variant="buttons" />,
    label: 'Переименовать',
    method: 'patch',
    path: '/volumes/v1',
    fill: async (dialog) => {
      expect((named(dialog, 'Название') as HTMLInputElement).value).toBe('data')
      type(named(dialog, 'Название'), 'data-2')
    },
    body: { name: 'data-2' },
    field: { path: 'name', label: 'Название', typed: 'data-2' },
  },
  {
    name: 'volume delete',
    ui: () => <EntityActions kind="volume" item={volume} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/volumes/v1',
    fill: (dialog) => confirmName(dialog, 'data'),
    // the typed name only confirms; nothing is sent
    body: undefined,
    kept: { label: 'Введите «data» для подтверждения', typed: 'data' },
  },
  {
    name: 'server start',
    ui: () => <EntityActions kind="server" item={stoppedServer} variant="buttons" />,
    label: 'Запустить',
    method: 'post',
    path: '/servers/s1/start',
    fill: nothing,
    body: {},
  },
  {
    name: 'server stop',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Остановить',
    method: 'post',
    path: '/servers/s1/stop',
    fill: nothing,
    body: {},
  },
  {
    name: 'server reboot',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Перезагрузить',
    method: 'post',
    path: '/servers/s1/reboot',
    fill: nothing,
    // 000 §4: reboot (HARD)
    body: { type: 'HARD' },
  },
  {
    name: 'server delete',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/servers/s1',
    fill: async (dialog) => {
      await click(within(dialog).getByRole('checkbox', { name: 'Сохранить системный диск' }))
      await confirmName(dialog, 'web')
    },
    // 000 §4: delete can keep the bootable volume or clear the filesystem table; the typed name is not sent
    body: { keep_bootable_volume: true, clear_fstab: false },
    kept: { label: 'Введите «web» для подтверждения', typed: 'web' },
  },
  {
    name: 'server resize',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Изменить конфигурацию',
    method: 'post',
    path: '/servers/s1/resize',
    fill: async (dialog) => {
      type(named(dialog, 'vCPU'), '2')
      type(named(dialog, 'RAM, ГБ'), '4')
    },
    body: { vcpus: 2, ram: 4 },
    // 000 §5: CPU and RAM linked by allowed ranges: the API says on ram when the pair is no flavor
    field: { path: 'ram', label: 'RAM, ГБ', typed: '4' },
    kept: { label: 'vCPU', typed: '2' },
  },
  {
    name: 'server change_password',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Сменить пароль',
    method: 'post',
    path: '/servers/s1/password',
    fill: async (dialog) => type(within(dialog).getByLabelText('Новый пароль', { exact: false }), 'Server-pass-2026'),
    body: { password: 'Server-pass-2026' },
  },
  {
    name: 'server attach_volume',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Подключить диск',
    method: 'post',
    path: '/volumes/v1/attach',
    fill: (dialog) => pick(dialog, 'Диск', 'data'),
    // the volume goes in the path, this server in the body (001 §7 POST /volumes/{id}/attach (server_id))
    body: { server_id: 's1' },
  },
  {
    name: 'server rescue_enable',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Включить режим восстановления',
    method: 'post',
    path: '/servers/s1/rescue/enable',
    fill: nothing,
    body: {},
  },
  {
    name: 'server rescue_disable',
    ui: () => <EntityActions kind="server" item={inRescue} variant="buttons" />,
    label: 'Выключить режим восстановления',
    method: 'post',
    path: '/servers/s1/rescue/disable',
    fill: nothing,
    body: {},
  },
  {
    name: 'server rescue_password',
    ui: () => <EntityActions kind="server" item={inRescue} variant="buttons" />,
    label: 'Пароль режима восстановления',
    method: 'post',
    path: '/servers/s1/rescue/password',
    fill: async (dialog) => type(within(dialog).getByLabelText('Новый пароль системы восстановления', { exact: false }), 'Rescue-pass-2026'),
    body: { password: 'Rescue-pass-2026' },
  },
  {
    name: 'server admin_key_enable',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Добавить ключ поддержки',
    method: 'post',
    path: '/servers/s1/admin-key',
    fill: (dialog) => click(within(dialog).getByRole('checkbox', { name: 'Я согласен, что поддержка получит доступ к серверу по своему SSH-ключу' })),
    // 000 §4 Support key: only if the user agrees
    body: { agree: true },
  },
  {
    name: 'server admin_key_disable',
    ui: () => <EntityActions kind="server" item={{ ...runningServer, admin_key_status: 'THERE' }} variant="buttons" />,
    label: 'Удалить ключ поддержки',
    method: 'delete',
    path: '/servers/s1/admin-key',
    fill: (dialog) => click(within(dialog).getByRole('checkbox', { name: 'Я хочу удалить SSH-ключ поддержки с этого сервера' })),
    body: { agree: true },
  },
  {
    name: 'server update_os_core',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Запросить обновление ядра ОС',
    method: 'post',
    path: '/servers/s1/os-core-update',
    fill: nothing,
    body: {},
  },
  {
    // 000 §4: backup enable for a supported OS with the QEMU agent; 001 §7 backup-enable (predefined_settings_id)
    name: 'server backup_enable',
    ui: () => (
      <EntityActions
        kind="server"
        item={{ ...runningServer, guest_agent: true, backup_plans: [], image: { operation_system: { distribution: 'ubuntu', version: '22.04', os_family: 'linux' } } }}
        variant="buttons"
      />
    ),
    label: 'Включить резервное копирование',
    method: 'post',
    path: '/servers/s1/backup-enable',
    fill: nothing,
    body: { predefined_settings_id: 'daily' },
    field: { path: 'predefined_settings_id', label: 'Настройки резервного копирования', typed: 'Ежедневно в 00:00: полные копии по понедельникам и пятницам, остальные инкрементные', picker: true },
  },
  {
    name: 'server rename',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Переименовать',
    method: 'patch',
    path: '/servers/s1',
    fill: async (dialog) => type(named(dialog, 'Название'), 'web-2'),
    body: { name: 'web-2' },
    field: { path: 'name', label: 'Название', typed: 'web-2' },
  },
  {
    name: 'server create_snapshot',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Создать снапшот',
    method: 'post',
    path: '/servers/s1/snapshots',
    fill: async (dialog) => type(named(dialog, 'Название снапшота'), 'before-upgrade'),
    body: { name: 'before-upgrade' },
    field: { path: 'name', label: 'Название снапшота', typed: 'before-upgrade' },
  },
  {
    name: 'snapshot restore',
    ui: () => <EntityActions kind="snapshot" item={snapshot} related={{ server: runningServer }} variant="buttons" />,
    label: 'Восстановить сервер',
    method: 'post',
    path: '/snapshots/sn1/restore',
    fill: async (dialog) => {
      type(named(dialog, 'Название нового сервера'), 'restored')
      await click(within(dialog).getByRole('checkbox', { name: 'Защита от DDoS-атак' }))
    },
    body: { name: 'restored', ddos_protection: true },
    field: { path: 'name', label: 'Название нового сервера', typed: 'restored' },
    // 000 §4: restore goes to servers_all
    landsOn: '/lk/project/servers/all',
  },
  {
    name: 'snapshot delete',
    ui: () => <EntityActions kind="snapshot" item={snapshot} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/snapshots/sn1',
    fill: nothing,
    body: undefined,
  },
  {
    name: 'server attach_floatingip',
    ui: () => <EntityActions kind="server" item={runningServer} variant="buttons" />,
    label: 'Привязать IP-адрес',
    method: 'post',
    path: '/floatingips/f1/attach/server',
    fill: (dialog) => pick(dialog, 'IP-адрес', '203.0.113.9'),
    // the address goes in the path, the server in the body (001 §7 POST /floatingips/{id}/attach/server)
    body: { id: 's1' },
  },
  {
    name: 'keypair create',
    ui: () => <CollectionAction kind="keypair" action="create" />,
    label: 'Добавить ключ',
    method: 'post',
    path: '/projects/p1/keypairs',
    fill: async (dialog) => {
      type(named(dialog, 'Название'), 'backup')
      type(named(dialog, 'Публичный ключ'), PUBLIC_KEY)
    },
    body: { name: 'backup', public_key: PUBLIC_KEY },
    field: { path: 'name', label: 'Название', typed: 'backup' },
    kept: { label: 'Публичный ключ', typed: PUBLIC_KEY },
  },
  {
    name: 'keypair generate',
    ui: () => <CollectionAction kind="keypair" action="generate" />,
    label: 'Сгенерировать ключ',
    method: 'post',
    path: '/projects/p1/keypairs/generate',
    fill: async (dialog) => type(named(dialog, 'Название'), 'deploy'),
    body: { name: 'deploy' },
    field: { path: 'name', label: 'Название', typed: 'deploy' },
  },
  {
    name: 'keypair delete',
    ui: () => <EntityActions kind="keypair" item={keypair} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/keypairs/k1',
    fill: nothing,
    body: undefined,
  },
  {
    name: 'floatingip create',
    ui: () => <CollectionAction kind="floatingip" action="create" />,
    label: 'Заказать IP-адрес',
    method: 'post',
    path: '/projects/p1/addresses',
    fill: (dialog) => click(within(dialog).getByRole('checkbox', { name: 'Защита от DDoS-атак' })),
    body: { ddos_protection: true },
  },
  {
    name: 'floatingip attach',
    ui: () => <EntityActions kind="floatingip" item={freeAddress} variant="buttons" />,
    label: 'Привязать',
    method: 'post',
    path: '/addresses/f1/attach',
    fill: (dialog) => pick(dialog, 'Сервер', 'web'),
    body: { id: 's1', entity: 'server' },
    field: { path: 'id', label: 'Сервер', typed: 'web', picker: true },
  },
  {
    name: 'floatingip attach_loadbalancer',
    ui: () => <EntityActions kind="floatingip" item={freeAddress} variant="buttons" />,
    label: 'Привязать к балансировщику',
    method: 'post',
    path: '/addresses/f1/attach/loadbalancer',
    fill: (dialog) => pick(dialog, 'Балансировщик', 'front'),
    // 001 §7: the path names the entity; the body the balancer's id
    body: { id: 'lb1' },
    field: { path: 'id', label: 'Балансировщик', typed: 'front', picker: true },
  },
  {
    name: 'floatingip reattach',
    ui: () => <EntityActions kind="floatingip" item={attachedAddress} variant="buttons" />,
    label: 'Перепривязать',
    method: 'post',
    path: '/addresses/f1/attach',
    fill: (dialog) => pick(dialog, 'Сервер', 'db'),
    body: { id: 's2', entity: 'server' },
    field: { path: 'id', label: 'Сервер', typed: 'db', picker: true },
  },
  {
    name: 'floatingip detach',
    ui: () => <EntityActions kind="floatingip" item={attachedAddress} variant="buttons" />,
    label: 'Отвязать',
    method: 'post',
    path: '/addresses/f1/detach',
    fill: nothing,
    body: {},
  },
  {
    name: 'floatingip make_primary',
    ui: () => <EntityActions kind="floatingip" item={attachedAddress} variant="buttons" />,
    label: 'Сделать основным',
    method: 'post',
    path: '/addresses/f1/primary',
    fill: nothing,
    body: {},
  },
  {
    name: 'floatingip bandwidth_gb_on',
    ui: () => <EntityActions kind="floatingip" item={attachedAddress} variant="buttons" />,
    label: 'Подключить канал 1 Гбит/с',
    method: 'post',
    path: '/addresses/f1/bandwidth',
    fill: nothing,
    // 001 §4: bandwidth_gb_on sets 1024
    body: { bandwidth_max_mbps: 1024 },
  },
  {
    name: 'floatingip bandwidth_gb_off',
    ui: () => <EntityActions kind="floatingip" item={{ ...attachedAddress, bandwidth_max_mbps: 1024 }} variant="buttons" />,
    label: 'Отключить канал 1 Гбит/с',
    method: 'post',
    path: '/addresses/f1/bandwidth',
    fill: nothing,
    // 001 §4: bandwidth_gb_off sets 100
    body: { bandwidth_max_mbps: 100 },
  },
  {
    name: 'floatingip edit_ptr',
    ui: () => <EntityActions kind="floatingip" item={attachedAddress} variant="buttons" />,
    label: 'Изменить PTR-запись',
    method: 'put',
    path: '/addresses/f1/ptr',
    fill: async (dialog) => type(named(dialog, 'PTR-запись'), 'mail.example.com'),
    body: { value: 'mail.example.com' },
    field: { path: 'value', label: 'PTR-запись', typed: 'mail.example.com' },
  },
  {
    name: 'floatingip delete',
    ui: () => <EntityActions kind="floatingip" item={freeAddress} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/addresses/f1',
    fill: nothing,
    body: undefined,
  },
  {
    name: 'api_token create',
    ui: () => <CollectionAction kind="api_token" action="create" />,
    label: 'Создать токен',
    method: 'post',
    path: '/access-tokens',
    fill: async (dialog) => type(named(dialog, 'Название'), 'deploy'),
    body: { name: 'deploy' },
    field: { path: 'name', label: 'Название', typed: 'deploy' },
  },
  {
    name: 'api_token renew',
    ui: () => <EntityActions kind="api_token" item={token} variant="buttons" />,
    label: 'Перевыпустить',
    method: 'post',
    path: '/access-tokens/t1/renew',
    fill: nothing,
    body: {},
  },
  {
    name: 'api_token rename',
    ui: () => <EntityActions kind="api_token" item={token} variant="buttons" />,
    label: 'Переименовать',
    method: 'patch',
    path: '/access-tokens/t1',
    fill: async (dialog) => type(named(dialog, 'Название'), 'ci-2'),
    body: { name: 'ci-2' },
    field: { path: 'name', label: 'Название', typed: 'ci-2' },
  },
  {
    name: 'api_token delete',
    ui: () => <EntityActions kind="api_token" item={token} variant="buttons" />,
    label: 'Удалить',
    method: 'delete',
    path: '/access-tokens/t1',
    fill: nothing,
    body: undefined,
  },
]

function answer(method: DialogCase['method'], path: string, respond: () => Response) {
  return http[method](`${API}${path}`, async ({ request }) => {
    received.push({ method: request.method, path: new URL(request.url).pathname, body: await bodyOf(request) })
    return respond()
  })
}

/** The control of a field: a picker's select or a textbox. */
const control = (dialog: HTMLElement, field: { label: string; picker?: true }) => (field.picker ? within(dialog).getByRole('combobox', { name: field.label }) : named(dialog, field.label))

/** What the control shows: the picked option's text or the typed value. */
function shown(dialog: HTMLElement, field: { label: string; picker?: true }): string | null | undefined {
  const element = control(dialog, field)
  return element instanceof HTMLSelectElement ? element.selectedOptions[0]?.textContent : (element as HTMLInputElement).value
}

/** The form is back: the general error shows (if one is given), what was typed is kept and OK can be pressed again. */
async function backToForm(c: DialogCase, dialog: HTMLElement, general: string | undefined) {
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Отмена' })).not.toBeNull())
  if (general !== undefined) expect(within(dialog).getByRole('alert').textContent).toContain(general)
  for (const typed of [c.field, c.kept]) if (typed) expect(shown(dialog, typed)).toBe(typed.typed)
  const ok = within(dialog)
    .getAllByRole('button', { name: c.label })
    .find((button) => button.getAttribute('type') === 'submit')
  expect(ok?.hasAttribute('disabled')).toBe(false)
  expect(dialog.getAttribute('data-state')).toBe('open')
}

const REFUSED = 'Так нельзя'
/** a message of no code the console knows: a generic Russian sentence, the API's text its detail (ui/errors/serverErrorText.ts) */
const REFUSED_SHOWN = `Значение не принято. Ответ сервера: ${REFUSED}`

/** How the API answers the dialog's call, and what the user sees then. */
interface Outcome {
  name: string
  respond: (c: DialogCase) => Response
  then: (c: DialogCase, dialog: HTMLElement, rendered: Rendered) => Promise<void>
  /** a failure of the call (not a 400 about what was typed) */
  failure?: true
}

const OUTCOMES: Outcome[] = [
  {
    name: 'success: shows ready, closes (and goes where the action leads)',
    respond: (c) => HttpResponse.json({ id: 'x' }, { status: c.method === 'patch' ? 200 : 202 }),
    then: async (c, dialog, rendered) => {
      expect(await within(dialog).findByText('Готово')).toBeTruthy()
      await closed(c.label)
      if (c.landsOn) await waitFor(() => expect(rendered.router.state.location.pathname).toBe(c.landsOn))
    },
  },
  {
    name: 'a 400 with a path: the message on that field (the general one for a dialog without it), values kept',
    respond: (c) => HttpResponse.json({ errors: [{ path: c.field?.path ?? 'nofield', message: REFUSED }] }, { status: 400 }),
    then: async (c, dialog) => {
      const field = c.field
      if (field) await waitFor(() => expect(errorOf(control(dialog, field))).toBe(REFUSED_SHOWN))
      await backToForm(c, dialog, field ? undefined : REFUSED_SHOWN)
    },
  },
  {
    name: 'a 5xx: the general error, back to the form',
    respond: () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'Service Unavailable' }] }, { status: 503 }),
    then: (c, dialog) => backToForm(c, dialog, GENERAL_FAILURE),
    failure: true,
  },
  {
    name: 'a network failure: the general error, back to the form',
    respond: () => HttpResponse.error(),
    then: (c, dialog) => backToForm(c, dialog, GENERAL_FAILURE),
    failure: true,
  },
]

/**
 * The one path of a dialog: the user opens it, fills it in and presses OK; the API answers the call as the outcome
 * says. Whatever the answer, the one call went to the action's endpoint with the form in the API shape.
 */
async function drive(c: DialogCase, outcome: Outcome) {
  server.use(answer(c.method, c.path, () => outcome.respond(c)))
  const rendered = await renderActions(c.ui())
  const dialog = await openDialog(c.label)
  await c.fill(dialog)
  await submit(dialog, c.label)
  await outcome.then(c, dialog, rendered)
  expect(received).toEqual([{ method: c.method.toUpperCase(), path: `/api/v1${c.path}`, body: c.body }])
}

function caseNamed(name: string): DialogCase {
  const found = CASES.find((c) => c.name === name)
  if (!found) throw new Error(`no dialog case ${name}`)
  return found
}

it('covers every action the console offers with a call: a new one comes with its dialog case', () => {
  const calling = (kind: string) => offeredActions(registry.get(kind)).filter((action) => registry.get(kind).actions[action]?.call !== undefined)
  // server create is ordered from its page only (servers/new: tests/e2e/server-order.spec.ts), never a dialog
  const pageOnly = ['server create']
  const offered = ['volume', 'server', 'snapshot', 'keypair', 'floatingip', 'api_token']
    .flatMap((kind) => calling(kind).map((action) => `${kind} ${action}`))
    .filter((name) => !pageOnly.includes(name))
  expect(CASES.map((c) => c.name).sort()).toEqual(offered.sort())
})

describe.each(CASES)('$name dialog', (c) => {
  for (const outcome of OUTCOMES) if (!(outcome.failure && c.failsToOrderFlow)) it(outcome.name, () => drive(c, outcome))
})

describe('dialog details', () => {
  it('volume create shows the price per hour and month from the price list before ordering, following the size', async () => {
    await renderActions(<CollectionAction kind="volume" action="create" />)
    const dialog = await openDialog('Создать диск')
    const price = within(dialog).getByRole('group', { name: 'Стоимость' })
    // 100 GB × 0.5 ₽ an hour, × 360 ₽ a month
    expect(price.textContent).toMatch(/50,00\s₽ в час/)
    expect(price.textContent).toMatch(/36\s000,00\s₽ в месяц/)
    type(named(dialog, 'Размер'), '200')
    await waitFor(() => expect(price.textContent).toMatch(/100,00\s₽ в час/))
  })

  it('volume create with a size the form refuses says what the price waits for instead of calculating forever', async () => {
    await renderActions(<CollectionAction kind="volume" action="create" />)
    const dialog = await openDialog('Создать диск')
    const price = within(dialog).getByRole('group', { name: 'Стоимость' })
    type(named(dialog, 'Размер'), '')
    await waitFor(() => expect(price.textContent).toContain('Стоимость появится, когда поля заполнены верно'))
    expect(price.textContent).not.toContain('Считаем стоимость')
    type(named(dialog, 'Размер'), '20')
    await waitFor(() => expect(price.textContent).toMatch(/10,00\s₽ в час/))
  })

  it('volume extend shows what the added space costs per hour and month, following the new size', async () => {
    await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />)
    const dialog = await openDialog('Увеличить размер')
    const price = within(dialog).getByRole('group', { name: 'Стоимость увеличения' })
    // it starts at the size + 10: 10 GB more × 0.5 ₽ an hour, × 360 ₽ a month
    expect(price.textContent).toMatch(/5,00\s₽ в час/)
    expect(price.textContent).toMatch(/3\s600,00\s₽ в месяц/)
    type(named(dialog, 'Новый размер'), String(Number(volume.size) + 50))
    await waitFor(() => expect(price.textContent).toMatch(/25,00\s₽ в час/))
  })

  it('snapshot restore shows the price of the server it orders per hour and month, following DDoS protection', async () => {
    await renderActions(<EntityActions kind="snapshot" item={snapshot} related={{ server: runningServer }} variant="buttons" />)
    const dialog = await openDialog('Восстановить сервер')
    const price = within(dialog).getByRole('group', { name: 'Стоимость' })
    // the parent's flavor (small: 2 ₽), a disk of the snapshot's 20 GB (× 0.5 ₽) and an address (0.25 ₽) an hour;
    // 1 440 + 7 200 + 180 ₽ a month
    expect(price.textContent).toMatch(/12,25\s₽ в час/)
    expect(price.textContent).toMatch(/8\s820,00\s₽ в месяц/)
    // its DDoS protection: 0.1 ₽ an hour, 72 ₽ a month more
    await click(within(dialog).getByRole('checkbox', { name: 'Защита от DDoS-атак' }))
    await waitFor(() => expect(price.textContent).toMatch(/12,35\s₽ в час/))
    expect(price.textContent).toMatch(/8\s892,00\s₽ в месяц/)
  })

  it.each([
    ['volume', volume, 'Диск «data» будет удалён вместе с данными. Это нельзя отменить.', 'data'],
    ['server', runningServer, 'Сервер «web» будет удалён. Это нельзя отменить.', 'web'],
  ])('%s delete says what is lost above the fields (type the name, tick the box)', async (kind, item, warning, name) => {
    await renderActions(<EntityActions kind={kind} item={item} variant="buttons" />)
    const dialog = await openDialog('Удалить')
    const text = within(dialog).getByText(warning)
    const field = named(dialog, `Введите «${name}» для подтверждения`)
    expect(text.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  // the emulator's own answer to a name in use: 400 on name with the catalogue's English text and its code
  const nameInUse: Outcome = {
    name: 'a name in use',
    respond: () => {
      const refusal = catalogueBadRequest('name', 'volume_name_in_use')
      return HttpResponse.json(refusal.body(), { status: refusal.status })
    },
    then: async (c, dialog) => {
      await waitFor(() => expect(errorOf(named(dialog, 'Название'))).toBe('Диск с таким именем уже есть'))
      await backToForm(c, dialog, undefined)
    },
  }
  it.each(['volume create', 'volume rename'])("%s: a name in use shows the catalogue's message on the name field in Russian (001 §8)", (name) => drive(caseNamed(name), nameInUse))

  it('volume attach offers only the servers the volume can attach to (not one that is rebooting)', async () => {
    await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />)
    const dialog = await openDialog('Подключить к серверу')
    const select = within(dialog).getByRole('combobox', { name: 'Сервер' })
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'web' })).not.toBeNull())
    expect(within(select).getByRole('option', { name: 'db' })).toBeTruthy()
    expect(within(select).queryByRole('option', { name: 'busy' })).toBeNull()
  })

  it('extend refuses a size that does not grow, before calling the API', async () => {
    await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />)
    const dialog = await openDialog('Увеличить размер')
    const size = named(dialog, 'Новый размер')
    type(size, '100')
    await submit(dialog, 'Увеличить размер')
    await waitFor(() => expect(errorOf(size)).toBe('Новый размер должен быть больше текущего (100 ГБ)'))
    expect(received).toEqual([])
  })

  it('server resize starts from the current flavor (000 §4 resize: vcpus, ram)', async () => {
    await renderActions(<EntityActions kind="server" item={{ ...runningServer, flavor: { name: 'std-2-4', vcpus: 2, ram: 4 } }} variant="buttons" />)
    const dialog = await openDialog('Изменить конфигурацию')
    expect((named(dialog, 'vCPU') as HTMLInputElement).value).toBe('2')
    expect((named(dialog, 'RAM, ГБ') as HTMLInputElement).value).toBe('4')
  })

  it('server admin_key_enable: OK waits until the user agrees (000 §4 Support key)', async () => {
    await renderActions(<EntityActions kind="server" item={runningServer} variant="buttons" />)
    const dialog = await openDialog('Добавить ключ поддержки')
    const ok = () =>
      within(dialog)
        .getAllByRole('button', { name: 'Добавить ключ поддержки' })
        .find((button) => button.getAttribute('type') === 'submit')
    expect(ok()?.hasAttribute('disabled')).toBe(true)
    await click(within(dialog).getByRole('checkbox', { name: 'Я согласен, что поддержка получит доступ к серверу по своему SSH-ключу' }))
    await waitFor(() => expect(ok()?.hasAttribute('disabled')).toBe(false))
  })

  it('the request schema is checked before sending: a name it refuses stays on its field', async () => {
    await renderActions(<EntityActions kind="server" item={runningServer} variant="buttons" />)
    const dialog = await openDialog('Переименовать')
    const name = named(dialog, 'Название')
    // the name field strips what a name may not hold; a leading dot passes it but not the schema's pattern
    type(name, '.web')
    await submit(dialog, 'Переименовать')
    await waitFor(() => expect(errorOf(name)).toMatch(/Допустимы буквы, цифры/))
    expect(received).toEqual([])
  })
})
