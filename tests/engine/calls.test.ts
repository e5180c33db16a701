// engine/evaluate.ts: the API path of an action's call, filled from the context and the submitted form (001 §7 paths).
import { describe, expect, it } from 'vitest'
import { callPath, callPlaceholders, placeholderPath } from '../../engine/evaluate'
import type { ActionInput } from '../../engine/types'

const input: ActionInput = {
  item: { id: 'vol-1', keypair_id: 'kp 7', size: 0, attached_to_server: { id: 'srv-1' } },
  related: { balancer: { id: 'lb-1' }, cluster: { id: 42 } },
  project: { id: 'prj-1', status: 'ACTIVE' },
  account: { id: 'acc-1' },
}

describe('callPath', () => {
  it('{id} is item.id and {project_id} is project.id', () => {
    expect(callPath('/volumes/{id}/extend', input)).toBe('/volumes/vol-1/extend')
    expect(callPath('/projects/{project_id}/volumes', input)).toBe('/projects/prj-1/volumes')
  })

  it('any context path: {item.*}, {related.*}, {project.*}, {account.*}', () => {
    expect(callPath('/keypairs/{item.keypair_id}', input)).toBe('/keypairs/kp%207')
    expect(callPath('/loadbalancers/{related.balancer.id}/rules', input)).toBe('/loadbalancers/lb-1/rules')
    expect(callPath('/dbaas/clusters/{related.cluster.id}/databases', input)).toBe('/dbaas/clusters/42/databases')
    expect(callPath('/servers/{item.attached_to_server.id}', input)).toBe('/servers/srv-1')
    expect(callPath('/projects/{project.id}/accounts/{account.id}', input)).toBe('/projects/prj-1/accounts/acc-1')
  })

  it('{payload.<field>} is a value of the submitted form', () => {
    expect(callPath('/addresses/{payload.address_id}/attach', input, { address_id: 'addr-9' })).toBe('/addresses/addr-9/attach')
    expect(callPath('/a/{payload.target.id}', input, { target: { id: 3 } })).toBe('/a/3')
  })

  it('a path without placeholders is kept; several placeholders are all filled', () => {
    expect(callPath('/access-tokens', { item: {} })).toBe('/access-tokens')
    expect(callPath('/p/{project_id}/v/{id}/a/{payload.address_id}', input, { address_id: 'x' })).toBe('/p/prj-1/v/vol-1/a/x')
  })

  it('URL-encodes each value as one segment', () => {
    expect(callPath('/s3/users/{id}', { item: { id: 'a/b c?d' } })).toBe('/s3/users/a%2Fb%20c%3Fd')
  })

  it('0 is a value', () => {
    expect(callPath('/sizes/{item.size}', input)).toBe('/sizes/0')
  })

  it('throws on a missing, null, empty or non-scalar value: a call with a hole in its path would reach the wrong resource', () => {
    expect(() => callPath('/volumes/{id}', { item: {} })).toThrow('{id} has no value')
    expect(() => callPath('/projects/{project_id}/volumes', { item: {} })).toThrow('{project_id} has no value')
    expect(() => callPath('/loadbalancers/{related.balancer.id}/rules', { item: {} })).toThrow('{related.balancer.id} has no value')
    expect(() => callPath('/addresses/{payload.address_id}/attach', input)).toThrow('{payload.address_id} has no value')
    expect(() => callPath('/volumes/{id}', { item: { id: null } })).toThrow('has no value')
    expect(() => callPath('/volumes/{id}', { item: { id: '' } })).toThrow('has no value (empty)')
    expect(() => callPath('/servers/{item.attached_to_server}', input)).toThrow('has no value')
    expect(() => callPath('/volumes/{id}', { item: { id: Number.NaN } })).toThrow('has no value')
  })

  it('throws on a placeholder form it does not know', () => {
    expect(() => callPath('/dbaas/clusters/{cluster_id}/databases', input)).toThrow('unknown placeholder {cluster_id}')
    expect(() => callPath('/x/{related}', input)).toThrow('unknown placeholder {related}')
    expect(() => callPath('/x/{}', input)).toThrow('unknown placeholder {}')
    expect(() => callPath('/x/{payload.}', input)).toThrow('unknown placeholder {payload.}')
  })
})

describe('callPlaceholders and placeholderPath', () => {
  it('list the placeholders of a template and the path each stands for', () => {
    expect(callPlaceholders('/p/{project_id}/v/{id}/a/{payload.address_id}')).toEqual(['project_id', 'id', 'payload.address_id'])
    expect(callPlaceholders('/access-tokens')).toEqual([])
    expect(placeholderPath('id')).toEqual({ source: 'context', path: 'item.id' })
    expect(placeholderPath('project_id')).toEqual({ source: 'context', path: 'project.id' })
    expect(placeholderPath('related.cluster.id')).toEqual({ source: 'context', path: 'related.cluster.id' })
    expect(placeholderPath('payload.address_id')).toEqual({ source: 'payload', path: 'address_id' })
    expect(placeholderPath('volume_id')).toBeUndefined()
  })
})
