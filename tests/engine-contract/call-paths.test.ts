// Every config's call paths use placeholder forms engine/evaluate.ts fills (ActionConfig.call): {id}, {project_id},
// {item.*}, {related.*}, {payload.*}. A made-up form such as {cluster_id} would throw at run time.
import { describe, expect, it } from 'vitest'
import { callPlaceholders } from '../../engine/evaluate'
import { entityConfigs } from '../../entities'

const KNOWN = /^(id|project_id|(item|related|payload)(\.[^.\s]+)+)$/

const calls = entityConfigs.flatMap((config) =>
  Object.entries(config.actions).flatMap(([name, action]) => (action.call ? [{ where: `${config.kind}.${name}`, scope: action.scope, path: action.call.path }] : [])),
)

describe('call paths of every config', () => {
  it('there are calls to check', () => {
    expect(calls.length).toBeGreaterThan(50)
  })

  it('every placeholder is a known form: id, project_id, item.*, related.*, payload.*', () => {
    const offenders = calls.flatMap(({ where, path }) =>
      callPlaceholders(path)
        .filter((p) => !KNOWN.test(p))
        .map((p) => `${where}: {${p}} in ${path}`),
    )
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('a collection action reads nothing of the item (DESIGN: it is evaluated with item {}); its owner is in related', () => {
    const offenders = calls
      .filter(({ scope }) => scope === 'collection')
      .flatMap(({ where, path }) =>
        callPlaceholders(path)
          .filter((p) => p === 'id' || p.startsWith('item.'))
          .map((p) => `${where}: {${p}} in ${path}`),
      )
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('a placeholder opens and closes: no stray brace in a path', () => {
    const offenders = calls.filter(({ path }) => path.replace(/\{[^{}]*\}/g, '').match(/[{}]/)).map(({ where, path }) => `${where}: ${path}`)
    expect(offenders, offenders.join('\n')).toEqual([])
  })
})
