// The emulator's route table as the security tests walk it: every /api/v1 call, its path filled with an id, and
// the ids an account can see (collected from every list and item it can read).
import type { Api, TestEmulator } from '../harness'

export interface Route {
  method: string
  /** hono's form, e.g. /api/v1/volumes/:id/extend */
  path: string
}

export const API = '/api/v1'

/** every call of the API, the websocket's upgrade path aside */
export function apiRoutes(emulator: TestEmulator): Route[] {
  const seen = new Set<string>()
  return emulator.emulator.routes.filter((route) => {
    const key = `${route.method} ${route.path}`
    if (!route.path.startsWith(`${API}/`) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export const hasParams = (route: Route): boolean => route.path.includes('/:')

/** the path with every parameter set to `id`, without the /api/v1 prefix (the harness adds it) */
export const filled = (route: Route, id: string): string => route.path.slice(API.length).replace(/:[A-Za-z_]+/g, encodeURIComponent(id))

/** the same path with its parameters as `{}`: how a schema's description and a route are matched */
export const shapeOf = (path: string): string => path.replace(/:[A-Za-z_]+|\{[A-Za-z_]+\}/g, '{}')

/** a route's caller: GET and DELETE send no body, the others an empty object unless given one */
export function send(api: Api, route: Route, path: string, body: unknown = {}): ReturnType<Api['call']> {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE'
  return api.call(route.method, `${API}${path}`, withBody ? body : undefined)
}

/** runs the tasks with at most `width` at a time, answers in order */
export async function pooled<T>(tasks: readonly (() => Promise<T>)[], width = 16): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async (): Promise<void> => {
    for (let index = next++; index < tasks.length; index = next++) results[index] = await tasks[index]!()
  }
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker))
  return results
}

function idsIn(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const record = body as { id?: unknown; result?: unknown }
  const ids = typeof record.id === 'string' ? [record.id] : []
  if (Array.isArray(record.result)) for (const item of record.result) if (item && typeof item.id === 'string') ids.push(item.id)
  return ids
}

/**
 * Every id an account reads through the API, with the call it was read from: the lists without parameters,
 * then every GET with parameters tried with each id found so far, until nothing new turns up.
 */
export async function visibleIds(api: Api, routes: readonly Route[]): Promise<Map<string, string>> {
  const reads = routes.filter((route) => route.method === 'GET')
  const ids = new Map<string, string>()
  const found = (answer: { status: number; body: unknown }, from: Route): void => {
    if (answer.status === 200) for (const id of idsIn(answer.body)) if (!ids.has(id)) ids.set(id, from.path)
  }
  const lists = reads.filter((route) => !hasParams(route))
  ;(await pooled(lists.map((route) => () => send(api, route, route.path.slice(API.length))))).forEach((answer, index) => found(answer, lists[index]!))
  const tried = new Set<string>()
  for (let fresh = [...ids.keys()]; fresh.length > 0;) {
    for (const id of fresh) tried.add(id)
    const calls = fresh.flatMap((id) => reads.filter(hasParams).map((route) => ({ route, id })))
    ;(
      await pooled(
        calls.map(
          ({ route, id }) =>
            () =>
              send(api, route, filled(route, id)),
        ),
      )
    ).forEach((answer, index) => found(answer, calls[index]!.route))
    fresh = [...ids.keys()].filter((id) => !tried.has(id))
  }
  return ids
}

/** a few ids of each call they were read from: one of every kind is what a sweep needs, not all of them */
export function sampled(ids: ReadonlyMap<string, string>, perSource: number): string[] {
  const taken = new Map<string, number>()
  return [...ids]
    .filter(([, source]) => {
      const count = taken.get(source) ?? 0
      taken.set(source, count + 1)
      return count < perSource
    })
    .map(([id]) => id)
}
