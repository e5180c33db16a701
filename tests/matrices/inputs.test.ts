import { describe, expect, it } from 'vitest'
import { matrixDimensions, unsetReads } from '../../engine/matrix'
import { entityConfigs } from '../../entities'

describe('the declared inputs of every config cover what its rules read', () => {
  it('every path read by a condition, redirect or fact is set by a declared or a cross-cutting dimension', () => {
    const offenders = entityConfigs.flatMap(unsetReads).map((u) => `${u.kind}: ${u.path} (read by ${u.where})`)
    expect(offenders, `paths no dimension sets (add an input to the config):\n${offenders.join('\n')}`).toEqual([])
  })

  it('dimension names are unique within a kind (cross-cutting ones included) and value labels within a dimension', () => {
    const offenders: string[] = []
    for (const config of entityConfigs) {
      const names = matrixDimensions(config).map((d) => d.name)
      for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) offenders.push(`${config.kind}: dimension "${name}" declared twice`)
      for (const dimension of config.inputs) {
        const labels = dimension.values.map((v) => v.label)
        if (labels.length === 0) offenders.push(`${config.kind}: dimension "${dimension.name}" has no values`)
        for (const label of new Set(labels.filter((l, i) => labels.indexOf(l) !== i))) offenders.push(`${config.kind}: dimension "${dimension.name}" repeats the label "${label}"`)
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([])
  })
})
