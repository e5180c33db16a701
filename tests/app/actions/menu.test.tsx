// @vitest-environment jsdom
// The action menu as the user sees it (STYLE.md: a blocked action shown disabled with its reason, hidden only
// where the spec hides it), only the actions this console carries out (src/actions/offered.ts), and the item's
// status while a long action runs (000 §4: AWAITING, DELETING for delete, the previous status back on failure);
// a redirect goes to its page instead of a dialog (001 §2); a dialog outlives the row it was opened from.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ActionRunnerProvider, CollectionAction, EntityActions } from '../../../src/actions'
import { ENDPOINTS } from '../../support/endpoints'
import type { ListResponse } from '../../../src/api/types'
import { useApiQuery } from '../../../src/query/hooks'
import { apiKey } from '../../../src/query/apiQuery'
import { i18n } from '../../../src/i18n'
import { EntityTable } from '../../../ui/table/EntityTable'
import { API, click, closed, openDialog, renderActions, submit, type } from './harness'
import { layOutRegions } from '../../support/layOutRegions'

type Volume = Record<string, unknown> & { id: string; name: string; status: string }

const volume: Volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }
const server = { id: 's1', name: 'web', status: 'STOPPED', rescue_mode: 'NO', snapshots: [] }
const attached: Volume = { ...volume, status: 'IN_USE', attached_to_server: { id: 's1', rescue_mode: 'NO' } }

const msw = setupServer(
  http.get(`${API}/projects/p1/servers`, () => HttpResponse.json({ result: [server], count: 1 })),
  // after an action the item is asked for once (src/actions/flow.ts refetchKind)
  http.get(`${API}/volumes/v1/detail`, () => HttpResponse.json(volume)),
)
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())
afterEach(() => {
  cleanup()
  msw.resetHandlers()
})

async function openMenu(name: string) {
  await click(screen.getByRole('button', { name }))
  return waitFor(() => screen.getByRole('menu'))
}

/** A list of volumes as a page shows it: each row's status from the cache, and its menu. */
function VolumeRows() {
  const list = useApiQuery<ListResponse<Volume>>(ENDPOINTS.volumes, { project_id: 'p1' })
  return (
    <ul>
      {(list.data?.result ?? []).map((item) => (
        <li key={item.id} aria-label={item.name}>
          <span>{item.status}</span>
          <EntityActions kind="volume" item={item} related={item.attached_to_server ? { server } : {}} variant="buttons" />
        </li>
      ))}
    </ul>
  )
}

const cachedList = (...items: Volume[]): [readonly unknown[], unknown] => [apiKey(ENDPOINTS.volumes, { project_id: 'p1' }), { result: items, count: items.length }]

function deferred() {
  let release!: () => void
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

describe('EntityActions', () => {
  it('hides what the spec hides and shows a blocked action disabled with its reason', async () => {
    await renderActions(<EntityActions kind="volume" item={attached} related={{ server }} />)
    await openMenu('Действия: data')
    const menu = screen.getByRole('menu')
    // 001 §4: attach is hidden when IN_USE; create and edit_description are not in the generic menu
    expect(within(menu).queryByRole('menuitem', { name: 'Подключить к серверу' })).toBeNull()
    expect(within(menu).queryByRole('menuitem', { name: 'Создать диск' })).toBeNull()
    expect(within(menu).queryByRole('menuitem', { name: 'Изменить описание' })).toBeNull()
    // 001 §4: extending is impossible while attached
    const extend = within(menu).getByRole('menuitem', { name: 'Увеличить размер' })
    expect(extend.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(extend.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Диск подключён к серверу')
    // allowed ones are enabled
    expect(within(menu).getByRole('menuitem', { name: 'Отключить от сервера' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('the buttons variant: a blocked action is a disabled button described by its reason', async () => {
    await renderActions(<EntityActions kind="volume" item={attached} related={{ server }} variant="buttons" />)
    const extend = screen.getByRole('button', { name: 'Увеличить размер' })
    expect(extend.hasAttribute('disabled')).toBe(true)
    expect(document.getElementById(extend.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Диск подключён к серверу')
    expect(screen.queryByRole('button', { name: 'Подключить к серверу' })).toBeNull()
  })

  it('selecting an action in the menu opens its dialog', async () => {
    await renderActions(<EntityActions kind="volume" item={volume} />)
    await openMenu('Действия: data')
    // as a keyboard user: arrow down to the item, then Enter (zag selects the highlighted item)
    const menu = screen.getByRole('menu')
    const item = screen.getByRole('menuitem', { name: 'Переименовать' })
    for (let i = 0; i < 10 && item.getAttribute('data-highlighted') === null; i++) {
      await act(async () => {
        fireEvent.keyDown(menu, { key: 'ArrowDown' })
      })
    }
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Enter' })
    })
    expect(await screen.findByRole('dialog', { name: 'Переименовать' })).toBeTruthy()
  })

  it('a redirect goes to its page instead of opening a dialog (001 §2 detach_bootable → the server volumes page)', async () => {
    const bootable = { ...attached, bootable: true }
    const { router } = await renderActions(<EntityActions kind="volume" item={bootable} related={{ server }} variant="buttons" />)
    await click(screen.getByRole('button', { name: 'Отключить от сервера' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/volumes'))
    // 000 §4: the page it lands on is told why (the system disk goes only with the server's deletion)
    expect((router.state.location.state as { notice?: string }).notice).toBe('console.notice.volume.system_disk')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a redirect of a server delete with snapshots goes to its snapshots tab (000 §4)', async () => {
    const withSnapshot = { ...server, snapshots: [{ id: 'sn1' }] }
    const { router } = await renderActions(<EntityActions kind="server" item={withSnapshot} variant="buttons" />)
    await click(screen.getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/snapshots'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

/** The names of the buttons of an item's actions (variant buttons), in order. */
const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Действия' }))
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('only what this console carries out (src/actions/offered.ts)', () => {
  it('a server offers every 000 §4 action', async () => {
    await renderActions(<EntityActions kind="server" item={{ ...server, status: 'ACTIVE' }} variant="buttons" />)
    // start, rescue_disable, rescue_password and admin_key_disable are shown disabled (their reasons), not hidden
    expect(actionButtons()).toEqual([
      'Запустить',
      'Остановить',
      'Перезагрузить',
      'Сменить пароль',
      'Открыть консоль',
      'Подключить диск',
      'Привязать IP-адрес',
      'Изменить конфигурацию',
      'Создать снапшот',
      'Включить режим восстановления',
      'Выключить режим восстановления',
      'Пароль режима восстановления',
      'Удалить',
      'Переименовать',
      'Настроить резервное копирование',
      'Включить резервное копирование',
      'Добавить ключ поддержки',
      'Удалить ключ поддержки',
      'Запросить обновление ядра ОС',
    ])
  })

  it('an attached volume does not offer a server from it (servers/new has no page)', async () => {
    await renderActions(<EntityActions kind="volume" item={attached} related={{ server }} variant="buttons" />)
    expect(actionButtons()).toEqual(['Отключить от сервера', 'Увеличить размер', 'Переименовать', 'Удалить'])
  })

  it('collection actions with a page or a dialog have their buttons (servers/new is an order page)', async () => {
    await renderActions(
      <>
        <CollectionAction kind="server" action="create" />
        <CollectionAction kind="volume" action="create" />
      </>,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Создать сервер', 'Создать диск'])
  })
})

describe('in a list (EntityTable)', () => {
  const columns = [{ field: 'name', label: 'column.name', format: 'name' as const }]
  const rows = (count: number): Volume[] => Array.from({ length: count }, (_, n) => ({ ...attached, id: `v${n}`, name: `data-${n}` }))
  const languageListeners = () => (i18n as unknown as { observers?: Record<string, Map<unknown, number>> }).observers?.['languageChanged']?.size ?? 0
  // jsdom lays nothing out: the table's scrolling region gets a 600px viewport, as a browser would give it
  let restoreLayout: () => void = () => undefined
  beforeAll(() => {
    restoreLayout = layOutRegions(() => 600)
  })
  afterAll(() => restoreLayout())
  const list = (count: number) => (
    <EntityTable kind="volume" label="Диски" columns={columns} rows={rows(count)} renderActions={(row) => <EntityActions kind="volume" item={row} related={{ server }} />} />
  )

  it("the rows' actions take the table's texts: i18next listeners do not grow with the rows", async () => {
    await renderActions(list(1))
    const withOne = languageListeners()
    cleanup()
    await renderActions(list(10))
    expect(screen.getAllByRole('button', { name: /^Действия: data-/ })).toHaveLength(10)
    expect(languageListeners()).toBe(withOne)
  })

  it('the rows share one reading of the project, the account and the session: observers do not grow with the rows', async () => {
    const observers = (queryClient: Awaited<ReturnType<typeof renderActions>>['queryClient']) =>
      [ENDPOINTS.account, ENDPOINTS.projects].map((endpoint) =>
        queryClient
          .getQueryCache()
          .find({ queryKey: apiKey(endpoint) })
          ?.getObserversCount(),
      )
    const one = observers((await renderActions(list(1))).queryClient)
    cleanup()
    const { queryClient } = await renderActions(list(10))
    expect(screen.getAllByRole('button', { name: /^Действия: data-/ })).toHaveLength(10)
    expect(observers(queryClient)).toEqual(one)
  })

  it("a row's menu still shows a blocked action disabled with its reason", async () => {
    await renderActions(list(3))
    await openMenu('Действия: data-1')
    const extend = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Увеличить размер' })
    expect(extend.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(extend.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Диск подключён к серверу')
  })
})

describe('one runner', () => {
  /** A row with its actions inside a page's own provider, both gone when the list scrolls (virtualized rows). */
  function ScrollingList() {
    const [shown, setShown] = useState(true)
    return (
      <>
        <button type="button" onClick={() => setShown(false)}>
          Прокрутить
        </button>
        {shown ? (
          <ActionRunnerProvider>
            <EntityActions kind="volume" item={volume} variant="buttons" />
          </ActionRunnerProvider>
        ) : null}
      </>
    )
  }

  it('a dialog outlives its row and the page provider around it: the outer runner holds it', async () => {
    msw.use(http.patch(`${API}/volumes/v1`, () => HttpResponse.json({ ...volume, name: 'renamed' })))
    await renderActions(<ScrollingList />)
    const dialog = await openDialog('Переименовать')
    await click(screen.getByRole('button', { name: 'Прокрутить', hidden: true }))
    expect(screen.queryByRole('group', { name: 'Действия', hidden: true })).toBeNull()
    expect(dialog.isConnected).toBe(true)
    type(within(dialog).getByRole('textbox', { name: 'Название' }), 'renamed')
    await submit(dialog, 'Переименовать')
    expect(await within(dialog).findByText('Готово')).toBeTruthy()
    await closed('Переименовать')
  })
})

describe('the item status while a long action runs (000 §4)', () => {
  it('shows AWAITING while attach runs and the previous status again when it fails', async () => {
    const gate = deferred()
    msw.use(
      http.post(`${API}/volumes/v1/attach`, async () => {
        await gate.promise
        return HttpResponse.json({ errors: [{ path: 'nofield', message: 'Internal error' }] }, { status: 500 })
      }),
    )
    await renderActions(<VolumeRows />, { cache: [cachedList(volume)] })
    const row = screen.getByRole('listitem', { name: 'data' })
    expect(within(row).getByText('AVAILABLE')).toBeTruthy()

    const dialog = await openDialog('Подключить к серверу')
    const select = within(dialog).getByRole('combobox', { name: 'Сервер' })
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'web' })).not.toBeNull())
    fireEvent.change(select, { target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: 'web' }).value } })
    await submit(dialog, 'Подключить к серверу')

    await waitFor(() => expect(within(row).getByText('AWAITING')).toBeTruthy())
    gate.release()
    await waitFor(() => expect(within(row).getByText('AVAILABLE')).toBeTruthy())
    expect(within(dialog).getByRole('alert')).toBeTruthy()
  })

  it('shows DELETING while delete runs and the previous status again when it fails', async () => {
    const gate = deferred()
    msw.use(
      http.delete(`${API}/volumes/v1`, async () => {
        await gate.promise
        return HttpResponse.error()
      }),
    )
    await renderActions(<VolumeRows />, { cache: [cachedList(volume)] })
    const row = screen.getByRole('listitem', { name: 'data' })
    const dialog = await openDialog('Удалить')
    type(within(dialog).getByRole('textbox', { name: 'Введите «data» для подтверждения' }), 'data')
    await click(within(dialog).getByRole('checkbox', { name: 'Я понимаю, что действие нельзя отменить' }))
    await submit(dialog, 'Удалить')

    await waitFor(() => expect(within(row).getByText('DELETING')).toBeTruthy())
    gate.release()
    await waitFor(() => expect(within(row).getByText('AVAILABLE')).toBeTruthy())
  })

  /** Renames v1 to `renamed` from its menu; the API answers the item's details with `detail`. Counts the calls. */
  async function renameWith(detail: () => Response) {
    const calls = { listed: 0, fetched: 0 }
    msw.use(
      http.patch(`${API}/volumes/v1`, () => HttpResponse.json({ ...volume, name: 'renamed' })),
      http.get(`${API}/volumes/v1/detail`, () => {
        calls.fetched += 1
        return detail()
      }),
      http.get(`${API}/projects/p1/volumes`, () => {
        calls.listed += 1
        return HttpResponse.json({ result: [{ ...volume, name: 'renamed' }], count: 1 })
      }),
    )
    await renderActions(<VolumeRows />, { cache: [cachedList(volume)] })
    const dialog = await openDialog('Переименовать')
    type(within(dialog).getByRole('textbox', { name: 'Название' }), 'renamed')
    await submit(dialog, 'Переименовать')
    expect(await screen.findByRole('listitem', { name: 'renamed' })).toBeTruthy()
    return calls
  }

  it('after success the item is asked for once and its answer patched into the list: the list is not asked again', async () => {
    expect(await renameWith(() => HttpResponse.json({ ...volume, name: 'renamed' }))).toEqual({ fetched: 1, listed: 0 })
  })

  it('after success, when the item cannot be asked for, the list is refetched from the API', async () => {
    expect(await renameWith(() => HttpResponse.json({ message: 'forbidden' }, { status: 403 }))).toEqual({ fetched: 1, listed: 1 })
  })
})
