// What a page shows of a kind's actions, read the way a user meets them: a list row's action menu, the details
// page's menu or its row of buttons, the list page's collection buttons. Each action by its label, enabled or
// disabled, and the reason a disabled one says (its accessible description).
//
// Each step is one call into the page (an `evaluate` that waits there for what it needs and reads it): a
// Playwright call is a round trip between the runner and the browser, and on a busy 2-CPU machine those round
// trips, some twenty-five an item as locators, waits and clicks, were most of the run. The page waits as
// Playwright's own waits did (an element visible, the table no longer busy) and says what it waited for when it
// times out.
import type { Page } from 'playwright-core'
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
 * The steps as the page runs them. A string: a function would be rewritten by the TypeScript runner with helpers
 * the page does not have. Roles and names as Playwright's role queries take them: a hidden element (not rendered,
 * visibility hidden, under aria-hidden) has no role; a name is aria-labelledby, aria-label or the text.
 */
const STEPS = String.raw`async (step, args) => {
  const STAND_IN = ${JSON.stringify(cellAttributes.button)}
  const BUTTON = 'button:not([role]), [role="button"]'
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  const squash = (text) => (text ?? '').replace(/\s+/g, ' ').trim()
  const byId = (id) => (id ? (document.getElementById(id)?.textContent ?? null) : null)
  const hidden = (element) => !element.isConnected || !element.checkVisibility({ visibilityProperty: true }) || element.closest('[aria-hidden="true"]') !== null
  const visible = (element) => {
    if (!element.isConnected || !element.checkVisibility({ visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const textOf = (node) =>
    [...node.childNodes]
      .map((child) => (child.nodeType === 3 ? child.textContent : child.nodeType === 1 && child.getAttribute('aria-hidden') !== 'true' && getComputedStyle(child).display !== 'none' ? textOf(child) : ''))
      .join('')
  const nameOf = (element) => {
    const ids = element.getAttribute('aria-labelledby')
    if (ids) return squash(ids.split(/\s+/).map(byId).join(' '))
    const label = element.getAttribute('aria-label')
    return squash(label && label.trim() ? label : textOf(element))
  }
  const named = (selector, name, root = document) => [...root.querySelectorAll(selector)].filter((element) => !hidden(element) && nameOf(element) === name)
  const until = async (what, test) => {
    const deadline = Date.now() + args.timeout
    for (;;) {
      const value = test()
      if (value) return value
      if (Date.now() > deadline) throw new Error('waited ' + args.timeout + ' ms for ' + what + ' (' + location.pathname + ')')
      await sleep(20)
    }
  }
  // each element's label (its aria-labelledby, else its text), whether it is enabled, its description (the reason)
  const read = (elements) =>
    elements.map((element) => ({
      label: (byId(element.getAttribute('aria-labelledby')) ?? element.textContent ?? '').trim(),
      enabled: !(element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('data-disabled') || element.disabled === true),
      reason: byId(element.getAttribute('aria-describedby')),
    }))
  const closed = async (menus, ms) => {
    const deadline = Date.now() + ms
    while (menus.some(visible) && Date.now() < deadline) await sleep(20)
    return !menus.some(visible)
  }
  // a menu left open by the step before (it stays open for a mismatch's screenshot): Escape, as a user shuts it; a
  // menu that is not the top layer yet ignores it (seen once in a whole run, on a busy machine): its trigger then
  const closeMenus = async () => {
    const open = [...document.querySelectorAll('[role="menu"]')].filter(visible)
    if (open.length === 0) return
    ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }))
    if (await closed(open, 1000)) return
    for (const menu of open.filter(visible)) document.querySelector('[aria-controls="' + menu.id + '"][aria-expanded="true"]')?.click()
    await until('an open menu to close', () => open.every((menu) => !visible(menu)))
  }
  const listReady = (path) =>
    until('the list ' + path + ' with every row in (table aria-busy="false")', () => location.pathname === path && document.querySelector('table[aria-busy="false"]') !== null)
  // from an item's details, back to the list as the browser's back goes (no reload)
  const back = async (path) => {
    history.back()
    await listReady(path)
  }
  // opens the menu its trigger names and reads it, leaving it open; a disabled trigger (nothing to offer) reads as
  // an empty menu. A list row's trigger is a stand-in (DeferredMenu) until the focus draws the real menu in its place.
  const openMenu = async (name) => {
    let trigger = await until('the menu trigger "' + name + '"', () => named(BUTTON, name).find(visible))
    if (trigger.disabled) return []
    if (trigger.hasAttribute(STAND_IN)) {
      trigger.focus()
      trigger = await until('the real menu trigger "' + name + '"', () => named(BUTTON, name).find((element) => !element.hasAttribute(STAND_IN) && visible(element)))
      if (trigger.disabled) return []
    }
    if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click()
    // the trigger's own menu (aria-controls), not one still closing from the row before
    const controls = trigger.getAttribute('aria-controls')
    const menu = await until('the menu of "' + name + '" to open', () => {
      const found = controls ? document.getElementById(controls) : [...document.querySelectorAll('[role="menu"]')].pop()
      return found && visible(found) ? found : undefined
    })
    return read([...menu.querySelectorAll('[role="menuitem"]')])
  }

  if (step === 'list') {
    // the page's heading (the shell and the page are in) and every row of every source (the table is not busy)
    await until('the heading', () => [...document.querySelectorAll('h1')].some(visible))
    await listReady(args.path)
    // the items shown as rows (their name a cell's text or a link's). The table draws its rows in parts (virtualized)
    // and a row's menu only once its related items are in (its actions cell empty until then): an item not among
    // them is left out by its filter only once every row the table counts (aria-rowcount, the header's too) is
    // drawn with its menu. A name the row shows otherwise (a backup's date) is known by its menu's name alone.
    const shown = () => {
      const texts = new Set([...document.querySelectorAll('table tbody tr *')].map((element) => squash(element.textContent)))
      return args.names.filter((name) => texts.has(name))
    }
    await until('every row of the list drawn with its menu', () => {
      const table = document.querySelector('table[aria-busy="false"]')
      if (!table) return false
      const count = Number(table.getAttribute('aria-rowcount'))
      const rows = [...table.querySelectorAll('tbody tr[aria-rowindex]')]
      const menus = rows.every((row) => row.querySelector('td[data-actions]') === null || row.querySelector('td[data-actions] button') !== null)
      return shown().length === args.names.length || (count > 0 && rows.length >= count - 1 && menus)
    })
    return {
      buttons: [...document.querySelectorAll(BUTTON)].filter((element) => !hidden(element)).map((element) => element.getAttribute('aria-label')),
      rows: shown(),
    }
  }
  if (step === 'back') {
    await closeMenus()
    await back(args.path)
    return null
  }
  if (step === 'menu') {
    await closeMenus()
    if (args.back) await back(args.back)
    return openMenu(args.name)
  }
  if (step === 'details') {
    await closeMenus()
    if (args.link !== undefined) {
      // as a user goes: the row's link to its details
      const links = named('a[href]:not([role]), [role="link"]', args.link)
      if (links.length !== 1) return { link: false }
      links[0].click()
    }
    await until('the heading' + (args.heading === null ? '' : ' "' + args.heading + '"'), () =>
      [...document.querySelectorAll('h1')].some((element) => visible(element) && (args.heading === null || nameOf(element) === args.heading)),
    )
    // the header: a row of buttons in a group named "Действия" (attached: it is empty when every action is hidden),
    // or a menu (a single item's page may name it "Действия" alone)
    const header = await until('the actions of the page', () => {
      const group = named('[role="group"], fieldset:not([role])', args.actions)[0]
      if (group) return { group }
      const trigger = [...document.querySelectorAll(BUTTON)].find((element) => !hidden(element) && (nameOf(element) === args.menu || nameOf(element) === args.actions))
      return trigger ? { name: nameOf(trigger) } : undefined
    })
    if (header.group) return { link: true, raw: read([...header.group.querySelectorAll(BUTTON)].filter((element) => !hidden(element))) }
    return { link: true, raw: await openMenu(header.name) }
  }
  if (step === 'buttons') {
    await closeMenus()
    return args.labels.map((label) => read(named(BUTTON, label).slice(0, 1))[0] ?? null)
  }
  if (step === 'language') {
    await closeMenus()
    const select = named('select', args.label)[0]
    if (!select) throw new Error('no language switch named "' + args.label + '" (' + location.pathname + ')')
    select.value = args.language
    select.dispatchEvent(new Event('input', { bubbles: true }))
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await until('the page in ' + args.language, () => document.documentElement.lang === args.language)
    return null
  }
  throw new Error('no step ' + step)
}`

/** the steps' count and time (ms) by step, for MATRICES_LIVE_PROGRESS */
export const stepTimes = new Map<string, { count: number; ms: number }>()

/** runs a step of the run, its time counted under `key` */
export async function timed<T>(key: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await run()
  } finally {
    const known = stepTimes.get(key) ?? { count: 0, ms: 0 }
    stepTimes.set(key, { count: known.count + 1, ms: known.ms + Date.now() - started })
  }
}

/** one step in the page: one round trip */
function inPage<T>(page: Page, step: string, args: Record<string, unknown>): Promise<T> {
  const key = step === 'menu' && args.back ? 'back+menu' : step === 'details' && args.link !== undefined ? 'link+details' : step
  return timed(key, () => page.evaluate<T>(`(${STEPS})(${JSON.stringify(step)}, ${JSON.stringify({ timeout: OPEN_TIMEOUT_MS, ...args })})`))
}

const observed = (raw: readonly Raw[]): Observed => new Map(raw.map((entry) => [entry.label, { enabled: entry.enabled, reason: entry.reason }]))

/** the name of an item's menu trigger (EntityActions: "Действия: <name>", or "Действия" for a nameless item) */
export function menuName(language: Language, name: string): string {
  return name ? textIn(language, 'console.action.menu_for', { name }) : textIn(language, 'ui.actions')
}

/**
 * A list page once its heading shows and its table is no longer busy (every row of every source in): a row read
 * too early would pass as one its filter leaves out. Answers whether an item is on the list: a row of its name
 * (`names`, the items') or, for a nameless one, its menu trigger.
 */
export async function readList(page: Page, path: string, names: readonly string[]): Promise<(name: string, trigger: string) => boolean> {
  const { buttons, rows } = await inPage<{ buttons: (string | null)[]; rows: string[] }>(page, 'list', { path, names: names.filter(Boolean) })
  const triggers = new Set(buttons)
  const named = new Set(rows)
  return (name, trigger) => (name ? named.has(name) : false) || triggers.has(trigger)
}

/** back from an item's details to the list, as the browser's back goes */
export async function backToList(page: Page, path: string): Promise<void> {
  await inPage(page, 'back', { path })
}

/**
 * Opens the row's menu its trigger names (after going back to the list, `back` its path, when the page is on the
 * item's details), reads it and leaves it open: a mismatch is photographed with the menu open, and the next step
 * shuts it. A disabled trigger (nothing to show) reads as an empty menu.
 */
export async function readMenu(page: Page, name: string, back?: string): Promise<Observed> {
  return observed(await inPage<Raw[]>(page, 'menu', { name, back: back ?? null }))
}

/**
 * The details page's header: a menu (read and left open), or a row of buttons (few actions) in a group named
 * "Действия", once the page's heading (`heading`: the item's name; null, any) shows. `link`: first follow the
 * list row's link of that name; answers undefined when the list has no single such link.
 */
export async function readDetails(page: Page, language: Language, name: string, heading: string | null, link?: string): Promise<Observed | undefined> {
  const answer = await inPage<{ link: boolean; raw?: Raw[] }>(page, 'details', {
    ...(link === undefined ? {} : { link }),
    heading,
    menu: menuName(language, name),
    actions: textIn(language, 'ui.actions'),
  })
  return answer.raw ? observed(answer.raw) : undefined
}

/** the header of the details page the browser is on (readDetails without a heading to wait for); `close` shuts its menu */
export async function readHeader(page: Page, language: Language, name: string): Promise<{ observed: Observed; close: () => Promise<void> }> {
  const observed = (await readDetails(page, language, name, null)) as Observed
  return { observed, close: () => page.keyboard.press('Escape') }
}

/** collection actions' buttons (the list page's header), by their labels; absent: hidden */
export async function readButtons(page: Page, labels: readonly string[]): Promise<(Shown | undefined)[]> {
  const raw = await inPage<(Raw | null)[]>(page, 'buttons', { labels })
  return raw.map((entry) => (entry ? { enabled: entry.enabled, reason: entry.reason } : undefined))
}

/** the shell's language switch, as a user picks the other language: the page stays, its texts change */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await inPage(page, 'language', { label: textIn(from, 'app.language'), language: to })
}
