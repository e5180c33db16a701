import { describe, expect, it } from 'vitest'
import { actionMatrix } from '../../engine/matrix'
import { registry } from '../../entities'

describe('every action has a baseline where it is offered', () => {
  it('in its baseline (first values + the action\'s `baseline`) every action of every kind is visible and enabled', () => {
    const offenders: string[] = []
    for (const kind of registry.kinds()) {
      for (const action of registry.actions(kind)) {
        let verdict
        try {
          verdict = actionMatrix(registry, kind, action).rows[0]?.verdict
        } catch (error) {
          offenders.push(`${kind}.${action}: cannot be evaluated: ${error instanceof Error ? error.message : String(error)}`)
          continue
        }
        if (!verdict?.visible || !verdict.enabled) {
          offenders.push(`${kind}.${action}: ${verdict?.visible ? 'disabled' : 'hidden'} (${verdict?.reason}); add a \`baseline\` to the action`)
        }
      }
    }
    expect(offenders, `actions without a usable baseline:\n${offenders.join('\n')}`).toEqual([])
  })
})
