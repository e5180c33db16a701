import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MONEY } from '../../contract/constants'
import { actionOf } from '../../engine/evaluate'
import { catalogueEntry, catalogueError, ERROR_CATALOGUE, formatMessage, GENERAL_FIELD, USER_MESSAGES, type CatalogueCode } from '../../contract/catalogue'
import { classify } from '../../engine/errors/classify'
import { ApiError, normalizeError } from '../../engine/errors/http'
import { alertSeverity } from '../../engine/errors/severity'
import { createRegistry } from '../../engine/registry'
import type { EntityConfig } from '../../engine/types'
import { registry as entitiesRegistry } from '../../entities/index'

describe('001 §8 the error catalogue: one entry per situation', () => {
  it('codes are unique and every entry cites the spec and has an i18n key', () => {
    const codes = ERROR_CATALOGUE.map((entry) => entry.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const entry of ERROR_CATALOGUE) {
      expect(entry.spec, entry.code).toMatch(/^00[01] §\d/)
      expect(entry.message_key, entry.code).toMatch(/^[a-z_]+\.[a-z_.]+$/)
      if (entry.behaviour === 'field_error') expect(entry.field ?? 'by API path', entry.code).toBeTruthy()
    }
  })

  it.each<[CatalogueCode, string]>([
    ['not_enough_money', 'open_payment_dialog'],
    ['not_enough_money_run_service', 'open_payment_dialog'],
    ['not_enough_money_run_first_service', 'open_payment_dialog'],
    ['limit_reached', 'open_ticket_dialog'],
    ['minimum_balance', 'message'],
    ['signal_redirect', 'silent'],
    ['signal_router', 'silent'],
    ['signal_verification_failed', 'silent'],
    ['action_error', 'error_dialog'],
    ['action_error_in_dialog', 'throw'],
    ['unknown_action_error', 'field_error'],
    ['entity_not_found', 'throw'],
    ['action_not_found', 'throw'],
    ['entrance_without_route', 'throw'],
    ['non_unique_rule', 'field_error'],
    ['invalid_rule_address', 'field_error'],
    ['entity_not_attachable', 'throw'],
    ['attachable_prop_not_defined', 'throw'],
    ['attachable_details_need_entity_and_id', 'throw'],
    ['items_load_failed', 'retry_link'],
    ['volume_extend_failed', 'order_flow'],
    ['backup_store_error', 'authorized_exception'],
    ['loadbalancer_call_error', 'reject'],
    ['http_action_alert', 'alert'],
  ])('%s: %s', (code, behaviour) => {
    expect(catalogueEntry(code).behaviour).toBe(behaviour)
  })

  it.each<[CatalogueCode, string]>([
    ['entity_not_found', 'Entity {name} not found'],
    ['entrance_without_route', 'Entity action have not route'],
    ['non_unique_rule', 'Non-unique rule'],
    ['invalid_rule_address', 'The Loadbalancer rule required a valid address_id'],
    ['attach_to_required', "'attach_to' is required for attach action"],
    ['make_primary_not_attached', 'The "make primary" action is available only with an address attached to the server'],
    ['checkbox_required', 'Checkbox required'],
  ])("%s keeps the spec's literal text", (code, message) => {
    expect(catalogueEntry(code).message).toBe(message)
  })

  it('Unknown dialog action failure: unknown_action_error on a general field, and reported', () => {
    expect(catalogueEntry('unknown_action_error')).toMatchObject({ message_key: 'error.unknown_action_error', field: GENERAL_FIELD, reported: true })
  })

  it('Non-unique load balancer rule comes with path nofield and lands on the general field', () => {
    expect(catalogueEntry('non_unique_rule')).toMatchObject({ api_path: 'nofield', field: GENERAL_FIELD })
  })

  it("Entity not in config: 'Entity {name} not found' is what the registry throws", () => {
    expect(formatMessage(catalogueEntry('entity_not_found').message!, { name: 'teleporter' })).toBe('Entity teleporter not found')
    expect(() => createRegistry([]).get('teleporter')).toThrow(catalogueError('entity_not_found', { name: 'teleporter' }).message)
  })

  it('Action not found for entity: an error is thrown, with the catalogue text', () => {
    const config = { kind: 'thing', actions: {} } as unknown as EntityConfig
    expect(() => actionOf(config, 'fly')).toThrow(catalogueError('action_not_found', { action: 'fly', name: 'thing' }).message)
  })

  it('catalogueError carries the code and the literal message', () => {
    const error = catalogueError('entrance_without_route')
    expect(error.message).toBe('Entity action have not route')
    expect(error.code).toBe('entrance_without_route')
  })

  it('the user-facing messages of 001 §8 are listed as unique keys', () => {
    const keys = USER_MESSAGES.map((m) => m.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of ['error.limit_reached.disks', 'error.volume_must_be_detached', 'error.project_stopped_money', 'error.access_forbidden', 'error.main_payer_delete', 'error.unknown']) {
      expect(USER_MESSAGES.map((m) => m.key)).toContain(key)
    }
    expect(USER_MESSAGES.every((m) => m.key.startsWith('error.') && m.text.length > 0)).toBe(true)
  })
})

describe('001 §8 HTTP 4xx or 5xx on actions: severity adds 10 for 4xx, 50 for 5xx, 50 for money verification, 100 when monthly cost or payment amount is 5000 or more; levels LOW 10, MEDIUM 50, HIGH 100', () => {
  it.each([
    [{ http_status: 404 }, 10, 'LOW'],
    [{ http_status: 400 }, 10, 'LOW'],
    [{ http_status: 499 }, 10, 'LOW'],
    [{ http_status: 500 }, 50, 'MEDIUM'],
    [{ http_status: 503 }, 50, 'MEDIUM'],
    [{ http_status: 409, money_verification: true }, 60, 'MEDIUM'],
    [{ http_status: 500, money_verification: true }, 100, 'HIGH'],
    [{ http_status: 400, monthly_cost: 5000 }, 110, 'HIGH'],
    [{ http_status: 400, monthly_cost: 4999.99 }, 10, 'LOW'],
    [{ http_status: 502, payment_amount: MONEY.high_amount }, 150, 'HIGH'],
    [{ http_status: 500, money_verification: true, monthly_cost: 6000, payment_amount: 7000 }, 200, 'HIGH'],
    [{ payment_amount: 5000 }, 100, 'HIGH'],
    [{ money_verification: true }, 50, 'MEDIUM'],
    [{ http_status: 302 }, 0, 'LOW'],
    [{}, 0, 'LOW'],
  ] as const)('%o → %d %s', (input, score, level) => {
    expect(alertSeverity(input)).toEqual({ score, level })
  })
})

describe('classify: a failure to its catalogue entry', () => {
  it('Verification failed: not_enough_money opens the payment dialog with missing amount, minimum balance and currency', () => {
    const outcome = { ok: false as const, reason: 'not_enough_money' as const, missing: 50, minimum_balance: 300, currency: 'RUB' as const }
    const result = classify(outcome)
    expect(result.entry.behaviour).toBe('open_payment_dialog')
    expect(result.verification).toEqual(outcome)
    expect(classify({ ...outcome, reason: 'not_enough_money_run_first_service' }).entry.code).toBe('not_enough_money_run_first_service')
  })

  it('Verification failed: limit_reached opens the ticket dialog prefilled with used and max per limit', () => {
    const outcome = { ok: false as const, reason: 'limit_reached' as const, rejected: [{ name: 'volumes', used: 10, max: 10, requested: 1 }] }
    expect(classify(outcome)).toMatchObject({ entry: { behaviour: 'open_ticket_dialog' }, verification: { rejected: [{ name: 'volumes', used: 10, max: 10 }] } })
  })

  it.each(['redirect', 'router', 'verification_failed'] as const)('a %s signal ends silently', (signal) => {
    expect(classify({ signal }).entry.behaviour).toBe('silent')
  })

  it('HTTP 400 whose code names a user-facing message (001 §8) puts that message key on its field, whatever the API wrote', () => {
    const result = classify(new ApiError(400, { errors: [{ path: 'name', message: 'This volume name is already in use' }], code: 'volume_name_in_use' }), { in_dialog: true, fields: ['name'] })
    expect(result.field_errors).toEqual({ name: { message: 'This volume name is already in use', key: 'error.volume_name_in_use' } })
    // a code the catalogue does not know leaves the API's text alone
    expect(classify(new ApiError(400, { errors: [{ path: 'name', message: 'Bad' }], code: 'made_up' }), { fields: ['name'] }).field_errors).toEqual({ name: { message: 'Bad' } })
  })

  it('HTTP 400 with errors per path gives field errors; the literal rule messages find their entries', () => {
    const error = new ApiError(400, {
      errors: [
        { path: 'server_id', message: 'The Loadbalancer rule required a valid address_id' },
        { path: 'name', message: 'Too long' },
      ],
    })
    const result = classify(error, { in_dialog: true, fields: ['server_id', 'name'] })
    expect(result.entry.code).toBe('invalid_rule_address')
    expect(result.field_errors).toEqual({
      server_id: { message: 'The Loadbalancer rule required a valid address_id', key: 'error.loadbalancer_rule.invalid_address' },
      name: { message: 'Too long' },
    })
    expect(classify(new ApiError(400, { errors: [{ path: 'name', message: 'Too long' }] })).entry.code).toBe('validation_error')
  })

  it("'Non-unique rule' with path nofield lands on the general field even when the form's fields are not known", () => {
    const result = classify(
      new ApiError(400, {
        errors: [
          { path: 'nofield', message: 'Non-unique rule' },
          { path: 'nofield', message: 'Another' },
        ],
      }),
      { in_dialog: true },
    )
    expect(result.entry.code).toBe('non_unique_rule')
    expect(result.field_errors).toEqual({ [GENERAL_FIELD]: { message: 'Non-unique rule\nAnother', key: 'error.loadbalancer_rule.non_unique' } })
  })

  it("'attach_to' is required for attach action lands on the attach_to field when the API gives no path", () => {
    const result = classify(new ApiError(400, { errors: [{ path: '', message: "'attach_to' is required for attach action" }] }), { in_dialog: true, fields: ['attach_to', 'id'] })
    expect(result.field_errors).toEqual({ attach_to: { message: "'attach_to' is required for attach action", key: 'error.floatingip.attach_to_required' } })
  })

  it('Other action errors with no dialog: error dialog, with an alert', () => {
    const result = classify(new ApiError(403, { message: 'Forbidden' }))
    expect(result.entry.code).toBe('action_error')
    expect(result.message_key).toBe('error.access_forbidden')
    expect(result.alert).toEqual({ http_status: 403, score: 10, level: 'LOW' })
  })

  it('a body code naming a user-facing message picks that message', () => {
    expect(classify(new ApiError(409, { code: 'volume_must_be_detached', message: 'detach first' })).message_key).toBe('error.volume_must_be_detached')
  })

  it('unknown errors give a generic try-later message outside a dialog, and unknown_action_error inside one', () => {
    expect(classify(new ApiError(500))).toMatchObject({ entry: { code: 'action_error' }, message_key: 'error.unknown', alert: { score: 50, level: 'MEDIUM' } })
    const inDialog = classify(new ApiError(502), { in_dialog: true })
    expect(inDialog.entry.code).toBe('unknown_action_error')
    expect(inDialog.field_errors?.[GENERAL_FIELD]?.key).toBe('error.unknown_action_error')
    const programError = classify(new TypeError('x is undefined'), { in_dialog: true })
    expect(programError.entry.code).toBe('unknown_action_error')
    expect(programError.alert).toBeUndefined()
  })

  it('a failing money verification call weighs 50 more; a big monthly cost 100 more', () => {
    expect(classify(new ApiError(500), { money_verification: true }).alert).toMatchObject({ score: 100, level: 'HIGH' })
    expect(classify(new ApiError(404), { monthly_cost: 5000 }).alert).toMatchObject({ score: 110, level: 'HIGH' })
  })

  it('Failed list load: items-load-failed with retry link; no alert for it', () => {
    expect(classify(new ApiError(500), { origin: 'list' })).toMatchObject({ entry: { code: 'items_load_failed', behaviour: 'retry_link' } })
    expect(classify(new ApiError(500), { origin: 'list' }).alert).toBeUndefined()
  })

  it('Failed volume extension falls back to the order flow', () => {
    expect(classify(new ApiError(500), { on_failure: 'order_flow' }).entry.behaviour).toBe('order_flow')
  })

  it('Load balancer call errors are rejected as is; backup store errors go to the authorized-exception handler', () => {
    expect(classify(new ApiError(500), { origin: 'loadbalancer' }).entry.behaviour).toBe('reject')
    expect(classify(new ApiError(500), { origin: 'backup_store' }).entry.behaviour).toBe('authorized_exception')
    // an origin the catalogue does not name is an action's failure (no catalogue entry decides it)
    expect(classify(new ApiError(500), { origin: 'elsewhere' }).entry.code).toBe('action_error')
  })

  it('the API answering with a literal of the catalogue gets that entry, whatever the kind (001 §5, §8)', () => {
    const body = (path: string, message: string) => ({ errors: [{ path, message }] })
    expect(classify(new ApiError(400, body('nofield', 'Non-unique rule'))).entry.code).toBe('non_unique_rule')
    expect(classify(new ApiError(400, body('attach_to', "'attach_to' is required for attach action"))).entry.code).toBe('attach_to_required')
    expect(classify(new ApiError(400, body('name', 'Some other text'))).entry.code).toBe('validation_error')
  })

  it('classify.ts branches on no kind: none of its string literals names a kind of the registry', () => {
    const source = readFileSync(fileURLToPath(new URL('../../engine/errors/classify.ts', import.meta.url)), 'utf8')
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
    const literals = [...code.matchAll(/'([^'\n]*)'/g)].map((match) => match[1] ?? '')
    expect(literals).toContain('order_flow')
    const kinds = new Set(entitiesRegistry.kinds())
    expect(kinds.has('volume')).toBe(true)
    const naming = literals.filter((literal) => literal.split(/[._]/).some((segment) => kinds.has(segment)) || kinds.has(literal))
    expect(naming).toEqual([])
  })

  it('Minimum-balance error: shown as a message', () => {
    expect(classify(new ApiError(402, { code: 'minimum_balance', message: 'Minimum top-up 100' })).entry.behaviour).toBe('message')
  })

  it('normalizes errors of other HTTP clients (status / response.status, body / data / response.data)', () => {
    expect(normalizeError({ response: { status: 400, data: { errors: [{ path: ['a', 'b'], message: 'bad' }] } } })).toMatchObject({ http_status: 400, field_errors: [{ path: 'a.b', message: 'bad' }] })
    expect(normalizeError({ status: 503, data: { message: 'down' } })).toMatchObject({ http_status: 503, message: 'down' })
    expect(normalizeError(new ApiError(undefined))).toMatchObject({ network: true })
    expect(normalizeError(new TypeError('Failed to fetch'))).toMatchObject({ network: true })
    expect(normalizeError('boom')).toMatchObject({ message: 'boom', network: false })
  })
})
