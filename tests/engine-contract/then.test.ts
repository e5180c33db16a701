// Every after.then of every config names an existing action of an existing kind (ActionConfig.after.then: an action
// of the same kind or <kind>.<action>), so the flow never opens an action that is not there.
import { describe, expect, it } from 'vitest'
import { entityConfigs, registry } from '../../entities'

const thens = entityConfigs.flatMap((config) => Object.entries(config.actions).flatMap(([name, action]) => (action.after?.then ? [{ kind: config.kind, action: name, then: action.after.then }] : [])))

describe('after.then of every config', () => {
  it('there are thens to check, of the same kind and of another kind', () => {
    expect(thens.some((t) => t.then.includes('.'))).toBe(true)
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

  // update_os_core's ticket is the API's to open (the issue "Servers complete": the emulator records the request)
  it('000 §4: email_change opens ticket creation; generate offers the download; credentials_reset shows the credentials', () => {
    expect(registry.thenOf('profile', 'email_change')).toEqual({ kind: 'ticket', action: 'create' })
    expect(registry.thenOf('keypair', 'generate')).toEqual({ kind: 'keypair', action: 'download_keypair' })
    expect(registry.thenOf('s3_user', 'credentials_reset')).toEqual({ kind: 's3_user', action: 'credentials_show' })
  })
})
