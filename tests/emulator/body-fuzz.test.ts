// Bodies generated from the request schemas and mutated, sent to every call that takes one (issue 14, item 9):
// the emulator answers each with a 2xx or a 4xx carrying `errors`, never a 5xx, and keeps answering. The seed is
// fixed so a run is repeatable; FUZZ_SEED=<n> explores others, FUZZ_RUNS=<n> more cases.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useEmulator } from './harness'
import { API, apiRoutes, filled, hasParams, pooled, send, visibleIds, type Route } from './sweep/routeTable'
import { bodiesFor, RAW_BODIES, schemaCallCount } from './sweep/schemaBodies'

const SEED = Number(process.env.FUZZ_SEED ?? 20261125)
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500)
const SOME_ID = '00000000-0000-4000-8000-000000000000'

const emulator = await useEmulator()
// sign-out would end the session the fuzz runs in; the rest is fair game
const writes = apiRoutes(emulator).filter((route) => route.method !== 'GET' && route.path !== `${API}/auth/logout`)

/**
 * The ids a route's parameter may take: those its item call (the path up to the first parameter) answers, or
 * else those read from a list of the same name (/keypairs/:id takes what /projects/:id/keypairs lists).
 */
async function idsForRoutes(sources: ReadonlyMap<string, string>): Promise<Map<Route, string[]>> {
  const ids = [...sources.keys()]
  const api = await emulator.signedIn()
  const all = apiRoutes(emulator)
  const result = new Map<Route, string[]>()
  for (const route of writes.filter(hasParams)) {
    const itemPath = /^.*?\/:[A-Za-z_]+/.exec(route.path)![0]
    const item = all.find((candidate) => candidate.method === 'GET' && candidate.path === itemPath)
    if (!item) {
      const listed = ids.filter((id) => sources.get(id)!.endsWith(itemPath.replace(/\/:[A-Za-z_]+$/, '')))
      result.set(route, [...(listed.length > 0 ? listed : ids), SOME_ID])
      continue
    }
    const answers = await pooled(ids.map((id) => () => send(api, item, filled(item, id))))
    result.set(route, [...ids.filter((_, index) => answers[index]!.status === 200), SOME_ID])
  }
  return result
}

describe('body fuzzing', () => {
  it(`${RUNS} generated and mutated bodies, and raw non-JSON ones, never get a 5xx`, async () => {
    expect(schemaCallCount()).toBeGreaterThan(30) // the schemas' descriptions still name their calls
    const api = await emulator.signedIn()
    const sources = await visibleIds(api, apiRoutes(emulator))
    const ids = [...sources.keys()]
    const idsOf = await idsForRoutes(sources)
    const cases = fc.sample(
      fc.constantFrom(...writes).chain((route) => fc.record({ route: fc.constant(route), id: fc.constantFrom(...(idsOf.get(route) ?? [SOME_ID])), body: bodiesFor(route.method, route.path, ids) })),
      { numRuns: RUNS, seed: SEED },
    )
    const raw = writes.flatMap((route) => RAW_BODIES.map((text) => ({ route, id: idsOf.get(route)?.[0] ?? SOME_ID, text })))

    const failures: string[] = []
    const statuses = new Map<number, number>()
    const check = (route: Route, sent: string, answer: { status: number; body: any }): void => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status >= 500) failures.push(`${route.method} ${route.path} ${sent.slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
      else if (answer.status >= 400 && !Array.isArray(answer.body?.errors)) failures.push(`${route.method} ${route.path} ${sent.slice(0, 300)} → ${answer.status} without errors`)
    }
    // raw first, while every seeded item still exists
    const answers = await pooled(
      raw.map(
        ({ route, id, text }) =>
          () =>
            api.call(route.method, `${API}${filled(route, id)}`, undefined, { raw: text }).catch((error: unknown) => new Error(String(error))),
      ),
    )
    raw.forEach(({ route, text }, index) => {
      const answer = answers[index]!
      if (answer instanceof Error) failures.push(`${route.method} ${route.path} ${text.slice(0, 100)} → ${String(answer)}`)
      else check(route, text, answer)
    })

    // one at a time: an order's body may change what the next case finds, as a real client's would
    for (const { route, id, body } of cases) {
      const sent = JSON.stringify(body)
      try {
        check(route, sent, await send(api, route, filled(route, id), body))
      } catch (error) {
        failures.push(`${route.method} ${route.path} ${sent.slice(0, 300)} → ${String(error)} (${sent.length} bytes)`)
      }
    }
    expect(failures).toEqual([])
    expect((await emulator.api().call('GET', '/emulator/health')).status).toBe(200)
    console.log(`body fuzz: ${cases.length} generated + ${raw.length} raw bodies on ${writes.length} calls, seed ${SEED}; answers ${JSON.stringify(Object.fromEntries(statuses))}`)
  }, 300_000)
})
