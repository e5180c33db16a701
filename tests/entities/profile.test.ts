// 000 §4 Profile actions: the 2FA hide rules (each with its opposite), the support-session reading, email_change.
import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const profile = { id: 'profile-1', email: 'user@example.com' }
const verdict = (action: string, account: Record<string, unknown>) => evaluateAction('profile', action, { item: profile, account })

describe('profile', () => {
  it("000 §4 Profile actions: '2fa_enable (hidden when enabled)'", () => {
    expect(verdict('2fa_enable', { second_factor_enabled: true })).toEqual({ visible: false, enabled: false, reason: 'reason.profile.2fa_enabled' })
    expect(verdict('2fa_enable', { second_factor_enabled: false })).toEqual(enabled)
  })

  it("000 §4 Profile actions: '2fa_disable (hidden when not enabled)'", () => {
    expect(verdict('2fa_disable', { second_factor_enabled: false })).toEqual({ visible: false, enabled: false, reason: 'reason.profile.2fa_not_enabled' })
    expect(verdict('2fa_disable', { second_factor_enabled: true })).toEqual(enabled)
  })

  it("000 §4 Profile actions: 'email_change (opens a support ticket)'; 000 §6: no e-mail change except through support", () => {
    const action = registry.get('profile').actions.email_change
    expect(action?.opens?.action).toBe('ticket.create')
    expect(action?.call).toBeUndefined()
    // filled in: every value lands on a field of the ticket's create dialog, the service on one of its options
    const create = registry.get('ticket').actions['create']
    const fields = new Map((create?.dialog?.fields ?? []).map((field) => [field.name, field]))
    for (const name of Object.keys(action?.opens?.values ?? {})) expect(fields.has(name), name).toBe(true)
    expect(fields.get('service')?.options?.map((option) => option.value)).toContain(action?.opens?.values['service'])
    expect(action?.opens?.values['message']).toEqual({ text: 'profile.email_change.message', params: { email: 'item.email' } })
    expect(verdict('email_change', {})).toEqual(enabled)
  })

  it('000 §5: phone verification by the last 4 digits of an incoming call: the phone, then the code; 000 §6: a verified phone only through support', () => {
    const actions = registry.get('profile').actions
    expect(actions['phone_verify']?.after?.then).toBe('phone_confirm')
    expect(actions['phone_verify']?.request).toBe('ProfilePhoneRequest')
    const code = actions['phone_confirm']?.dialog?.fields.find((field) => field.name === 'code')
    expect(code?.pattern && new RegExp(code.pattern.regex).test('1234')).toBe(true)
    for (const wrong of ['123', '12345', '12a4']) expect(code?.pattern && new RegExp(code.pattern.regex).test(wrong), wrong).toBe(false)
    const phone = actions['phone_verify']?.dialog?.fields.find((field) => field.name === 'phone')
    expect(phone?.pattern && new RegExp(phone.pattern.regex).test('+79161234567')).toBe(true)
    for (const wrong of ['+', '89161234567', '+7 916 123 45 67']) expect(phone?.pattern && new RegExp(phone.pattern.regex).test(wrong), wrong).toBe(false)
    const judge = (item: Record<string, unknown>) => evaluateAction('profile', 'phone_verify', { item: { ...profile, ...item }, account: {} })
    expect(judge({ phone: '', phone_verified: false })).toEqual(enabled)
    expect(judge({ phone: '+79161234567', phone_verified: true })).toEqual({ visible: true, enabled: false, reason: 'reason.profile.phone_verified' })
    expect(verdict('phone_verify', { is_support_session: true })).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
  })

  it('000 §6 support session (stricter reading): 2FA, password and e-mail are blocked; name and subscriptions are not', () => {
    const security: [string, Record<string, unknown>][] = [
      ['2fa_enable', { second_factor_enabled: false }],
      ['2fa_disable', { second_factor_enabled: true }],
      ['change_password', {}],
      ['restore_password', {}],
      ['email_change', {}],
    ]
    for (const [action, account] of security) {
      expect(verdict(action, { ...account, is_support_session: true }), action).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
      expect(verdict(action, { ...account, is_support_session: false }), action).toEqual(enabled)
    }
    for (const action of ['name_change', 'subscribe', 'unsubscribe', 'subscribe_marketing', 'unsubscribe_marketing']) {
      expect(verdict(action, { is_support_session: true }), action).toEqual(enabled)
    }
  })

  it('000 §4 Profile actions: 2fa_enable with any authenticator app: the password, then the secret and its first code, then the recovery codes once', () => {
    const actions = registry.get('profile').actions
    expect(actions['2fa_enable']?.call).toEqual({ method: 'POST', path: '/profile/second-factor/app' })
    expect(actions['2fa_enable']?.after?.then).toBe('2fa_confirm')
    const confirm = actions['2fa_confirm']
    expect(confirm?.menu).toBe(false)
    expect(confirm?.payload).toEqual({ enabled: true })
    expect(confirm?.dialog?.fields.map((field) => [field.name, field.kind])).toEqual([
      ['otpauth_uri', 'qr_code'],
      ['secret', 'copy_text'],
      ['code', 'text'],
    ])
    expect(confirm?.after?.then).toBe('recovery_codes')
    expect(actions.recovery_codes?.view?.fields.map((field) => field.path)).toEqual(['answer.recovery_codes'])
    // the second step is as much a security action as the first
    expect(verdict('2fa_confirm', { is_support_session: true })).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
  })

  it('000 §4 Profile actions: 2fa_disable and change_password take the current password; the new one follows 000 §5', () => {
    const actions = registry.get('profile').actions
    expect(actions['2fa_disable']?.payload).toEqual({ enabled: false })
    expect(actions['2fa_disable']?.dialog?.fields.map((field) => field.kind)).toEqual(['current_password'])
    expect(actions.change_password?.dialog?.fields.map((field) => [field.name, field.kind])).toEqual([
      ['password', 'current_password'],
      ['new_password', 'password'],
    ])
  })

  it('000 §4 Profile actions: subscribe, unsubscribe, subscribe_marketing, unsubscribe_marketing switch their 000 §3 flag', () => {
    const actions = registry.get('profile').actions
    expect(actions.subscribe?.payload).toEqual({ email_subscribe: true })
    expect(actions.unsubscribe?.payload).toEqual({ email_subscribe: false })
    expect(actions.subscribe_marketing?.payload).toEqual({ email_marketing_subscribe: true })
    expect(actions.unsubscribe_marketing?.payload).toEqual({ email_marketing_subscribe: false })
  })
})
