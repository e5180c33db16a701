// The HTML page QA reads after a run (docs/qa-live-matrices.md): per kind, the rows checked on which pages and
// in which languages, every mismatch with what the row says, what the page showed and a screenshot, and the rows
// the run leaves out with why.
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Language } from '../e2e/support/texts'
import type { Difference } from './compare'
import { rowTitle } from './matrices'
import type { Check, KindPlan } from './plan'

export interface Result {
  check: Check
  page: 'list' | 'details'
  language: Language
  difference?: Difference
  screenshot?: string
  /** the run's own check: a row altered on purpose, which must be reported */
  altered?: boolean
}

export interface RunSummary {
  plans: readonly KindPlan[]
  results: readonly Result[]
  seconds: number
  sample: boolean
  /** a problem of the run itself (a page that never showed its actions, a self-check that failed) */
  failures: readonly string[]
  /** rows (check ids) whose item the list page's filter leaves out: checked on the details page only */
  unlisted: ReadonlySet<string>
}

const escape = (text: string): string => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string)

function mismatchRow(result: Result, dir: string): string {
  const shot = result.screenshot ? `<a href="${escape(relative(dir, result.screenshot))}"><img src="${escape(relative(dir, result.screenshot))}" alt="screenshot" loading="lazy"></a>` : ''
  return `<tr><td>${escape(rowTitle(result.check.row))}<br><small>${escape(result.check.id)}${result.check.unplaced.length ? ` · not placed: ${escape(result.check.unplaced.join(', '))}` : ''}</small></td><td>${result.page}</td><td>${result.language}</td><td>${escape(result.difference?.expected ?? '')}</td><td>${escape(result.difference?.observed ?? '')}</td><td>${shot}</td></tr>`
}

/** rows of the kind whose item the list page did not show (read on the details page, when the kind has one) */
export function offListRows(plan: KindPlan, unlisted: ReadonlySet<string>): number {
  return [...unlisted].filter((id) => id.startsWith(`${plan.kind}#`)).length
}

function kindSection(plan: KindPlan, results: readonly Result[], dir: string, unlisted: ReadonlySet<string>): string {
  const mine = results.filter((result) => result.check.row.kind === plan.kind && !result.altered)
  const rows = new Set(mine.map((result) => result.check.id)).size
  const wrong = mine.filter((result) => result.difference)
  const pages = [plan.pages.list ? `list ${plan.pages.list}` : '', plan.pages.details ? `details ${plan.pages.details}` : ''].filter(Boolean).join(' · ')
  const skipped = plan.skipped.length
    ? `<details><summary>${plan.skipped.length} rows not checked</summary><ul>${plan.skipped.map((entry) => `<li>${escape(rowTitle(entry.check.row))}: ${escape(entry.why)}</li>`).join('')}</ul></details>`
    : ''
  const table = wrong.length
    ? `<table><thead><tr><th>row</th><th>page</th><th>language</th><th>the row says</th><th>the page shows</th><th>screenshot</th></tr></thead><tbody>${wrong.map((result) => mismatchRow(result, dir)).join('')}</tbody></table>`
    : ''
  const offList = offListRows(plan, unlisted)
  const offListNote = !offList
    ? ''
    : plan.pages.details
      ? `<p>${offList} rows: the item is not on the list page (its filter leaves it out), checked on the details page.</p>`
      : `<p class="bad">${offList} rows not checked: the item is not on the list page (its filter leaves it out) and the kind has no details page.</p>`
  return `<section id="${plan.kind}" class="${wrong.length ? 'bad' : 'good'}"><h2>${plan.kind}: ${wrong.length ? `${wrong.length} mismatches` : 'matches'}</h2><p>${rows} rows checked (${mine.length} page × language checks) on ${escape(pages)}</p>${offListNote}${table}${skipped}</section>`
}

/** writes index.html into dir and answers its path */
export function writeReport(summary: RunSummary, dir: string): string {
  const real = summary.results.filter((result) => !result.altered)
  const mismatches = real.filter((result) => result.difference).length
  const altered = summary.results.filter((result) => result.altered)
  const overview = summary.plans
    .map((plan) => {
      const mine = real.filter((result) => result.check.row.kind === plan.kind)
      const wrong = mine.filter((result) => result.difference).length
      return `<tr class="${wrong ? 'bad' : 'good'}"><td><a href="#${plan.kind}">${plan.kind}</a></td><td>${new Set(mine.map((result) => result.check.id)).size}</td><td>${mine.length}</td><td>${wrong}</td><td>${plan.skipped.length + (plan.pages.details ? 0 : offListRows(plan, summary.unlisted))}</td></tr>`
    })
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Matrices against the live console</title><style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:80rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
tr.bad td:first-child,section.bad h2,p.bad{color:#a00}section.good h2{color:#060}img{max-width:24rem;border:1px solid #999}small{color:#555}
</style></head><body>
<h1>Matrices against the live console</h1>
<p>${summary.sample ? 'CI sample (every action of every kind with pages)' : 'Every row'} · ${real.length} checks · <strong>${mismatches} mismatches</strong> · ${Math.round(summary.seconds)} s</p>
${summary.failures.length ? `<h2>The run failed</h2><ul>${summary.failures.map((failure) => `<li>${escape(failure)}</li>`).join('')}</ul>` : ''}
${altered.length ? `<p>Self-check: ${altered.length} checks of a row altered on purpose, ${altered.filter((result) => result.difference).length} reported as mismatches (all must be).</p>` : ''}
<table><thead><tr><th>kind</th><th>rows</th><th>page × language checks</th><th>mismatches</th><th>rows not checked</th></tr></thead><tbody>${overview}</tbody></table>
${summary.plans.map((plan) => kindSection(plan, summary.results, dir, summary.unlisted)).join('\n')}
</body></html>`
  const path = join(dir, 'index.html')
  writeFileSync(path, html)
  return path
}
