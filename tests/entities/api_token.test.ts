// 000 §4 API token actions and 001 §7 API tokens. The spec states no hide or block rule for tokens; what is tested is
// the support-session reading (000 §6), the calls and the view step after create and renew.
import { describe, expect, it } from 'vitest'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const token = { id: 'token-1', name: 'ci' }
const inputFor = (action: string, account: Record<string, unknown>) => ({ item: action === 'create' ? {} : token, account })

describe('api_token', () => {
  it("000 §4 API token actions: 'create or renew shows the token in a view dialog'", () => {
    const actions = registry.get('api_token').actions
    expect(actions.create?.after?.then).toBe('view')
    expect(actions.renew?.after?.then).toBe('view')
    expect(actions.view?.mutating).toBe(false)
  })

  it("001 §7: 'GET and POST /access-tokens (name); POST /access-tokens/{id}/renew; PATCH /access-tokens/{id} (name); DELETE /access-tokens/{id}'", () => {
    const actions = registry.get('api_token').actions
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/access-tokens' })
    expect(actions.renew?.call).toEqual({ method: 'POST', path: '/access-tokens/{id}/renew' })
    expect(actions.rename?.call).toEqual({ method: 'PATCH', path: '/access-tokens/{id}' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/access-tokens/{id}' })
    expect(registry.get('api_token').list?.order).toBe('-created_in')
  })

  it('000 §6 support session (stricter reading: any token holder has full API access, so issuing, showing, renewing and revoking tokens are blocked)', () => {
    for (const action of ['create', 'view', 'renew', 'delete']) {
      expect(evaluateAction('api_token', action, inputFor(action, { is_support_session: true })), action).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
      expect(evaluateAction('api_token', action, inputFor(action, { is_support_session: false })), action).toEqual(enabled)
    }
    expect(evaluateAction('api_token', 'rename', inputFor('rename', { is_support_session: true }))).toEqual(enabled)
  })

  it('000 §4 Project: tokens are managed at account level, so a stopped project blocks none of their actions', () => {
    const stopped = { project: { status: 'STOPPED' as const, stopping_reason: 'abuse' as const } }
    for (const action of registry.actions('api_token')) expect(evaluateAction('api_token', action, { ...inputFor(action, {}), ...stopped }), action).toEqual(enabled)
  })
})
