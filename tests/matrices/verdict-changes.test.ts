// `npm run matrices` says which verdicts a config change altered against the last commit (issue 15 item 1):
// rows compared by action, dimension and value; a changed verdict, reason or redirect, an added or removed row.
import { describe, expect, it } from 'vitest'
import { changeLines, verdictChanges } from '../../codegen/matrix-verdicts'

const file = (rows: object[]): string => JSON.stringify({ kind: 'volume', rows })
const row = (value: string, verdict: object, redirect: unknown = null): object => ({ action: 'extend', dimension: 'status', value, verdict, redirect })
const enabled = { visible: true, enabled: true, reason: null }
const inError = { visible: true, enabled: false, reason: 'reason.volume.in_error' }

describe('verdicts changed against the last commit', () => {
  it('names a row whose verdict or reason changed, with before and after', () => {
    const changes = verdictChanges('volume', file([row('ERROR', inError), row('AVAILABLE', enabled)]), file([row('ERROR', enabled), row('AVAILABLE', enabled)]))
    expect(changes).toEqual([{ kind: 'volume', row: 'extend · status = ERROR', before: 'disabled (reason.volume.in_error)', after: 'enabled' }])
    expect(changeLines(changes)).toEqual(['  verdicts changed against the last commit (1):', '    volume.extend · status = ERROR: disabled (reason.volume.in_error) → enabled'])
  })

  it('names added and removed rows, a changed redirect, and a kind new since the commit', () => {
    expect(verdictChanges('volume', file([row('A', enabled)]), file([row('B', enabled)])).map((change) => [change.row, change.before, change.after])).toEqual([
      ['extend · status = A', 'enabled', 'no such row'],
      ['extend · status = B', 'no such row', 'enabled'],
    ])
    expect(verdictChanges('volume', file([row('A', enabled)]), file([row('A', enabled, { action: 'detach_bootable' })]))[0]?.after).toBe('enabled → {"action":"detach_bootable"}')
    expect(verdictChanges('volume', undefined, file([row('A', enabled)]))).toHaveLength(1)
  })

  it('says nothing changed when the rows are the same', () => {
    expect(verdictChanges('volume', file([row('A', inError)]), file([row('A', inError)]))).toEqual([])
    expect(changeLines([])).toEqual(['  verdicts: none changed against the last commit'])
  })
})
