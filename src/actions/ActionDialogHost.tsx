// One open action dialog: the config's DialogConfig drawn by ui/'s ActionDialog (or ConfirmDialog when the action
// asks for confirmation only), its submit running the action flow (000 §4: preparing, form, processing, back to
// the form on failure, ready and closed after 1 s). The submit resolves with the flow's outcome, which the dialog
// machine takes as data; what happens after it closes is the runner's business, switching on that outcome.
import { useState } from 'react'
import { CURRENCY } from '../../contract/constants'
import type { DialogOutput } from '../../engine/flow/dialogMachine'
import { requestBody } from '../../engine/calls'
import { contextOf } from '../../engine/evaluate'
import { orderPrice } from '../../engine/pricing'
import type { ActionInput } from '../../engine/types'
import { registry } from '../../entities'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog'
import { useText } from '../../ui/i18n/translate'
import { entityKeys } from '../i18n/keys'
import type { ActionEnv } from './env'
import { runFlow, type FlowDeps } from './flow'
import { preselectedValues } from './orderData'
import { answerContext, answerOf } from './answer'
import { saveDownload } from './download'
import { apiPayload } from './payload'
import { usePickers } from './pickers'
import { requestMessages } from './requestValidation'

export interface OpenDialog {
  key: number
  kind: string
  actionName: string
  item: object
  related?: Record<string, object>
  /** values to start with (the order flow's preselected size) */
  initialValues?: Record<string, unknown>
  /** a text above the form (why the order flow opened) */
  notice?: string
  /** the answer of the action that opened this one (after.then) */
  answer?: Record<string, unknown>
}

export interface DialogEnd {
  dialog: OpenDialog
  /** cancelled, or the flow's outcome that closed the dialog */
  output: DialogOutput
  /** the form started from kept order data */
  preselected: boolean
}

export interface ActionDialogHostProps {
  dialog: OpenDialog
  env: ActionEnv
  deps: FlowDeps
  onEnd: (end: DialogEnd) => void
}

export function ActionDialogHost({ dialog, env, deps, onEnd }: ActionDialogHostProps) {
  const text = useText()
  const { kind, actionName, item, related } = dialog
  const config = registry.get(kind)
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${kind}`)
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
  // the verdict when the dialog opened: OK stays disabled if the action was not available (000 §5)
  const [verdict] = useState(() => registry.evaluateAction(kind, actionName, input))
  // 000 §4: a kept order (a failed extend's size) preselects the order form for 24 hours
  const [preselected] = useState(() => (action.scope === 'collection' ? preselectedValues(config, actionName) : {}))
  const pickers = usePickers(kind, action.dialog, env)
  const translate = (key: string, params?: Record<string, unknown>) => text(key, params ? { params } : {})
  const payloadOf = (values: Record<string, unknown>) => apiPayload(action, values, contextOf(input))
  const name = registry.displayName(kind, item)
  const title = text(entityKeys.action(kind, actionName))

  const submit = async ({ values }: { values: Record<string, unknown> }) => {
    const result = await runFlow(deps, {
      kind,
      actionName,
      action,
      item,
      payload: payloadOf(values),
      ...(related ? { related } : {}),
      ...(env.project ? { project: env.project } : {}),
      account: env.account,
    })
    // a file to save: from the call's answer, else from the answer of the action that opened this one
    if (result.status === 'done' && action.download) await saveDownload(action.download, { ...contextOf(input), ...answerContext(answerOf(result.result) ?? dialog.answer) })
    return result
  }

  const common = {
    title,
    submit,
    submitLabel: title,
    available: verdict.enabled,
    ...(verdict.reason ? { unavailableReason: verdict.reason } : {}),
    initialValues: { ...preselected, ...(dialog.initialValues ?? {}) },
    input,
    onClose: (output: DialogOutput) => onEnd({ dialog, output, preselected: Object.keys(preselected).length > 0 }),
    // a next step offers what only the previous call's answer holds: it closes by its buttons or Escape alone
    ...(dialog.answer ? { closeOnInteractOutside: false } : {}),
  }

  // what the action is about to do (a delete: what is lost), above the fields too when it has them; a confirmation
  // without a text of its own asks the generic question
  const warning = text(`console.action.confirm.${kind}.${actionName}`, { params: { name }, fallback: '' }) || undefined
  const description = dialog.notice ?? warning ?? (action.dialog ? undefined : text('console.action.confirm.generic', { params: { action: title, name } }))
  if (!action.dialog) return <ConfirmDialog {...common} description={description} />
  const request = action.request
  return (
    <ActionDialog
      {...common}
      dialog={action.dialog}
      itemName={name}
      {...(description ? { description } : {})}
      {...(pickers ? { pickers } : {})}
      {...(request ? { validate: (values: Record<string, unknown>) => requestMessages(request, requestBody(action.call?.path ?? '', payloadOf(values)), translate) } : {})}
      // undefined while the price list loads; null when the values cannot be priced (a field empty or refused)
      price={(values: Record<string, unknown>) => {
        const prices = env.projectData?.prices
        if (!prices) return undefined
        const price = orderPrice(config, actionName, payloadOf(values), input, prices, registry.get)
        return price ? { ...price, currency: CURRENCY } : null
      }}
    />
  )
}
