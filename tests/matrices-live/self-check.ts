// The run's proof that it can fail (issue 15: "fails when a config rule is changed without its page following"):
// one sampled row of the first kind with both pages and an enabled menu action is altered in memory, as if its config rule now
// blocked it with a reason the page does not know; the page still shows the action enabled, so the run must
// report that row as a mismatch, in both languages, on every page. The altered row is not counted as a failure;
// not reporting it is one.
import type { Check, KindPlan } from './plan'

export const ALTERED_REASON = 'reason.project_stopped_admin'

export function alteredCheck(plans: readonly KindPlan[]): Check | undefined {
  // a kind with both pages, so the altered row is read on a list and a details page
  const both = [...plans].sort((a, b) => Number(Boolean(b.pages.list && b.pages.details)) - Number(Boolean(a.pages.list && a.pages.details)))
  for (const plan of both)
    for (const group of plan.groups)
      for (const planned of group.items) {
        const check = planned.checks.find((candidate) => candidate.expected.shown && candidate.expected.enabled)
        if (!check) continue
        const altered: Check = {
          ...check,
          id: `${check.id}:altered`,
          row: { ...check.row, verdict: { visible: true, enabled: false, reason: ALTERED_REASON } },
          expected: { shown: true, enabled: false, reason: ALTERED_REASON },
        }
        planned.checks.push(altered)
        return altered
      }
  return undefined
}
