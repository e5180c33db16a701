// Every route of the emulator, from its own route table, tried anonymously and as another account (issue 14,
// item 9): no call answers without a token, and no call on another account's id answers 2xx, leaks or changes
// anything. A kind added later is swept with no line here.
import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '../../emulator/http/auth'
import { OTHER, useEmulator } from './harness'
import { API, apiRoutes, filled, hasParams, pooled, sampled, send, visibleIds, type Route } from './sweep/routeTable'

// a slow clock: nothing the seed left in progress finishes during the sweep, so "nothing changed" is exact
const emulator = await useEmulator({ timeScale: 1000 })
const routes = apiRoutes(emulator)
const isPublic = (route: Route): boolean => PUBLIC_PATHS.includes(route.path.slice(API.length))
const SOME_ID = '00000000-0000-4000-8000-000000000000'

describe('route sweep', () => {
  it('the route table is the whole API: every kind is in it', () => {
    expect(routes.length).toBeGreaterThan(80)
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining([`${API}/projects/:id/volumes`, `${API}/servers/:id`, `${API}/access-tokens`]))
  })

  it('without a token, or with a forged one, every call but sign-in answers 401', async () => {
    const api = emulator.api()
    const calls = routes.filter((route) => !isPublic(route)).flatMap((route) => [null, 'forged-token'].map((token) => ({ route, token })))
    const answers = await pooled(
      calls.map(
        ({ route, token }) =>
          () =>
            api.call(route.method, `${API}${filled(route, SOME_ID)}`, route.method === 'GET' ? undefined : {}, { token }),
      ),
    )
    const open = calls.flatMap(({ route, token }, index) => (answers[index]!.status === 401 ? [] : [`${route.method} ${route.path} (${token ?? 'no token'}): ${answers[index]!.status}`]))
    expect(open).toEqual([])
  }, 120_000)

  it("as another account, every call on the other's ids answers 4xx and changes nothing", async () => {
    const demo = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const mine = await visibleIds(demo, routes)
    const everyOfTheirs = new Map([...(await visibleIds(other, routes))].filter(([id]) => !mine.has(id))) // shared ones are the catalogue
    const theirs = sampled(everyOfTheirs, 4)
    expect(new Set(everyOfTheirs.values()).size).toBeGreaterThan(8) // ids read from that many calls: every kind

    const calls = routes.filter((route) => hasParams(route) && !isPublic(route)).flatMap((route) => theirs.map((id) => ({ route, id })))
    const answers = await pooled(
      calls.map(
        ({ route, id }) =>
          () =>
            send(demo, route, filled(route, id)),
      ),
    )
    const leaks = calls.flatMap(({ route, id }, index) => {
      const { status, body } = answers[index]!
      if (status < 400 || status >= 500) return [`${route.method} ${route.path} with ${id}: ${status}`]
      return JSON.stringify(body).includes(`"id":"${id}"`) ? [`${route.method} ${route.path} answers the item ${id}`] : []
    })
    expect(leaks).toEqual([])
    expect(calls.length).toBeGreaterThan(1000)
    expect([...(await visibleIds(other, routes)).keys()].filter((id) => !mine.has(id)).sort()).toEqual([...everyOfTheirs.keys()].sort())
    console.log(`route sweep: ${calls.length} calls with ${theirs.length} ids (of ${everyOfTheirs.size}) of another account on ${routes.length} routes`)
  }, 180_000)
})
