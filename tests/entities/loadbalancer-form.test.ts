// The balancer's forms (000 §2 loadbalancers/new, the change dialogs): the health monitor rules of 001 §5 and 000 §4,
// checked in the browser before anything is sent, and the request each form makes (001 §7).
import { describe, expect, it } from 'vitest'
import { GENERAL_FIELD } from '../../contract/catalogue'
import { LOADBALANCER } from '../../contract/constants'
import { fieldOf } from '../../engine/errors/classify'
import { registry } from '../../entities'
import { requestMessages } from '../../src/actions/flow'
import { apiPayload } from '../../src/actions/useActionForm'
import { entryOptions } from '../../src/actions/pickers'
import { fieldProblems, initialFieldValues } from '../../ui/forms/rules'

const actions = registry.get('loadbalancer').actions
const create = actions.create!
const change = actions.change_healthmonitor!
const fieldsOf = (action: typeof create) => action.dialog?.fields ?? []
const translate = (key: string) => key
const HM = 'healthmonitor/'
const httpValues = { ...initialFieldValues(fieldsOf(create)), name: 'lb-1', [`${HM}type`]: 'HTTP' }
const problems = (values: Record<string, unknown>) => fieldProblems(fieldsOf(create), values)

describe('loadbalancers/new: the health monitor (001 §5, 001 §9)', () => {
  it('001 §9: starts from the default health monitor TCP, delay 80, timeout 15, max_retries 5, ROUND_ROBIN, no persistence', () => {
    const values = initialFieldValues(fieldsOf(create))
    expect(values).toMatchObject({ [`${HM}type`]: 'TCP', [`${HM}delay`]: 80, [`${HM}timeout`]: 15, [`${HM}max_retries`]: 5, algorithm: 'ROUND_ROBIN', session_persistence: false })
    expect(apiPayload(create, { ...values, name: 'lb-1' })).toEqual({
      name: 'lb-1',
      address: { ddos_protection: false },
      algorithm: 'ROUND_ROBIN',
      session_persistence: false,
      healthmonitor: LOADBALANCER.default_healthmonitor,
      rules: [],
    })
  })

  it("001 §5: 'timeout less than interval'", () => {
    expect(problems({ ...httpValues, [`${HM}delay`]: 10, [`${HM}timeout`]: 10 })[`${HM}timeout`]).toEqual({ key: 'loadbalancer.validation.timeout_below_delay', params: { current: 10, to: 10 } })
    expect(problems({ ...httpValues, [`${HM}delay`]: 10, [`${HM}timeout`]: 9 })[`${HM}timeout`]).toBeUndefined()
  })

  it("001 §5: 'max retries 1 to 10'", () => {
    expect(problems({ ...httpValues, [`${HM}max_retries`]: 0 })[`${HM}max_retries`]).toEqual({ key: 'validation.min_value', params: { min: 1 } })
    expect(problems({ ...httpValues, [`${HM}max_retries`]: 11 })[`${HM}max_retries`]).toEqual({ key: 'validation.max_value', params: { max: 10 } })
    for (const retries of [1, 10]) expect(problems({ ...httpValues, [`${HM}max_retries`]: retries })[`${HM}max_retries`]).toBeUndefined()
  })

  it("001 §5: 'expected codes a number or comma-separated numbers'", () => {
    for (const codes of ['200', '200,301', '200,204,301']) expect(problems({ ...httpValues, [`${HM}expected_codes`]: codes })[`${HM}expected_codes`], codes).toBeUndefined()
    for (const codes of ['ok', '200;301', '200,', ',200', '200 301']) {
      expect(problems({ ...httpValues, [`${HM}expected_codes`]: codes })[`${HM}expected_codes`], codes).toEqual({ key: 'loadbalancer.validation.expected_codes' })
    }
  })

  it("001 §5: 'URL path starts with a slash'", () => {
    expect(problems({ ...httpValues, [`${HM}url_path`]: '/health' })[`${HM}url_path`]).toBeUndefined()
    for (const path of ['health', 'http://x/health', '/a b']) expect(problems({ ...httpValues, [`${HM}url_path`]: path })[`${HM}url_path`], path).toEqual({ key: 'loadbalancer.validation.url_path' })
  })

  it("000 §4: 'Non-HTTP monitor types drop HTTP-only fields': neither checked nor sent", () => {
    for (const type of ['PING', 'TCP']) {
      const values = { ...httpValues, [`${HM}type`]: type, [`${HM}url_path`]: 'no-slash', [`${HM}expected_codes`]: 'x' }
      expect(problems(values), type).toEqual({})
      expect(apiPayload(create, values).healthmonitor, type).toEqual({ type, delay: 80, timeout: 15, max_retries: 5 })
    }
    expect(apiPayload(create, httpValues).healthmonitor).toEqual({ type: 'HTTP', delay: 80, timeout: 15, max_retries: 5, http_method: 'GET', expected_codes: '200', url_path: '/' })
  })

  it('a refused value of the monitor lands on its own field: the request schema in the browser, the API answer by its path', async () => {
    const names = fieldsOf(create).map((field) => field.name)
    const payload = apiPayload(create, { ...httpValues, [`${HM}url_path`]: 'x' })
    expect(await requestMessages('LoadbalancerCreateRequest', payload, translate, names)).toEqual({ [`${HM}url_path`]: 'console.action.validation.name_pattern' })
    expect(fieldOf('healthmonitor.timeout', names)).toBe(`${HM}timeout`)
    // a rule of the first rules lands on the rules field; 'Non-unique rule' (path nofield) on the general one
    expect(fieldOf('rules.0.address_id', names)).toBe('rules')
    expect(fieldOf('nofield', names)).toBe(GENERAL_FIELD)
  })

  it('001 §9: ROUND_ROBIN or LEAST_CONNECTIONS; HTTP methods GET, HEAD, POST, PUT, DELETE, CONNECT, OPTIONS, TRACE', () => {
    const byName = (name: string) => fieldsOf(create).find((field) => field.name === name)
    expect(byName('algorithm')?.options?.map((option) => option.value)).toEqual(['ROUND_ROBIN', 'LEAST_CONNECTIONS'])
    expect(byName(`${HM}type`)?.options?.map((option) => option.value)).toEqual(['PING', 'TCP', 'HTTP'])
    expect(byName(`${HM}http_method`)?.options?.map((option) => option.value)).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE'])
  })

  it("001 §5: a rule's address is a server's internal address: the picker offers each server's internal addresses", () => {
    const rules = fieldsOf(create).find((field) => field.name === 'rules')
    const server = { id: 's1', name: 'web-1', internal_addresses: [{ address_id: 'a1', address: '10.0.0.5' }] }
    expect(entryOptions('server', server, rules?.picker?.each)).toEqual([{ value: 'a1', label: 'web-1 — 10.0.0.5' }])
    expect(entryOptions('server', { id: 's2', name: 'bare', internal_addresses: [] }, rules?.picker?.each)).toEqual([])
  })
})

describe('change_healthmonitor: PUT /loadbalancers/{id}/healthmonitor (001 §7: only non-empty fields)', () => {
  const item = { id: 'lb-1', name: 'lb', status: 'ACTIVE', healthmonitor: { type: 'HTTP', delay: 30, timeout: 10, max_retries: 3, http_method: 'GET', expected_codes: '200', url_path: '/health' } }

  it("starts from the balancer's own monitor and sends the monitor itself", () => {
    const values = initialFieldValues(fieldsOf(change), {}, { item })
    expect(apiPayload(change, values)).toEqual(item.healthmonitor)
  })

  it('empty fields are not sent; a non-HTTP type sends no HTTP-only field (000 §4)', () => {
    const values = initialFieldValues(fieldsOf(change), {}, { item })
    expect(apiPayload(change, { ...values, delay: '', url_path: '' })).toEqual({ type: 'HTTP', timeout: 10, max_retries: 3, http_method: 'GET', expected_codes: '200' })
    expect(apiPayload(change, { ...values, type: 'TCP' })).toEqual({ type: 'TCP', delay: 30, timeout: 10, max_retries: 3 })
  })

  it('001 §5: the timeout stays below the interval in the dialog too', () => {
    const values = initialFieldValues(fieldsOf(change), {}, { item })
    expect(fieldProblems(fieldsOf(change), { ...values, timeout: 30 }).timeout?.key).toBe('loadbalancer.validation.timeout_below_delay')
  })
})

describe('the other dialogs (001 §7)', () => {
  const item = { id: 'lb-1', name: 'lb', status: 'ACTIVE', algorithm: 'LEAST_CONNECTIONS', session_persistence: true, addresses: [{ address_id: 'ip-1', address: '203.0.113.9', external: true }] }

  it('rename sends new_name; change_algorithm sends algorithm and session_persistence, starting from the balancer', () => {
    expect(apiPayload(actions.rename!, initialFieldValues(fieldsOf(actions.rename!), {}, { item }))).toEqual({ new_name: 'lb' })
    expect(apiPayload(actions.change_algorithm!, initialFieldValues(fieldsOf(actions.change_algorithm!), {}, { item }))).toEqual({ algorithm: 'LEAST_CONNECTIONS', session_persistence: true })
  })

  it("attach_floatingip picks a free address (DOWN) and names the balancer; detach_floatingip sends the balancer's address", () => {
    expect(actions.attach_floatingip?.dialog?.fields[0]).toMatchObject({ name: 'address_id', picker: { kind: 'floatingip', filter: { status__in: 'DOWN' } } })
    expect(apiPayload(actions.attach_floatingip!, { address_id: 'ip-2' }, { item, related: {}, project: {}, account: {}, limits: {} })).toEqual({ address_id: 'ip-2', id: 'lb-1' })
    expect(apiPayload(actions.detach_floatingip!, {}, { item, related: {}, project: {}, account: {}, limits: {} })).toEqual({ address_id: 'ip-1' })
  })
})
