// What the live run checks (tests/matrices-live/plan.ts): the CI sample covers every menu action of every kind with
// pages (issue 15: "a sample that covers every action"), and a row the run cannot put on a page is said as not
// placed, with why, instead of being read as a mismatch.
import { describe, expect, it } from 'vitest'
import { readMatrices } from './matrices'
import { planKind, sampleIds, type Check } from './plan'

const files = readMatrices()
const sortOf = (check: Check): string => `${check.row.action}:${check.expected.shown ? (check.expected.enabled ? 'enabled' : 'disabled') : 'hidden'}`
const checked = (only?: ReadonlySet<string>) =>
  files.flatMap((file) => planKind(file, only ? { only } : {})?.groups.flatMap((group) => [...group.collection, ...group.items.flatMap((item) => item.checks)]) ?? [])

describe('the CI sample', () => {
  const sample = sampleIds(files)

  it('has, for every action of every kind with pages, a row where it is enabled, one disabled and one hidden, as the whole run has', () => {
    const whole = new Set(checked().map((check) => `${check.row.kind}.${sortOf(check)}`))
    const sampled = new Set(checked(sample).map((check) => `${check.row.kind}.${sortOf(check)}`))
    expect([...whole].filter((sort) => !sampled.has(sort))).toEqual([])
    expect(whole.size).toBeGreaterThan(100)
  })

  it('is a small part of the whole run, on few fixture states', () => {
    const plans = files.flatMap((file) => planKind(file, { only: sample }) ?? [])
    const items = plans.reduce((sum, plan) => sum + plan.groups.reduce((inner, group) => inner + group.items.length, 0), 0)
    expect(checked(sample).length).toBeLessThan(checked().length / 5)
    expect(items).toBeLessThan(100)
  })
})

describe('rows the run cannot place', () => {
  const server = files.find((file) => file.kind === 'server')
  const plan = server && planKind(server)
  const index = (dimension: string, value: string) => server?.rows.findIndex((row) => row.action === 'start' && row.dimension === dimension && row.value === value)

  it('a row decided by a server’s backup plan is placed: the pages load a one-to-many relation the rules read', () => {
    const id = `server#${index('backup plan status', 'ACTIVATING')}`
    expect(plan?.skipped.some((entry) => entry.check.id === id)).toBe(false)
    const planned = plan?.groups.flatMap((group) => group.items).find((item) => item.checks.some((check) => check.id === id))
    expect(planned?.related.backup_plan).toMatchObject({ status: 'ACTIVATING' })
  })

  it('a row decided by the project’s first router is not "not placed": the dashboard loads it (list.first_item)', () => {
    const vrouter = files.find((file) => file.kind === 'vrouter')
    const skipped = (vrouter ? planKind(vrouter)?.skipped : undefined) ?? []
    const byFirst = skipped.filter((entry) => entry.check.row.input.related?.first_vrouter)
    expect(byFirst.length).toBeGreaterThan(0)
    // create is judged on the dashboard, not on a list page of the router's own, which the run reads
    expect(new Set(byFirst.map((entry) => entry.why))).toEqual(new Set(['a collection action of a kind without a list page of its own']))
  })

  it('a row the missing related item does not decide is checked (the same server without a plan)', () => {
    const id = `server#${index('backup plan status', 'no plan')}`
    expect(plan?.skipped.some((entry) => entry.check.id === id)).toBe(false)
    expect(plan?.groups.some((group) => group.items.some((item) => item.checks.some((check) => check.id === id)))).toBe(true)
  })
})
