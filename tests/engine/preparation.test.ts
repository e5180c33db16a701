// Preparation steps (EntityConfig.preparations): one mechanism for a call before an action (001 §4 Action flow:
// "optional redirect, prepare, money and limit verification, then the action"); the ready check's answer refuses
// backups without the Linux headers (001 §7 POST /servers/{id}/backup/ready-check; 001 §4 Backup plan alerts).
import { describe, expect, it } from 'vitest'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { classify } from '../../engine/errors/classify'
import { PreparationRefused, refusalOf } from '../../engine/flow/preparation'
import { registry } from '../../entities'

describe('preparations', () => {
  it('every prepare step an action with a call names is declared by its kind (one mechanism: EntityConfig.preparations)', () => {
    for (const kind of registry.kinds()) {
      const config = registry.get(kind)
      for (const [name, action] of Object.entries(config.actions)) {
        if (!action?.call || action.offered === false) continue
        for (const step of action.prepare ?? []) expect(config.preparations?.[step], `${kind}.${name}: ${step}`).toBeDefined()
      }
    }
  })

  it("001 §4 S3 user: delete 'first loads the user's buckets'; 001 §4 Virtual router: stop and delete first load the gateway address", () => {
    expect(registry.get('s3_user').preparations?.load_buckets).toEqual({ path: '/s3/users/{id}/buckets' })
    expect(registry.get('vrouter').preparations?.load_gateway_address?.method).toBeUndefined()
  })

  it('001 §7 ready-check before backup_enable and a plan enable: a POST whose linux_headers false refuses the action', () => {
    const server = registry.get('server').preparations?.backup_ready_check
    const plan = registry.get('backup_plan').preparations?.backup_ready_check
    expect(server).toMatchObject({ path: '/servers/{id}/backup/ready-check', method: 'POST' })
    expect(plan).toMatchObject({ path: '/servers/{item.server_id}/backup/ready-check', method: 'POST' })
    expect(registry.get('server').actions.backup_enable?.prepare).toEqual(['backup_ready_check'])
    expect(registry.get('backup_plan').actions.enable?.prepare).toEqual(['backup_ready_check'])
    expect(refusalOf(server!, { linux_headers: false })).toBe('reason.backup_plan.no_linux_headers')
    expect(refusalOf(server!, { linux_headers: true })).toBeUndefined()
    // an answer without the field refuses nothing
    expect(refusalOf(server!, {})).toBeUndefined()
  })

  it('a refusal shows its reason on the dialog’s general field, not as an unknown failure', () => {
    const classification = classify(new PreparationRefused('reason.backup_plan.no_linux_headers', 'backup_ready_check'), { in_dialog: true })
    expect(classification.message_key).toBe('reason.backup_plan.no_linux_headers')
    expect(classification.field_errors?.[GENERAL_FIELD]?.key).toBe('reason.backup_plan.no_linux_headers')
    expect(classification.alert).toBeUndefined()
  })
})
