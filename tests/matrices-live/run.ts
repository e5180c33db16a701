// `npm run matrices:live`: every row of every condition matrix of the kinds with pages, against the live console
// (docs/qa-live-matrices.md). The emulator's fixtures put each row's state on the API; parallel browser contexts
// open the list and details pages in Russian and English and compare each action's menu entry with the row.
// Writes tests/matrices-live/artifacts/index.html; exits 1 on a mismatch. `--sample`: the CI sample (npm test).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startEmulator } from '../../emulator/server'
import { entityKeys } from '../../ui/i18n/translate'
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/storage'
import { PROJECT_STORAGE_KEY } from '../../src/project/projectStore'
import { SESSION_HINT_KEY } from '../../src/session/store'
import { DIST_DIR, ROOT, ensureBuild } from '../../scripts/ensure-build'
import { textIn, type Language } from '../e2e/support/texts'
import { compare, type Shown } from './compare'
import { readMatrices } from './matrices'
import { backToList, menuName, readButtons, readDetails, readList, readMenu, stepTimes, switchLanguage, timed, type Observed } from './page'
import { planKind, sampleIds, type Check, type Group, type KindPlan, type PlannedItem } from './plan'
import { offListRows, writeReport, type Result } from './report'
import { Emulator, type FixtureAccount, type PlacedGroup } from './state'
import { alteredCheck } from './self-check'

/** one list part (contract TIMINGS.rows_per_part is 20): every item of a group is on the list page at once */
const ITEMS_PER_ACCOUNT = 15
/** how long a page may take to settle (its related items arriving) before a difference counts */
const SETTLE_MS = 3_000
export const ARTIFACTS_DIR = join(ROOT, 'tests', 'matrices-live', 'artifacts')

interface Options {
  sample: boolean
  kinds: readonly string[]
  workers: number
  selfCheck: boolean
  /** only these rows (`backup_plan#3`): a mismatch read again */
  rows: readonly string[]
}

function optionsOf(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      sample: { type: 'boolean', default: false },
      kind: { type: 'string', multiple: true, default: [] },
      workers: { type: 'string', default: '3' },
      'self-check': { type: 'boolean', default: false },
      row: { type: 'string', multiple: true, default: [] },
    },
  })
  const split = (values: readonly string[]): string[] => values.flatMap((value) => value.split(',')).filter(Boolean)
  const rows = split(values.row)
  return {
    sample: values.sample,
    kinds: [...split(values.kind), ...rows.map((row) => row.split('#')[0] as string)],
    workers: Math.max(1, Number(values.workers) || 3),
    selfCheck: values['self-check'],
    rows,
  }
}

/** groups of at most ITEMS_PER_ACCOUNT items (one fixture account each) */
function chunks(group: Group): Group[] {
  if (group.items.length <= ITEMS_PER_ACCOUNT) return [group]
  const parts: Group[] = []
  for (let start = 0; start < group.items.length; start += ITEMS_PER_ACCOUNT)
    parts.push({ ...group, items: group.items.slice(start, start + ITEMS_PER_ACCOUNT), collection: start === 0 ? group.collection : [] })
  return parts
}

const labelOf = (language: Language, check: Check): string => textIn(language, entityKeys.action(check.row.kind, check.row.action))

interface Worker {
  context: BrowserContext
  page: Page
  account: FixtureAccount
  /** the page's console errors since the group's reading began */
  errors: string[]
}

class Checker {
  readonly results: Result[] = []
  readonly failures: string[] = []
  /** rows whose item the list page does not show (its filter leaves it out): checked on the details page only */
  readonly unlisted = new Set<string>()
  private shots = 0

  constructor(
    readonly baseUrl: string,
    readonly plans: ReadonlyMap<string, KindPlan>,
  ) {}

  /**
   * Reads until every check agrees or the page had SETTLE_MS to settle (a related item still loading), then
   * records each check; a mismatch is photographed as the page stands (the menu open).
   */
  private async judge(page: Page, checks: readonly Check[], where: Result['page'], language: Language, observe: () => Promise<(check: Check) => Shown | undefined>): Promise<void> {
    const deadline = Date.now() + SETTLE_MS
    for (let attempt = 1; ; attempt += 1) {
      const shown = await observe()
      if (process.env.MATRICES_LIVE_PROGRESS === '2') console.log(`    ${where} ${language} attempt ${attempt} at ${Date.now() - deadline + SETTLE_MS} ms`)
      const differences = checks.map((check) => compare(check.expected, shown(check), language))
      const settled = differences.every((difference) => difference === undefined)
      if (settled || Date.now() > deadline) {
        const screenshot = settled ? undefined : join(ARTIFACTS_DIR, 'screens', `${(this.shots += 1)}-${checks[0]?.row.kind}-${where}-${language}.png`)
        if (screenshot) await page.screenshot({ path: screenshot })
        checks.forEach((check, index) => {
          const difference = differences[index]
          this.results.push({
            check,
            page: where,
            language,
            ...(difference ? { difference } : {}),
            ...(difference && screenshot ? { screenshot } : {}),
            ...(check.id.endsWith(':altered') ? { altered: true } : {}),
          })
        })
        return
      }
      await page.waitForTimeout(250)
    }
  }

  private fromMenu(observed: Observed, language: Language): (check: Check) => Shown | undefined {
    return (check) => observed.get(labelOf(language, check))
  }

  /**
   * A worker's browser: one context signed in as its fixture account, kept for every group the worker reads (a
   * group's state replaces the account's answers, and the page reloads). Contexts are what costs on a busy machine.
   */
  async worker(browser: Browser, account: FixtureAccount): Promise<Worker> {
    // less motion, as a user may ask their system: menus open and close without frames to draw (ui/theme/system.ts)
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 1400 }, reducedMotion: 'reduce' })
    // the console keeps its tokens in memory and its refresh token in the API's HttpOnly cookie: the context gets a
    // session of its own as that cookie; the session hint, language and project are what a reload restores from
    const login = await fetch(`${this.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account.credentials) })
    if (!login.ok) throw new Error(`sign-in of ${account.credentials.email}: HTTP ${login.status}`)
    const { refresh_token } = (await login.json()) as { refresh_token: string }
    await context.addCookies([{ name: 'console_refresh', value: refresh_token, domain: new URL(this.baseUrl).hostname, path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      // a failed call is said below with its address (the browser's own line names none)
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text().slice(0, 200))
    })
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url().replace(this.baseUrl, '')}`)
    })
    return { context, page, account, errors }
  }

  /**
   * The state a reload restores from: session hint, language, project. Set from the console's own origin (the page
   * is there after its first group; before it, a static file of the origin, so no page starts on the way).
   */
  private async restoreAs(worker: Worker, group: Group, language: Language): Promise<void> {
    if (!worker.page.url().startsWith(this.baseUrl)) await worker.page.goto(`${this.baseUrl}/favicon.svg`)
    await timed('restore', () =>
      worker.page.evaluate(
        ({ keys, hint, language, project }) => {
          localStorage.setItem(keys.hint, JSON.stringify(hint))
          localStorage.setItem(keys.language, language)
          localStorage.setItem(keys.project, project)
        },
        {
          keys: { hint: SESSION_HINT_KEY, language: LANGUAGE_STORAGE_KEY, project: PROJECT_STORAGE_KEY },
          hint: { is_support_session: group.account.is_support_session === true },
          language,
          project: worker.account.projectId,
        },
      ),
    )
  }

  /**
   * Reads a placed group in Russian, then in English the items and collection actions a row expects a reason of
   * (an enabled or hidden action has no text of its own to check twice). A kind with a list page switches to
   * English in the shell, as a user does, on the list the Russian reading ended on; the details-only kinds load
   * each item's page anyway.
   */
  async run(worker: Worker, placed: PlacedGroup): Promise<void> {
    const withReason = (checks: readonly Check[]) => checks.some((check) => check.expected.reason !== null)
    const readRussian = await this.read(worker, placed, 'ru', placed.group, true)
    const english: Group = {
      ...placed.group,
      items: placed.group.items.filter((planned) => withReason(planned.checks)),
      collection: withReason(placed.group.collection) ? placed.group.collection : [],
    }
    if (english.items.length === 0 && english.collection.length === 0) return
    const plan = this.plans.get(english.kind) as KindPlan
    let switched = false
    if (readRussian && plan.pages.list) {
      try {
        await switchLanguage(worker.page, 'ru', 'en')
        switched = true
      } catch (error) {
        // the reading below loads the page in English; a switch that does not work is the console's to answer for
        this.failures.push(`${english.kind}: the language switch (${worker.page.url()}): ${(error as Error).message.split('\n')[0]}`)
      }
    }
    await this.read(worker, placed, 'en', english, !switched)
  }

  /** rows (by planned item) whose item the Russian reading found on the list page, which the English one reads too */
  private readonly onList = new WeakMap<PlannedItem, boolean>()

  /** answers whether the reading went through (the page is on the list then, when the kind has one) */
  private async read(worker: Worker, placed: PlacedGroup, language: Language, group: Group, reload: boolean): Promise<boolean> {
    const plan = this.plans.get(group.kind) as KindPlan
    const { page, errors } = worker
    errors.length = 0
    const started = Date.now()
    let listed = started
    try {
      if (reload) await this.restoreAs(worker, group, language)
      const detailsUrl = (id: string): string => `${this.baseUrl}${(plan.pages.details as string).replace('$id', encodeURIComponent(id))}`
      /** the item's details page (`link`: reached by the list row's link of that name); answers whether the link was there */
      const judgeDetails = async (planned: PlannedItem, shown: { id: string; name: string }, link?: string): Promise<boolean> => {
        const heading = plan.pages.singleton ? null : shown.name || shown.id
        let follow = link
        let followed = true
        await this.judge(page, planned.checks, 'details', language, async () => {
          let header = await readDetails(page, language, shown.name, heading, follow)
          follow = undefined
          if (!header) {
            // no single link of that name on the list: the details page by its address
            followed = false
            await timed('goto', () => page.goto(detailsUrl(shown.id)))
            header = await readDetails(page, language, shown.name, heading)
          }
          if (!header) throw new Error(`no actions read on ${page.url()}`)
          return this.fromMenu(header, language)
        })
        return followed
      }
      if (plan.pages.list) {
        const listPath = plan.pages.list
        const listUrl = `${this.baseUrl}${listPath}`
        const names = group.items.map((planned) => (placed.items.get(planned) as { name: string }).name)
        const load = async (): Promise<(name: string, trigger: string) => boolean> => {
          await timed('goto', () => page.goto(listUrl))
          // every row of every source in (the table says when it is busy): a row read too early would pass as one its
          // filter leaves out, and its list check would be skipped (a busy machine's chunks can keep the network idle
          // for long enough that waiting for that was not enough)
          return readList(page, listPath, names)
        }
        // read in English on the list the Russian reading left (the switch): its rows are those the Russian one found
        const onPage = reload ? await load() : undefined
        /** the page is on an item's details, reached by its link: the next row's menu goes back first */
        let onDetails = false
        for (const planned of group.items) {
          const shown = placed.items.get(planned) as { id: string; name: string }
          const name = menuName(language, shown.name)
          const onList = onPage ? onPage(shown.name, name) : this.onList.get(planned) === true
          if (language === 'ru') this.onList.set(planned, onList)
          if (!onList) {
            for (const check of planned.checks) this.unlisted.add(check.id)
            if (plan.pages.details) {
              await timed('goto', () => page.goto(detailsUrl(shown.id)))
              await judgeDetails(planned, shown)
              await load()
              onDetails = false
            }
            continue
          }
          await this.judge(page, planned.checks, 'list', language, async () => {
            const menu = await readMenu(page, name, onDetails ? listPath : undefined)
            onDetails = false
            return this.fromMenu(menu, language)
          })
          if (!plan.pages.details) continue
          // as a user goes: the row's link to its details, and back to the list (no reload)
          if (await judgeDetails(planned, shown, shown.name || undefined)) onDetails = true
          else await load()
        }
        if (onDetails) await backToList(page, listPath)
        if (group.collection.length > 0) {
          await this.judge(page, group.collection, 'list', language, async () => {
            const buttons = await readButtons(
              page,
              group.collection.map((check) => labelOf(language, check)),
            )
            return (check: Check) => buttons[group.collection.indexOf(check)]
          })
        }
      } else if (plan.pages.details) {
        for (const planned of group.items) {
          const shown = placed.items.get(planned) as { id: string; name: string }
          await timed('goto', () => page.goto(plan.pages.singleton ? `${this.baseUrl}${plan.pages.details}` : detailsUrl(shown.id)))
          await judgeDetails(planned, shown)
        }
      }
      listed = Date.now()
      return true
    } catch (error) {
      const shot = join(ARTIFACTS_DIR, 'screens', `${(this.shots += 1)}-${group.kind}-failed-${language}.png`)
      await page.screenshot({ path: shot }).catch(() => undefined)
      this.failures.push(
        `${group.kind} (${language}, ${page.url()}): ${(error as Error).message.split('\n')[0]} — ${shot}${errors.length ? ` — console: ${[...new Set(errors)].slice(0, 5).join(' | ')}` : ''}`,
      )
      for (const planned of group.items)
        for (const check of planned.checks)
          this.results.push({ check, page: 'list', language, difference: { expected: 'the page to show its actions', observed: 'the run could not read them (see the failures)' }, screenshot: shot })
      return false
    } finally {
      // a menu left open, a dialog: the next group starts from a fresh page load anyway
      if (process.env.MATRICES_LIVE_PROGRESS) console.log(`  ${group.kind} ${language}: ${group.items.length} items in ${Date.now() - started} ms (list ${listed - started} ms)`)
    }
  }
}

/** runs the tasks on `workers` slots, each slot's tasks one after another (a slot keeps its browser context) */
async function pool<T>(tasks: readonly T[], workers: number, work: (task: T, slot: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(workers, tasks.length) }, async (_unused, slot) => {
      while (next < tasks.length) await work(tasks[(next += 1) - 1] as T, slot)
    }),
  )
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = optionsOf(argv)
  const started = Date.now()
  const files = readMatrices().filter((file) => options.kinds.length === 0 || options.kinds.includes(file.kind))
  const only = options.rows.length > 0 ? new Set(options.rows) : options.sample ? sampleIds(files) : undefined
  const plans = files.map((file) => planKind(file, only ? { only } : {})).filter((plan): plan is KindPlan => plan !== undefined)
  if (options.selfCheck) alteredCheck(plans)
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true })
  mkdirSync(join(ARTIFACTS_DIR, 'screens'), { recursive: true })
  ensureBuild()
  const dir = mkdtempSync(join(tmpdir(), 'matrices-live-'))
  const emulator = await startEmulator({ port: 0, databasePath: join(dir, 'console.sqlite'), staticDir: DIST_DIR, fixtures: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const checker = new Checker(emulator.url, new Map(plans.map((plan) => [plan.kind, plan])))
  const api = new Emulator(emulator.url)
  try {
    const groups = plans.flatMap((plan) => plan.groups.flatMap(chunks))
    // the largest first, so the last tasks are short
    groups.sort((a, b) => b.items.length - a.items.length)
    const workers: Worker[] = []
    await pool(groups, options.workers, async (group, slot) => {
      workers[slot] ??= await checker.worker(browser, await api.account(`qa-worker-${slot + 1}`))
      const worker = workers[slot]
      await checker.run(worker, await api.place(group, worker.account))
    })
    await Promise.all(workers.map((worker) => worker.context.close()))
  } finally {
    await browser.close()
    await emulator.close()
    rmSync(dir, { recursive: true, force: true })
  }
  const results = checker.results
  const failures = [...checker.failures]
  const altered = results.filter((result) => result.altered)
  if (options.selfCheck && (altered.length === 0 || altered.some((result) => !result.difference))) failures.push('self-check: a row altered on purpose was not reported as a mismatch')
  const real = results.filter((result) => !result.altered)
  const mismatches = real.filter((result) => result.difference)
  const seconds = (Date.now() - started) / 1000
  const report = writeReport({ plans, results, seconds, sample: options.sample, failures, unlisted: checker.unlisted }, ARTIFACTS_DIR)
  for (const plan of plans) {
    const mine = real.filter((result) => result.check.row.kind === plan.kind)
    // an item its list leaves out is read on its details page; a kind without one has no page that shows it
    const offList = plan.pages.details ? 0 : offListRows(plan, checker.unlisted)
    console.log(
      `${plan.kind.padEnd(24)} ${String(new Set(mine.map((result) => result.check.id)).size).padStart(5)} rows  ${String(mine.filter((result) => result.difference).length).padStart(4)} mismatches  ${plan.skipped.length + offList} not checked`,
    )
  }
  if (options.selfCheck) console.log(`self-check: ${altered.filter((result) => result.difference).length} of ${altered.length} checks of an altered row reported`)
  for (const failure of failures) console.log(`FAILED ${failure}`)
  if (process.env.MATRICES_LIVE_PROGRESS)
    for (const [step, { count, ms }] of stepTimes) console.log(`  step ${step.padEnd(14)} ${String(count).padStart(5)} × ${Math.round(ms / count)} ms = ${Math.round(ms / 1000)} s`)
  console.log(`${real.length} checks, ${mismatches.length} mismatches, ${Math.round(seconds)} s; report ${report}`)
  return mismatches.length > 0 || failures.length > 0 ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
