// What an action's form needs from the app, for a dialog (ActionDialogHost) and an order page alike: the verdict
// when it opened, the kept order data, the pickers' options, the submit that runs the action flow, the request
// validator and the price of what the values order.
import { useState } from 'react'
import { CURRENCY } from '../../contract/constants'
import { requestBody } from '../../engine/calls'
import { contextOf } from '../../engine/evaluate'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import { orderPrice } from '../../engine/pricing'
import type { ActionInput } from '../../engine/types'
import { registry } from '../../entities'
import { useText } from '../../ui/i18n/translate'
import type { ActionEnv } from './env'
import { runFlow, type FlowDeps } from './flow'
import { preselectedValues } from './orderData'
import { answerContext, answerOf } from './answer'
import { saveDownload } from './download'
import { apiPayload } from './payload'
import { usePickers } from './pickers'
import { requestMessages } from './requestValidation'

export interface ActionFormTarget {
  kind: string
  actionName: string
  item: object
  related?: Record<string, object> | undefined
  /** the answer of the action that opened this one (after.then) */
  answer?: Record<string, unknown> | undefined
}

export function useActionForm({ kind, actionName, item, related, answer }: ActionFormTarget, env: ActionEnv, deps: FlowDeps) {
  const text = useText()
  const config = registry.get(kind)
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${kind}`)
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
  // the verdict when the form opened: OK stays disabled if the action was not available (000 §5)
  const [verdict] = useState(() => registry.evaluateAction(kind, actionName, input))
  // 000 §4: a kept order (a failed extend's size) preselects the order form for 24 hours
  const [preselected] = useState(() => (action.scope === 'collection' ? preselectedValues(config, actionName) : {}))
  const pickers = usePickers(kind, action.dialog, env)
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
    // a file to save: from the call's answer, else from the answer of the action that opened this one
    if (result.status === 'done' && action.download) await saveDownload(action.download, { ...contextOf(input), ...answerContext(answerOf(result.result) ?? answer) })
    return result
  }

  const fieldNames = (action.dialog?.fields ?? []).map((field) => field.name)
  return {
    config,
    action,
    input,
    verdict,
    preselected,
    pickers,
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
