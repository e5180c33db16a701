// What an action's form needs from the app, for a dialog (ActionDialogHost) and an order page alike: the verdict
// when it opened, the kept order data, the submit that runs the action flow, the request
// validator and the price of what the values order.
import { useState } from 'react'
import { CURRENCY } from '../../contract/constants'
import { requestBody } from '../../engine/calls'
import { contextOf } from '../../engine/evaluate'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { orderPrice } from '../../engine/pricing'
import type { ActionConfig, ActionInput, FieldConfig } from '../../engine/types'
import { registry } from '../../entities'
import { useText } from '../../ui/i18n/translate'
import type { ActionEnv } from './env'
import { runFlow, type FlowDeps } from './flow'
import { keepOrderData, preselectedValues } from './orderData'
import { answerContext, answerOf } from './answer'
import { saveDownload } from './download'
import { apiPayload } from './payload'
import { requestMessages } from './requestValidation'

export interface ActionFormTarget {
  kind: string
  actionName: string
  item: object
  related?: Record<string, object> | undefined
  /** the answer of the action that opened this one (after.then) */
  answer?: Record<string, unknown> | undefined
  /** fields the API described (DialogConfig.fields_from), drawn and sent after the config's own */
  describedFields?: readonly FieldConfig[] | undefined
}

export function useActionForm({ kind, actionName, item, related, answer, describedFields }: ActionFormTarget, env: ActionEnv, deps: FlowDeps) {
  const text = useText()
  const config = registry.get(kind)
  const configured = config.actions[actionName]
  if (!configured) throw new Error(`Action ${actionName} not found for entity ${kind}`)
  const action = withDescribedFields(configured, describedFields)
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
  // the verdict when the form opened: OK stays disabled if the action was not available (000 §5)
  const [verdict] = useState(() => registry.evaluateAction(kind, actionName, input))
  // 000 §4: a kept order (a failed extend's size) preselects the order form for 24 hours
  const [preselected] = useState(() => (action.scope === 'collection' ? preselectedValues(config, actionName) : {}))
  const translate = (key: string, params?: Record<string, unknown>) => text(key, params ? { params } : {})
  const payloadOf = (values: Record<string, unknown>) => apiPayload(action, values, contextOf(input))
  const request = action.request

  const submit = async ({ values }: { values: Record<string, unknown> }): Promise<ActionFlowOutput> => {
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
    keepOrderData(result, Object.keys(preselected).length > 0)
    // a file to save: from the call's answer, else from the answer of the action that opened this one
    if (result.kind === 'done' && action.download) await saveDownload(action.download, { ...contextOf(input), ...answerContext(answerOf(result.result) ?? answer) })
    return result
  }

  const fieldNames = (action.dialog?.fields ?? []).map((field) => field.name)
  return {
    config,
    action,
    input,
    verdict,
    preselected,
    submit,
    validate: request ? (values: Record<string, unknown>) => requestMessages(request, requestBody(action.call?.path ?? '', payloadOf(values)), translate, fieldNames) : undefined,
    // undefined while the price list loads; null when the values cannot be priced (a field empty or refused)
    price: (values: Record<string, unknown>) => {
      const prices = env.projectData?.prices
      if (!prices) return undefined
      const price = orderPrice(config, actionName, payloadOf(values), input, prices, registry.get)
      return price ? { ...price, currency: CURRENCY } : null
    },
  }
}

/** the action with the fields the API described after its dialog's own (they are drawn, checked and sent alike) */
function withDescribedFields(action: ActionConfig, described: readonly FieldConfig[] | undefined): ActionConfig {
  if (!described || described.length === 0 || !action.dialog) return action
  return { ...action, dialog: { ...action.dialog, fields: [...action.dialog.fields, ...described] } }
}
