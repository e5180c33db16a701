// 000 §4 Autopay: every hide rule of the autopay actions, each with its opposite state.
import { describe, expect, it } from 'vitest'
import { CARD_TOKEN_UNUSABLE } from '../../entities/autopay'
import { evaluateAction } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const autopay = (status: string, card_token_status: string | null = null) => ({ item: { status, card_token_status } })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })
const verdict = (action: string, status: string, card: string | null = null) => evaluateAction('autopay', action, autopay(status, card))

describe('autopay', () => {
  it("000 §4 Autopay: 'Activate hidden when active'", () => {
    expect(verdict('activate', 'ON')).toEqual(hidden('reason.autopay.active'))
    expect(verdict('activate', 'OFF')).toEqual(hidden('reason.autopay.active'))
    expect(verdict('activate', 'INACTIVE')).toEqual(enabled)
  })

  it("000 §4 Autopay: 'enable, disable, edit_settings, delete_card hidden when inactive'", () => {
    for (const action of ['enable', 'disable', 'edit_settings', 'delete_card']) {
      expect(verdict(action, 'INACTIVE'), action).toEqual(hidden('reason.autopay.inactive'))
    }
    expect(verdict('enable', 'OFF')).toEqual(enabled)
    expect(verdict('disable', 'ON')).toEqual(enabled)
    expect(verdict('edit_settings', 'ON')).toEqual(enabled)
    expect(verdict('delete_card', 'ON')).toEqual(enabled)
  })

  it("000 §4 Autopay: 'delete_card, enable, disable hidden when card_token_status is NO, DISABLED or EXPIRED'", () => {
    for (const card of CARD_TOKEN_UNUSABLE) {
      expect(verdict('delete_card', 'ON', card), card).toEqual(hidden('reason.autopay.card_unusable'))
      expect(verdict('enable', 'OFF', card), card).toEqual(hidden('reason.autopay.card_unusable'))
      expect(verdict('disable', 'ON', card), card).toEqual(hidden('reason.autopay.card_unusable'))
      // edit_settings is not in the sentence: an unusable card does not hide it
      expect(verdict('edit_settings', 'ON', card), card).toEqual(enabled)
    }
    expect(verdict('delete_card', 'ON', null)).toEqual(enabled)
  })

  it("000 §4 Autopay: 'enable hidden when ON'", () => {
    expect(verdict('enable', 'ON')).toEqual(hidden('reason.autopay.on'))
    expect(verdict('enable', 'OFF')).toEqual(enabled)
  })

  it("000 §4 Autopay: 'disable hidden when OFF'", () => {
    expect(verdict('disable', 'OFF')).toEqual(hidden('reason.autopay.off'))
    expect(verdict('disable', 'ON')).toEqual(enabled)
  })

  it('000 §4 Autopay: edit_card has no hide rule', () => {
    for (const status of ['INACTIVE', 'ON', 'OFF']) expect(verdict('edit_card', status, 'EXPIRED'), status).toEqual(enabled)
  })

  it('000 §6 support session (stricter reading: card and money actions of the owner are blocked)', () => {
    for (const [action, status] of [
      ['activate', 'INACTIVE'],
      ['enable', 'OFF'],
      ['disable', 'ON'],
      ['edit_settings', 'ON'],
      ['edit_card', 'ON'],
      ['delete_card', 'ON'],
    ] as const) {
      expect(evaluateAction('autopay', action, { ...autopay(status), account: { is_support_session: true } }), action).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
      expect(evaluateAction('autopay', action, { ...autopay(status), account: { is_support_session: false } }), action).toEqual(enabled)
    }
  })
})
