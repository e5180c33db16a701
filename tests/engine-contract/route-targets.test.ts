// The routes actions send the user to (entrance, redirects, after.navigate) exist, and the params they pass fit the
// route: every path param is given, and every other param is a query the route declares (RouteRef.query), which
// hrefFor puts in the query string (000 §2 queries: new_dbaas_cluster backup, payers/sample-contract payer_type).
import { describe, expect, it } from 'vitest'
import { pathParams, routeIndex } from '../../engine/routes'
import type { RouteRef } from '../../engine/types'
import { entityConfigs } from '../../entities'

const paths = routeIndex(entityConfigs)
const refs = new Map<string, RouteRef>()
for (const config of entityConfigs) for (const ref of Object.values(config.routes)) if (ref) refs.set(ref.name, ref)

interface Target {
  where: string
  route: string
  params: string[]
}

const targets: Target[] = entityConfigs.flatMap((config) =>
  Object.entries(config.actions).flatMap(([name, action]) => [
    ...(action.entrance ? [{ where: `${config.kind}.${name} entrance`, route: action.entrance.route, params: Object.keys(action.entrance.params ?? {}) }] : []),
    ...(action.redirects ?? []).map((r) => ({ where: `${config.kind}.${name} redirect ${r.name}`, route: r.route, params: Object.keys(r.params ?? {}) })),
    ...(action.after?.navigate ? [{ where: `${config.kind}.${name} after.navigate`, route: action.after.navigate, params: [] }] : []),
  ]),
)

describe('route targets of every config', () => {
  it('there are targets to check', () => {
    expect(targets.length).toBeGreaterThan(10)
  })

  it('every target names a route some config declares', () => {
    const offenders = targets.filter((t) => !paths.has(t.route)).map((t) => `${t.where}: route ${t.route}`)
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every path param of an entrance or redirect route is given', () => {
    const offenders = targets
      .filter((t) => !t.where.endsWith('after.navigate') && paths.has(t.route))
      .flatMap((t) =>
        pathParams(paths.get(t.route)!)
          .filter((p) => !t.params.includes(p))
          .map((p) => `${t.where}: ${t.route} needs $${p}`),
      )
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every param that is not a path param is a query the route declares', () => {
    const offenders = targets
      .filter((t) => paths.has(t.route))
      .flatMap((t) => {
        const inPath = pathParams(paths.get(t.route)!)
        const query = refs.get(t.route)?.query ?? []
        return t.params.filter((p) => !inPath.includes(p) && !query.includes(p)).map((p) => `${t.where}: ${p} is neither a path param nor a declared query of ${t.route}`)
      })
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('a declared query never repeats a path param', () => {
    const offenders = [...refs.values()].flatMap((ref) => (ref.query ?? []).filter((q) => pathParams(ref.path).includes(q)).map((q) => `${ref.name}: ${q}`))
    expect(offenders, offenders.join('\n')).toEqual([])
  })
})
