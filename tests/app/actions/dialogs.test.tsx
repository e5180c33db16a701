// @vitest-environment jsdom
// Every action dialog of volume, server and snapshot the console offers (src/actions/offered.ts; 000 §4 Generic
// action flow: form, processing, back to the form on failure, ready and closed after 1 s), driven as a user
// drives it, against msw:
// success sends the API shape of the form and closes; a 400 with a path puts its message on that field (a dialog
// without fields shows it on the general field) and keeps what was typed; a 5xx and a network failure show a
// general error and go back to the form. Extend falls back to the order flow instead (000 §4, tested apart).
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogueBadRequest } from '../../../emulator/http/errors'
import { CollectionAction, EntityActions } from '../../../src/actions'
import { offeredActions } from '../../../src/actions/offered'
import { API, click, closed, errorOf, LIMITS, openDialog, renderActions, submit, type, type Rendered } from './harness'

const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }
const attachedVolume = { ...volume, status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' } }
const stoppedServer = { id: 's1', name: 'web', status: 'STOPPED', rescue_mode: 'NO', flavor: { name: 'small', vcpus: 1, ram: 1 }, snapshots: [], addresses: [{ external: true, address: '203.0.113.5' }] }
const runningServer = { ...stoppedServer, status: 'ACTIVE' }
const snapshot = { id: 'sn1', name: 'snap', status: 'ACTIVE', size: 20, parent_server: { id: 's1' }, child_servers: [] }

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
  method: 'post' | 'patch' | 'delete'
  path: string
  /** what the user does in the form */
  fill: (dialog: HTMLElement) => Promise<void>
  /** the request body the API gets (undefined: none) */
  body: unknown
  /** the form field a 400 lands on: the API path, the input's name and what the user typed into it */
  field?: { path: string; label: string; typed: string }
  /** what else the user typed, to be kept after a failure */
  kept?: { label: string; typed: string }
  /** where the app is after success (after.navigate) */
  landsOn?: string
}

const named = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label })

async function confirmName(dialog: HTMLElement, name: string) {
  type(named(dialog, `Введите «${name}» для подтверждения`), name)
  await click(within(dialog).getByRole('checkbox', { name: 'Я понимаю, что действие нельзя отменить' }))
}

const nothing = async () => {}

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
    field: { path: 'server_id', label: 'Сервер', typed: 'web' },
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
    fill: (dialog) => confirmName(dialog, 'web'),
    body: undefined,
    kept: { label: 'Введите «web» для подтверждения', typed: 'web' },
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
    fill: async (dialog) => type(named(dialog, 'Название снимка'), 'before-upgrade'),
    body: { name: 'before-upgrade' },
    field: { path: 'name', label: 'Название снимка', typed: 'before-upgrade' },
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
]

function answer(method: DialogCase['method'], path: string, respond: () => Response) {
  return http[method](`${API}${path}`, async ({ request }) => {
    received.push({ method: request.method, path: new URL(request.url).pathname, body: await bodyOf(request) })
    return respond()
  })
}

async function open(c: DialogCase): Promise<{ dialog: HTMLElement; rendered: Rendered }> {
  const rendered = await renderActions(c.ui())
  const dialog = await openDialog(c.label)
  await c.fill(dialog)
  return { dialog, rendered }
}

/** The form is back: the general error shows, OK can be pressed again and what was typed is kept. */
async function backToForm(c: DialogCase, dialog: HTMLElement, general: string | undefined) {
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Отмена' })).not.toBeNull())
  if (general !== undefined) expect(within(dialog).getByRole('alert').textContent).toContain(general)
  const typed = c.field ?? c.kept
  if (typed && c.field?.label !== 'Сервер') expect((named(dialog, typed.label) as HTMLInputElement).value).toBe(typed.typed)
  if (c.field?.label === 'Сервер') {
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Сервер' })
    expect(select.selectedOptions[0]?.textContent).toBe('web')
  }
  expect(dialog.getAttribute('data-state')).toBe('open')
}

it('covers every action the console offers: a new one comes with its dialog case', () => {
  const offered = ['volume', 'server', 'snapshot'].flatMap((kind) => offeredActions(kind).map((action) => `${kind} ${action}`))
  expect(CASES.map((c) => c.name).sort()).toEqual(offered.sort())
})

describe.each(CASES)('$name dialog', (c) => {
  it('success: sends the form in the API shape, shows ready and closes', async () => {
    server.use(answer(c.method, c.path, () => HttpResponse.json({ id: 'x' }, { status: c.method === 'patch' ? 200 : 202 })))
    const { dialog, rendered } = await open(c)
    await submit(dialog, c.label)
    expect(await within(dialog).findByText('Готово')).toBeTruthy()
    expect(received).toEqual([{ method: c.method.toUpperCase(), path: `/api/v1${c.path}`, body: c.body }])
    await closed(c.label)
    if (c.landsOn) await waitFor(() => expect(rendered.router.state.location.pathname).toBe(c.landsOn))
  })

  it('a 400 with a path: the message on that field (the general one for a dialog without it), values kept', async () => {
    const path = c.field?.path ?? 'nofield'
    server.use(answer(c.method, c.path, () => HttpResponse.json({ errors: [{ path, message: 'Так нельзя' }] }, { status: 400 })))
    const { dialog } = await open(c)
    await submit(dialog, c.label)
    if (c.field) {
      const input = c.field.label === 'Сервер' ? within(dialog).getByRole('combobox', { name: 'Сервер' }) : named(dialog, c.field.label)
      await waitFor(() => expect(errorOf(input)).toBe('Так нельзя'))
      await backToForm(c, dialog, undefined)
    } else {
      await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeNull())
      await backToForm(c, dialog, 'Так нельзя')
    }
  })

  if (c.name === 'volume extend') return // its failures open the order flow (orderFlow.test.tsx)

  it('a 5xx: the general error, back to the form', async () => {
    server.use(answer(c.method, c.path, () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'Service Unavailable' }] }, { status: 503 })))
    const { dialog } = await open(c)
    await submit(dialog, c.label)
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeNull())
    await backToForm(c, dialog, GENERAL_FAILURE)
  })

  it('a network failure: the general error, back to the form', async () => {
    server.use(answer(c.method, c.path, () => HttpResponse.error()))
    const { dialog } = await open(c)
    await submit(dialog, c.label)
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeNull())
    await backToForm(c, dialog, GENERAL_FAILURE)
  })
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

  it.each([
    ['create', <CollectionAction kind="volume" action="create" />, 'Создать диск', 'post', '/projects/p1/volumes'],
    ['rename', <EntityActions kind="volume" item={volume} variant="buttons" />, 'Переименовать', 'patch', '/volumes/v1'],
  ] as const)("volume %s: a name in use shows the catalogue's message on the name field in Russian (001 §8)", async (_action, ui, label, method, path) => {
    // the emulator's own answer: 400 on name, the catalogue's English text and its code
    const inUse = catalogueBadRequest('name', 'volume_name_in_use')
    server.use(answer(method, path, () => HttpResponse.json(inUse.body(), { status: inUse.status })))
    await renderActions(ui)
    const dialog = await openDialog(label)
    type(named(dialog, 'Название'), 'backup')
    await submit(dialog, label)
    await waitFor(() => expect(errorOf(named(dialog, 'Название'))).toBe('Диск с таким именем уже есть'))
    expect((named(dialog, 'Название') as HTMLInputElement).value).toBe('backup')
  })

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
