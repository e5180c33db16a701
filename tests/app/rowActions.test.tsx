// @vitest-environment jsdom
// A list row's actions trigger before the user reaches it (src/entities/rowActions.tsx, ui/table/DeferredMenu): a
// row with nothing to offer has it disabled, as the real menu's trigger is (issue 15: the stand-in said "Действия"
// enabled to a screen reader, then turned disabled once focused). A backup plan that is activating offers nothing
// (001 §4 Backup plan: process statuses hide its actions); an active one offers its actions.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { offersAny, type ActionEnv } from '../../src/actions'
import { actionInput, menuChoices } from '../../src/actions/verdicts'
import { registry } from '../../entities'
import { createRenderActions } from '../../src/entities/rowActions'
import type { Row } from '../../src/entities/useEntityList'
import { ThemeProvider } from '../../ui/theme/ThemeProvider'

afterEach(cleanup)

const text = (key: string, options?: { params?: Record<string, unknown> }) => (key === 'console.action.menu_for' ? `Действия: ${String(options?.params?.name)}` : 'Действия')
const lookup = { relatedOf: () => undefined, waiting: () => false }
const env: ActionEnv = { projectData: undefined, project: undefined, account: {} }
const plan = (status: string): Row => ({ id: `plan-${status}`, name: `plan-${status}`, status, server_id: 's1', created_in: '2026-11-27T00:00:00Z' })

function trigger(status: string): HTMLButtonElement {
  const renderActions = createRenderActions('backup_plan', lookup, text, env)
  render(<ThemeProvider>{renderActions(plan(status))}</ThemeProvider>)
  return screen.getByRole('button', { name: `Действия: plan-${status}` })
}

it('an activating backup plan, which offers nothing, has its trigger disabled before it is reached', () => {
  expect(trigger('ACTIVATING').disabled).toBe(true)
})

it('an active backup plan has its trigger enabled', () => {
  expect(trigger('ACTIVE').disabled).toBe(false)
})

// offersAny stops at the first visible action (it runs for every row that scrolls into view, issue 13): it must say
// what the menu would show, for every kind, status, project state and session
it('for every kind, a row offers something exactly when its menu would show an action', () => {
  const projects = [undefined, { id: 'p1', status: 'ACTIVE' as const }, { id: 'p1', status: 'STOPPED' as const, stopping_reason: 'money' as const }]
  const accounts = [{}, { verified: false, identified: false }, { is_support_session: true }]
  const seen = { offers: 0, nothing: 0 }
  for (const kind of registry.kinds()) {
    const statuses: readonly unknown[] = registry.get(kind).statuses?.values ?? [undefined]
    for (const status of statuses)
      for (const project of projects)
        for (const account of accounts) {
          const item = { id: 'i1', name: 'one', ...(status === undefined ? {} : { status }) }
          const offers = offersAny(kind, item, undefined, { project, account })
          expect(offers, `${kind} ${String(status)} ${JSON.stringify(project)} ${JSON.stringify(account)}`).toBe(menuChoices(kind, actionInput(item, undefined, { project, account })).length > 0)
          seen[offers ? 'offers' : 'nothing'] += 1
        }
  }
  expect(seen.offers).toBeGreaterThan(100)
  expect(seen.nothing).toBeGreaterThan(10)
})
