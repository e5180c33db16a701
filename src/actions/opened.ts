// The values an `opens` action fills into the dialog it opens (engine/types.ts ActionConfig.opens): literals as they
// are, texts translated with their params read from the context (email_change: the profile's e-mail in the ticket).
import { valueAt } from '../../engine/evaluate'
import type { ActionConfig, EvalContext } from '../../engine/types'
import type { Text } from '../../ui/i18n/translate'

type OpensValues = NonNullable<ActionConfig['opens']>['values']

export function openedValues(values: OpensValues, context: EvalContext, text: Text): Record<string, unknown> {
  const filled: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(values)) {
    if (value === null || typeof value !== 'object') {
      filled[field] = value
      continue
    }
    const params = Object.fromEntries(Object.entries(value.params ?? {}).map(([name, path]) => [name, valueAt(context, path) ?? '']))
    filled[field] = text(value.text, { params })
  }
  return filled
}
