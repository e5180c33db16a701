// Starting values a FieldConfig default cannot express (a literal or one context path): values computed from
// the item, by `<kind>.<action>`.
import { VOLUME } from '../../contract/constants'

const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

const INITIAL: Readonly<Record<string, (item: Record<string, unknown>) => Record<string, unknown>>> = {
  // 001 §4: the size can only grow; the dialog starts one step above the current size, within the maximum
  'volume.extend': (item) => {
    const size = number(item.size)
    return size === undefined ? {} : { new_size: Math.min(size + VOLUME.step, VOLUME.max_size) }
  },
}

export function initialValuesOf(kind: string, action: string, item: object): Record<string, unknown> {
  return INITIAL[`${kind}.${action}`]?.(item as Record<string, unknown>) ?? {}
}
