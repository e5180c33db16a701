// An action that shows values (ActionConfig.view: a new API token, shown once) in ui's ViewDialog: each field a
// path into the item and the answer of the action that opened it, with its label and a copy button.
import { contextOf, valueAt } from '../../engine/evaluate'
import { registry } from '../../entities'
import { ViewDialog } from '../../ui/dialog/ViewDialog'
import { useText, entityKeys } from '../../ui/i18n/translate'
import { answerContext } from './answer'

export interface ViewHostProps {
  kind: string
  actionName: string
  item: object
  answer: Record<string, unknown> | undefined
  onClose: () => void
}

export function ViewHost({ kind, actionName, item, answer, onClose }: ViewHostProps) {
  const text = useText()
  const view = registry.get(kind).actions[actionName]?.view
  if (!view) throw new Error(`${kind}.${actionName} shows no values`)
  const context = { ...contextOf({ item }), ...answerContext(answer) }
  const values = view.fields.flatMap((field) => {
    const found = valueAt(context, field.path)
    // a list of values (recovery codes) shows one a line
    const value = Array.isArray(found) && found.every((entry) => typeof entry === 'string') ? found.join('\n') : found
    return typeof value === 'string' || typeof value === 'number' ? [{ label: text(field.label), value: String(value), ...(field.copy ? { copy: true } : {}) }] : []
  })
  return <ViewDialog title={text(entityKeys.action(kind, actionName))} {...(view.note ? { note: text(view.note) } : {})} values={values} onClose={onClose} />
}
