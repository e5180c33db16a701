// The first hour's steps (issue 10): each kind's `pages.first_step`, in their order, with the list call whose
// first matching item makes the step done. Read from the generated route data, no config and no kind named.
import type { Json } from '../../../engine/types'
import { ENTITY_PAGES } from '../../router/entityPages'

export interface FirstStep {
  kind: string
  label: string
  /** the page that does it */
  path: string
  /** the list whose count tells done: its endpoint and the filter it is asked with */
  endpoint: string
  filter: Record<string, Json>
}

export const FIRST_STEPS: readonly FirstStep[] = ENTITY_PAGES.map((set) => set.entity)
  .flatMap((data) => {
    const step = data.pages?.first_step
    const source = step ? data.sources[step.source ?? 0] : undefined
    const route = step ? data.routes[step.route] : undefined
    return step && source && route ? [{ order: step.order, kind: data.kind, label: step.label, path: route.path, endpoint: source.list, filter: step.filter ?? {} }] : []
  })
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, ...step }) => step)
