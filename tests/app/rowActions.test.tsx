// @vitest-environment jsdom
// A list row's actions trigger before the user reaches it (src/entities/rowActions.tsx, ui/table/DeferredMenu): a
// row with nothing to offer has it disabled, as the real menu's trigger is (issue 15: the stand-in said "Действия"
// enabled to a screen reader, then turned disabled once focused). A backup plan that is activating offers nothing
// (001 §4 Backup plan: process statuses hide its actions); an active one offers its actions.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { ActionEnv } from '../../src/actions'
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
