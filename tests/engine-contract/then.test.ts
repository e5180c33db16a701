// Every after.then and every opens of every config names an existing action of an existing kind (ActionConfig.after.then,
// ActionConfig.opens: an action of the same kind or <kind>.<action>), so the flow never opens an action that is not there.
import { describe, expect, it } from 'vitest'
import { thenTarget } from '../../engine/evaluate'
import { entityConfigs, registry } from '../../entities'

const thens = entityConfigs.flatMap((config) => Object.entries(config.actions).flatMap(([name, action]) => (action.after?.then ? [{ kind: config.kind, action: name, then: action.after.then }] : [])))

const opens = entityConfigs.flatMap((config) =>
  Object.entries(config.actions).flatMap(([name, action]) => (action.opens ? [{ kind: config.kind, action: name, opens: action.opens.action, fields: Object.keys(action.opens.values) }] : [])),
)

describe('after.then of every config', () => {
  it('there are thens to check, of the same kind and of another kind', () => {
    expect(thens.some((t) => t.then.includes('.')) || opens.some((o) => o.opens.includes('.'))).toBe(true)
    expect(thens.some((t) => !t.then.includes('.'))).toBe(true)
  })

  it('each names an existing action of an existing kind', () => {
    const offenders = thens.flatMap(({ kind, action, then }) => {
      try {
        registry.thenOf(kind, action)
        return []
      } catch (error) {
        return [`${kind}.${action} then ${then}: ${error instanceof Error ? error.message : String(error)}`]
      }
    })
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('each opens names an existing action whose dialog has the fields it fills', () => {
    expect(opens.length).toBeGreaterThan(0)
    for (const { kind, action, opens: target, fields } of opens) {
      const { kind: targetKind, action: targetAction } = thenTarget(kind, target)
      const names = registry.get(targetKind).actions[targetAction]?.dialog?.fields.map((field) => field.name) ?? []
      for (const field of fields) expect(names, `${kind}.${action} opens ${target}: ${field}`).toContain(field)
    }
  })

  // update_os_core's ticket is the API's to open (the issue "Servers complete": the emulator records the request)
  it('000 §4: email_change opens ticket creation; generate offers the download; credentials_reset shows the credentials', () => {
    expect(opens.find((o) => o.kind === 'profile' && o.action === 'email_change')?.opens).toBe('ticket.create')
    expect(registry.thenOf('keypair', 'generate')).toEqual({ kind: 'keypair', action: 'download_keypair' })
    expect(registry.thenOf('s3_user', 'credentials_reset')).toEqual({ kind: 's3_user', action: 'credentials_show' })
  })
})
