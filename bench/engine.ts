// (e) The engine: µs per verdict of evaluateAction over 10,000 items of every kind × every action of the kind,
// items cycling through the kind's statuses in an active project with limits. Median and spread over 7 runs.
// Budget (issue 13): 1 µs per verdict.
import { entityConfigs, evaluateAction } from '../entities'
import { median, type PartResult } from './support'

export const ENGINE_BUDGET_MICROSECONDS = 1
const ITEMS = 10_000
const RUNS = 7

function inputsOf(kind: string, statuses: readonly unknown[]) {
  const project = { status: 'ACTIVE' as const, limits: [{ name: 'disks', used: 3, max: 10 }] }
  const account = { verified: true, identified: true }
  return Array.from({ length: ITEMS }, (_, index) => ({
    item: { id: `${kind}-${index}`, name: `${kind} ${index}`, status: statuses[index % Math.max(statuses.length, 1)], size: 10 + (index % 50) },
    related: {},
    project,
    account,
  }))
}

export function measureEngine(): PartResult {
  const work = entityConfigs.map((config) => ({ kind: config.kind, actions: Object.keys(config.actions), inputs: inputsOf(config.kind, config.statuses?.values ?? [undefined]) }))
  const verdicts = work.reduce((sum, { actions }) => sum + actions.length * ITEMS, 0)
  const run = (): number => {
    const started = process.hrtime.bigint()
    for (const { kind, actions, inputs } of work) for (const input of inputs) for (const action of actions) evaluateAction(kind, action, input)
    return Number(process.hrtime.bigint() - started) / 1000 / verdicts
  }
  run() // warm-up: the first run compiles every condition
  const times = Array.from({ length: RUNS }, run).sort((a, b) => a - b)
  const middle = median(times)
  return {
    name: 'engine',
    lines: [
      `µs per verdict (${work.length} kinds, ${ITEMS} items each × their actions: ${verdicts} verdicts a run, ${RUNS} runs): median ${middle.toFixed(3)}, ` +
        `spread ${times[0]?.toFixed(3)}–${times.at(-1)?.toFixed(3)}; budget ${ENGINE_BUDGET_MICROSECONDS}`,
    ],
    broken: middle > ENGINE_BUDGET_MICROSECONDS ? [`the engine takes ${middle.toFixed(2)} µs per verdict, over ${ENGINE_BUDGET_MICROSECONDS} µs`] : [],
  }
}
