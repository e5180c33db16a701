import { describe, expect, it } from 'vitest'
import { callPath } from '../../engine/evaluate'
import { evaluateAction, registry } from '../../entities'

const key = { id: 'k1', keypair_id: 'kp-1', name: 'laptop', public_key: 'ssh-ed25519 AAAA laptop' }
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

describe('keypair', () => {
  it("000 §4 / 001 §4 'Keypair actions: create, generate (then offers download), download_keypair, download_public_key, delete'", () => {
    expect(registry.actions('keypair')).toEqual(['create', 'generate', 'download_keypair', 'download_public_key', 'delete'])
    expect(registry.get('keypair').actions.generate?.after?.then).toBe('download_keypair')
  })

  it("000 §3 'the private key is not stored': download_keypair is offered after generate, not in a stored keypair's menu", () => {
    expect(registry.get('keypair').actions.download_keypair?.menu).toBe(false)
    expect(registry.get('keypair').actions.download_public_key?.menu).toBeUndefined()
  })

  it("001 §4 'Creating ... keypairs ... is blocked while the account is unverified or unidentified'", () => {
    for (const action of ['create', 'generate']) {
      expect(evaluateAction('keypair', action, { item: {}, account: { verified: false } }), action).toEqual(blocked('reason.account_not_verified'))
      expect(evaluateAction('keypair', action, { item: {}, account: { verified: true, identified: false } }), action).toEqual(blocked('reason.account_not_identified'))
      expect(evaluateAction('keypair', action, { item: {}, account: { verified: true, identified: true } }), action).toEqual(enabled)
    }
    expect(evaluateAction('keypair', 'delete', { item: key, account: { verified: false } }), 'deleting is not creating').toEqual(enabled)
  })

  it('keypairs are free: nothing is blocked under money; under abuse the downloads (read-only) stay and create and delete are blocked', () => {
    const money = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    for (const action of ['create', 'generate']) expect(evaluateAction('keypair', action, { item: {}, project: money }), action).toEqual(enabled)
    expect(evaluateAction('keypair', 'delete', { item: key, project: money })).toEqual(enabled)
    const abuse = { status: 'STOPPED' as const, stopping_reason: 'abuse' as const }
    expect(evaluateAction('keypair', 'download_public_key', { item: key, project: abuse })).toEqual(enabled)
    expect(evaluateAction('keypair', 'download_keypair', { item: key, project: abuse })).toEqual(enabled)
    expect(evaluateAction('keypair', 'delete', { item: key, project: abuse })).toEqual(blocked('reason.project_stopped_abuse'))
    expect(evaluateAction('keypair', 'create', { item: {}, project: abuse })).toEqual(blocked('reason.project_stopped_abuse'))
  })

  it('DESIGN: an item alone (no project, no account) is judged as nothing-blocks', () => {
    for (const action of ['download_keypair', 'download_public_key', 'delete']) expect(evaluateAction('keypair', action, { item: key }), action).toEqual(enabled)
    for (const action of ['create', 'generate']) expect(evaluateAction('keypair', action, { item: {} }), action).toEqual(enabled)
  })

  it("001 §9 limit name keypair (001 §8 'limit reached for ... keypairs'); 001 §7 calls; 000 §2 project/keypairs/all", () => {
    const config = registry.get('keypair')
    expect(config.actions.create?.verify?.limits).toEqual([{ name: 'keypair', amount: 1 }])
    expect(config.actions.generate?.verify?.limits).toEqual([{ name: 'keypair', amount: 1 }])
    expect(config.actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/keypairs' })
    expect(config.actions.generate?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/keypairs/generate' })
    // 001 §7 DELETE /keypairs/{keypair_id}: the keypair_id of the item, not its id
    expect(config.actions.delete?.call?.method).toBe('DELETE')
    expect(callPath(config.actions.delete!.call!.path, { item: key })).toBe('/keypairs/kp-1')
    expect(registry.listRoute('keypair')).toEqual({ name: 'keypairs_all', path: '/lk/project/keypairs/all' })
  })
})
