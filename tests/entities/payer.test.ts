// 000 §4 Payer (and 001 §4 Account state): every hide or block rule of the payer actions, each with its opposite state.
import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { PAYER } from '../../contract/constants'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const payer = (fields: Record<string, unknown>): ActionInput => ({ item: { id: 'payer-1', name: 'Payer', payer_type: PAYER.individual_type, ...fields } })
const verdict = (action: string, input: ActionInput) => evaluateAction('payer', action, input)

describe('payer', () => {
  it("000 §4 Payer: 'main payer cannot be deleted'", () => {
    expect(verdict('delete', payer({ is_main: true, has_invoice: true }))).toEqual({ visible: true, enabled: false, reason: 'reason.payer.main_payer' })
    expect(verdict('delete', payer({ is_main: false, has_invoice: true }))).toEqual(enabled)
  })

  it("000 §4 Payer: 'a payer with an invoice cannot download the contract'", () => {
    expect(verdict('download_contract', payer({ has_invoice: true }))).toEqual({ visible: true, enabled: false, reason: 'reason.payer.has_invoice' })
    expect(verdict('download_contract', payer({ has_invoice: false }))).toEqual(enabled)
  })

  it("000 §4 Payer: 'and one without [an invoice] cannot be deleted'", () => {
    expect(verdict('delete', payer({ is_main: false, has_invoice: false }))).toEqual({ visible: true, enabled: false, reason: 'reason.payer.no_invoice' })
    expect(verdict('delete', payer({ is_main: false, has_invoice: true }))).toEqual(enabled)
  })

  it("000 §4 Payer: 'download_contract_sample (payer_type 2)'", () => {
    expect(verdict('download_contract_sample', payer({ payer_type: PAYER.sample_contract_type }))).toEqual(enabled)
    expect(verdict('download_contract_sample', payer({ payer_type: PAYER.individual_type }))).toEqual({ visible: true, enabled: false, reason: 'reason.payer.no_sample_contract' })
  })

  it("000 §4 Payer: 'Creating or editing goes to payers'", () => {
    const actions = registry.get('payer').actions
    expect(actions.create?.after?.navigate).toBe('payers')
    expect(actions.edit?.after?.navigate).toBe('payers')
    expect(registry.listRoute('payer')).toEqual({ name: 'payers', path: '/lk/contracts/payers' })
    expect(actions.edit?.entrance).toEqual({ route: 'payer_edit', params: { id: 'item.id' } })
  })

  it('000 §4 Project: payers are account-level, so a stopped project blocks none of their actions', () => {
    const stopped = { project: { status: 'STOPPED' as const, stopping_reason: 'admin' as const } }
    expect(verdict('delete', { ...payer({ is_main: false, has_invoice: true }), ...stopped })).toEqual(enabled)
    expect(verdict('create', { item: {}, ...stopped })).toEqual(enabled)
  })
})
