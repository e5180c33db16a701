// A small stand-in for the provider API behind the entity pages: lists answer { result, count } with limit,
// offset (at most `max_limit` rows a call), -created_in order and the filters the pages send (status__in,
// <ref>.id__eq, <ref>.id__isnull), details answer the item, and every call is recorded. The websocket link lets
// a test push live events.
import { cleanup } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { setupServer } from 'msw/node'
import { layOutRegions } from '../../support/layOutRegions'
import { API } from '../harness'

export { layOutRegions }

export type Item = Record<string, unknown> & { id: string }

export interface Backend {
  volumes: Item[]
  local_disks: Item[]
  servers: Item[]
  snapshots: Item[]
  /** the project's server backup plans (001 §7 GET /projects/{id}/backup/plans), each with server { id } */
  backup_plans: Item[]
  /** every API call made, as its URL */
  calls: URL[]
  /** answer this call with an error status instead (a failing list) */
  fail?: (url: URL) => number | undefined
  /** the most rows a list answers in one call (an API may answer fewer than asked) */
  max_limit: number
  /** a list call waits for the promise this returns before it answers (a slow call) */
  hold?: (url: URL) => Promise<void> | undefined
}

export const PROJECT = { id: 'p1', name: 'Демо-проект', status: 'ACTIVE' }

export function createBackend(): Backend {
  return { volumes: [], local_disks: [], servers: [], snapshots: [], backup_plans: [], calls: [], max_limit: 1000 }
}

/** created_in of the n-th minute of a day: later minutes are newer */
export const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()

function valueAt(item: Item, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item)
}

function answerList(rows: readonly Item[], url: URL, maxLimit: number) {
  let result = [...rows]
  for (const [name, value] of url.searchParams) {
    if (name.endsWith('__in')) result = result.filter((item) => value.split(',').includes(String(valueAt(item, name.slice(0, -4)))))
    else if (name.endsWith('__eq')) result = result.filter((item) => String(valueAt(item, name.slice(0, -4))) === value)
    else if (name.endsWith('__isnull')) result = result.filter((item) => ((valueAt(item, name.slice(0, -8)) ?? null) === null) === (value === 'true'))
  }
  if (url.searchParams.get('order') === '-created_in') result.sort((a, b) => String(b.created_in).localeCompare(String(a.created_in)))
  const offset = Number(url.searchParams.get('offset') ?? 0)
  const limit = Math.min(Number(url.searchParams.get('limit') ?? maxLimit), maxLimit)
  return HttpResponse.json({ result: result.slice(offset, offset + limit), count: result.length })
}

export const socketLink = ws.link(`${API.replace(/^http/, 'ws')}/ws`)

export function handlers(backend: Backend) {
  const record = (request: Request) => {
    const url = new URL(request.url)
    backend.calls.push(url)
    const status = backend.fail?.(url)
    return status ? HttpResponse.json({ errors: [{ path: 'nofield', message: 'unavailable' }] }, { status }) : undefined
  }
  const list =
    (rows: () => readonly Item[]) =>
    async ({ request }: { request: Request }) => {
      const failed = record(request)
      if (failed) return failed
      const url = new URL(request.url)
      await backend.hold?.(url)
      return answerList(rows(), url, backend.max_limit)
    }
  const detail =
    (rows: () => readonly Item[]) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const failed = record(request)
      if (failed) return failed
      const item = rows().find((row) => row.id === params.id)
      return item ? HttpResponse.json(item) : HttpResponse.json({ errors: [{ path: 'nofield', message: 'not found' }] }, { status: 404 })
    }
  return [
    http.get(`${API}/balance`, () => HttpResponse.json({ balance: 1500, days_left_until_zero: 12 })),
    http.get(`${API}/projects`, () => HttpResponse.json({ result: [PROJECT], count: 1 })),
    // the /lk layout's action runner reads the account (what actions are judged with)
    http.get(`${API}/account`, () => HttpResponse.json({ id: 'a1', phone_verified: true, has_identification: true })),
    http.get(
      `${API}/projects/:project/volumes`,
      list(() => backend.volumes),
    ),
    http.get(
      `${API}/projects/:project/local-disks`,
      list(() => backend.local_disks),
    ),
    http.get(
      `${API}/projects/:project/servers`,
      list(() => backend.servers),
    ),
    http.get(
      `${API}/projects/:project/snapshots`,
      list(() => backend.snapshots),
    ),
    http.get(
      `${API}/projects/:project/backup/plans`,
      list(() => backend.backup_plans),
    ),
    http.get(
      `${API}/volumes/:id/detail`,
      detail(() => backend.volumes),
    ),
    http.get(
      `${API}/local-disks/:id/detail`,
      detail(() => backend.local_disks),
    ),
    http.get(
      `${API}/servers/:id`,
      detail(() => backend.servers),
    ),
    http.get(
      `${API}/snapshots/:id`,
      detail(() => backend.snapshots),
    ),
    socketLink.addEventListener('connection', () => undefined),
  ]
}

/** Calls of one list endpoint (`/volumes`, `/local-disks`, `/servers`), newest last. */
export function listCalls(backend: Backend, list: string): URL[] {
  return backend.calls.filter((url) => url.pathname.endsWith(`/projects/${PROJECT.id}${list}`))
}

export const volume = (n: number, extra: Partial<Item> = {}): Item => ({
  id: `v${n}`,
  name: `vol-${n}`,
  size: 10,
  status: 'AVAILABLE',
  storage_type: 'volume',
  bootable: false,
  attached_to_server: null,
  created_in: at(1000 - n),
  description: '',
  snapshots: [],
  ...extra,
})

export const localDisk = (n: number, extra: Partial<Item> = {}): Item => ({
  ...volume(n, { id: `d${n}`, name: `disk-${n}`, storage_type: 'local', status: 'IN_USE', bootable: true }),
  ...extra,
})

/** Calls of one kind's detail endpoint (`/servers/`): the pages' lists never ask for items one by one. */
export function detailCalls(backend: Backend, prefix: string): URL[] {
  return backend.calls.filter((url) => url.pathname.includes(`/api/v1${prefix}`))
}

/**
 * The usual life of a pages test file: the stand-in API listening (unhandled calls fail the test), the regions laid
 * out, a fresh app, backend and session before each test, the screen cleaned after. Returns the backend to seed.
 */
export function pagesBackend(hooks: { beforeAll: Hook; afterAll: Hook; beforeEach: Hook; afterEach: Hook }, reset: () => Promise<void>, signIn: () => void): Backend {
  const backend: Backend = createBackend()
  const server = setupServer(...handlers(backend))
  let restoreLayout = () => undefined as void
  hooks.beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    restoreLayout = layOutRegions(() => 1000)
  })
  hooks.afterAll(() => {
    server.close()
    restoreLayout()
  })
  hooks.beforeEach(async () => {
    await reset()
    Object.assign(backend, createBackend())
    signIn()
  })
  hooks.afterEach(() => cleanup())
  return backend
}

type Hook = (run: () => unknown) => void
