// What a page shows of a kind's actions, read the way a user meets them: a list row's action menu, the details
// page's menu or its row of buttons, the list page's collection buttons. Each action by its label, enabled or
// disabled, and the reason a disabled one says (its accessible description).
import type { Locator, Page } from 'playwright-core'
import { cellAttributes } from '../../ui/table/tableCells'
import { textIn, type Language } from '../e2e/support/texts'
import type { Shown } from './compare'

/** label → what it shows */
export type Observed = Map<string, Shown>

interface Raw {
  label: string
  enabled: boolean
  reason: string | null
}

/** a page on a loaded machine (the 2-CPU CI box shared with builds) may take this long to show its data */
export const OPEN_TIMEOUT_MS = 20_000

/**
 * Each element's label (its aria-labelledby, else its text), whether it is enabled and its description (the
 * reason). A string: a function would be rewritten by the TypeScript runner with helpers the page does not have.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
const READ = new Function(
  'elements',
  `return elements.map((element) => {
  const byId = (id) => (id ? (document.getElementById(id)?.textContent ?? null) : null)
  return {
    label: (byId(element.getAttribute('aria-labelledby')) ?? element.textContent ?? '').trim(),
    enabled: !(element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('data-disabled') || element.disabled === true),
    reason: byId(element.getAttribute('aria-describedby')),
  }
})`,
) as (elements: Element[]) => Raw[]

async function read(elements: Locator): Promise<Raw[]> {
  return elements.evaluateAll(READ)
}

const observed = (raw: readonly Raw[]): Observed => new Map(raw.map((entry) => [entry.label, { enabled: entry.enabled, reason: entry.reason }]))

/** the name of an item's menu trigger (EntityActions: "Действия: <name>", or "Действия" for a nameless item) */
export function menuName(language: Language, name: string): string {
  return name ? textIn(language, 'console.action.menu_for', { name }) : textIn(language, 'ui.actions')
}

/**
 * Opens the menu its trigger names, reads it and leaves it open (`close` shuts it): a mismatch is photographed
 * with the menu open. A disabled trigger (nothing to show) reads as an empty menu.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<{ observed: Observed; close: () => Promise<void> }> {
  await trigger.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
  // a list row's trigger is a stand-in (DeferredMenu) until the focus draws the real menu in its place; either is
  // disabled when the row has nothing to offer, which reads as an empty menu
  if (await trigger.isDisabled()) return { observed: new Map(), close: async () => {} }
  await trigger.focus()
  const real = trigger.and(page.locator(`:not([${cellAttributes.button}])`))
  await real.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
  // one round trip for both: each is one more wait on a busy machine, for every row of every kind
  const { disabled, controls } = await real.evaluate((element) => ({ disabled: (element as HTMLButtonElement).disabled, controls: element.getAttribute('aria-controls') }))
  if (disabled) return { observed: new Map(), close: async () => {} }
  await real.click()
  // the trigger's own menu (aria-controls), not one still closing from the row before
  const menu = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('menu').last()
  await menu.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
  const raw = await read(menu.getByRole('menuitem', { includeHidden: true }))
  return { observed: observed(raw), close: () => page.keyboard.press('Escape') }
}

/** the details page's header: a menu, or a row of buttons (few actions) in a group named "Действия" */
export async function readHeader(page: Page, language: Language, name: string): Promise<{ observed: Observed; close: () => Promise<void> }> {
  const group = page.getByRole('group', { name: textIn(language, 'ui.actions'), exact: true })
  // a single item's page (the profile) may name its menu "Действия" alone
  const trigger = page
    .getByRole('button', { name: menuName(language, name), exact: true })
    .or(page.getByRole('button', { name: textIn(language, 'ui.actions'), exact: true }))
    .first()
  // attached, not visible: a row of buttons is empty when every action is hidden (a plan that is activating)
  await group.or(trigger).first().waitFor({ state: 'attached', timeout: OPEN_TIMEOUT_MS })
  if ((await group.count()) > 0) return { observed: observed(await read(group.getByRole('button'))), close: async () => {} }
  return openMenu(page, trigger)
}

/** a collection action's button (the list page's header), by its label; absent: hidden */
export async function readButton(page: Page, label: string): Promise<Shown | undefined> {
  const raw = await read(page.getByRole('button', { name: label, exact: true }))
  return raw[0] ? { enabled: raw[0].enabled, reason: raw[0].reason } : undefined
}
