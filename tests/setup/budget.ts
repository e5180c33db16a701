// Wall-clock budgets of the tests (issue 14, 10): the browser tests' (tests/e2e) and vitest's (vitest.config.ts,
// tests/setup/waits.ts). What the emulator does takes emulator time (its clock, held or scaled), so no test waits
// on a duration of its own; what is left is how long the browser, the build, jsdom and the emulator take to run at
// all, and that grows with the machine's load: on 2 CPUs shared with other builds (load average 20-30), signing in
// and drawing the dashboard took 20 s instead of 1, a component test that takes 2 s alone took 24 s.
// So every budget is an idle machine's budget times SLOWNESS, the load per CPU when the run starts (1 when
// idle, at most MAX_SLOWNESS); E2E_SLOWNESS overrides it. A wait for something that never comes still fails.
import { availableParallelism, loadavg } from 'node:os'

/** the most a budget grows: beyond it a loaded machine is too slow to tell a hang from work */
export const MAX_SLOWNESS = 6

function measured(): number {
  // the higher of the last 1 and 5 minutes: a run that starts in a lull of a busy machine keeps a busy budget
  const [lastMinute = 0, lastFive = 0] = loadavg()
  const perCpu = Math.max(lastMinute, lastFive) / availableParallelism()
  return Math.min(MAX_SLOWNESS, Math.max(1, Math.round(perCpu * 10) / 10))
}

/**
 * Computed once by the runner when it reads the config, and handed to the workers through the environment
 * (they inherit it), so every test of a run has the same budgets. (E2E_ in its name from when only the browser
 * tests had it.)
 */
export const SLOWNESS: number = Number(process.env.E2E_SLOWNESS) || measured()
process.env.E2E_SLOWNESS = String(SLOWNESS)

/** an idle machine's budget, in real milliseconds, stretched by the load of this run */
export function budget(idleMs: number): number {
  return Math.round(idleMs * SLOWNESS)
}
