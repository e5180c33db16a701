// 000 §4 Acceptance certificate statuses (numbers with meanings) and the sets they are read into.
import { describe, expect, it } from 'vitest'
import { ACCEPTANCE_CERT_STATUS } from '../../entities/acceptance_cert'
import { evaluateAction, registry } from '../../entities/index'

describe('acceptance_cert', () => {
  it("000 §4: 'Acceptance certificate statuses: 0 preliminary, 1 created, ..., 330 annulled, 340 annulment refused'", () => {
    expect(Object.entries(ACCEPTANCE_CERT_STATUS).map(([name, value]) => `${value} ${name}`)).toEqual([
      '0 preliminary',
      '1 created',
      '2 requested',
      '3 sent',
      '4 signed',
      '100 awaiting_sending',
      '110 signed_by_client',
      '120 rejected_by_client',
      '220 rejected_by_company',
      '300 awaiting_annulment',
      '310 annulment_requested_by_client',
      '320 annulment_requested_by_company',
      '330 annulled',
      '340 annulment_refused',
    ])
    expect(registry.get('acceptance_cert').statuses?.values).toEqual(Object.values(ACCEPTANCE_CERT_STATUS))
  })

  it('status classes: signed ones are usable, rejected or annulled ones error, pending ones processing, drafts none', () => {
    const classOf = (status: number) => registry.statusClass('acceptance_cert', status)
    expect(classOf(ACCEPTANCE_CERT_STATUS.signed)).toBe('usable')
    expect(classOf(ACCEPTANCE_CERT_STATUS.signed_by_client)).toBe('usable')
    expect(classOf(ACCEPTANCE_CERT_STATUS.rejected_by_client)).toBe('error')
    expect(classOf(ACCEPTANCE_CERT_STATUS.annulled)).toBe('error')
    expect(classOf(ACCEPTANCE_CERT_STATUS.awaiting_annulment)).toBe('processing')
    expect(classOf(ACCEPTANCE_CERT_STATUS.preliminary)).toBeUndefined()
  })

  it('download is read-only and blocked by nothing (the spec states no rule for certificates)', () => {
    expect(registry.get('acceptance_cert').actions.download?.mutating).toBe(false)
    for (const status of Object.values(ACCEPTANCE_CERT_STATUS)) {
      expect(evaluateAction('acceptance_cert', 'download', { item: { id: 'cert-1', number: '1', status }, account: { is_support_session: true } })).toEqual({ visible: true, enabled: true })
    }
  })
  it("000 §4: the client's steps (110 signed by client, 120 rejected by client) are taken on a sent certificate (3)", () => {
    for (const action of ['sign', 'reject']) {
      expect(evaluateAction('acceptance_cert', action, { item: { status: ACCEPTANCE_CERT_STATUS.sent } }), action).toEqual({ visible: true, enabled: true })
      for (const status of Object.values(ACCEPTANCE_CERT_STATUS).filter((value) => value !== ACCEPTANCE_CERT_STATUS.sent))
        expect(evaluateAction('acceptance_cert', action, { item: { status } }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.acceptance_cert.not_sent' })
    }
  })

  it('000 §4: 310 annulment requested by client: asked of a certificate in force (4 signed, 110 signed by client)', () => {
    const inForce: number[] = [ACCEPTANCE_CERT_STATUS.signed, ACCEPTANCE_CERT_STATUS.signed_by_client]
    for (const status of Object.values(ACCEPTANCE_CERT_STATUS)) {
      const verdict = evaluateAction('acceptance_cert', 'request_annulment', { item: { status } })
      expect(verdict, `status ${status}`).toEqual(inForce.includes(status) ? { visible: true, enabled: true } : { visible: true, enabled: false, reason: 'reason.acceptance_cert.not_in_force' })
    }
  })
})
