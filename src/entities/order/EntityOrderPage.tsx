// An order page (PagesConfig.orders: servers/new): a collection action's form drawn in full at its own URL from the
// config, running the same flow as its dialog would (000 §4 Generic action flow): money and limit checks, the
// call, a 400 on its field with what was typed kept. A refused verification opens its prompt (001 §8) over the
// page, which keeps every value; success goes where the action says, else to the kind's list, where the new item
// follows its statuses live.
import { Skeleton } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import type { DialogOutput } from '../../../engine/flow/dialogMachine'
import type { VerificationFailure } from '../../../engine/errors/signals'
import type { FieldConfig } from '../../../engine/types'
import { ratesOf } from '../../../engine/rates'
import { useDialogActor } from '../../../ui/dialog/ActionDialog'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { RateNote } from '../../../ui/money/RateNote'
import { OrderPageView } from '../../../ui/order/OrderPageView'
import { api } from '../../api/client'
import { ActionRunnerProvider, useActionEnv } from '../../actions/ActionRunner'
import { routeHref } from '../../actions/routes'
import { safeRedirect } from '../../router/paths'
import { usePickers } from '../../actions/pickers'
import { useActionForm } from '../../actions/useActionForm'
import { useFlowDeps } from '../../actions/flow'
import { VerificationPrompt } from '../../actions/VerificationPrompt'
import { ItemLoadError } from '../ItemLoadError'
import { useEntityRoute } from '../useEntityRoute'
import { useOrderTarget } from './useOrderTarget'
import { ORDER_WIDGETS } from './widgets'

export function EntityOrderPage() {
  return (
    <ActionRunnerProvider>
      <OrderPage />
    </ActionRunnerProvider>
  )
}

function OrderPage() {
  const { config, routeKey } = useEntityRoute()
  const actionName = config.pages?.orders?.[routeKey]
  const action = actionName ? config.actions[actionName] : undefined
  if (!actionName || !action) throw new Error(`Route ${routeKey} of ${config.kind} is no order page`)
  const target = useOrderTarget(config, routeKey, action)
  // the route's query params that name a field of the form start it (000 §2: new_dbaas_cluster?backup=<id>)
  const search: Record<string, unknown> = useSearch({ strict: false })
  const [fromQuery] = useState(() => queryValues(config.routes[routeKey]?.query ?? [], action.dialog?.fields ?? [], search))
  // a refused order starts a new form from the values it was submitted with (000 §5: nothing typed is lost)
  const [attempt, setAttempt] = useState<{ key: number; values?: Record<string, unknown>; failure?: VerificationFailure }>({ key: 0, ...(fromQuery ? { values: fromQuery } : {}) })
  if (target.error) return <ItemLoadError back={null} error={target.error} onRetry={target.retry} />
  // the form is judged and filled from what it acts on: it waits for the item and its parent
  if (target.loading) return <Skeleton height="40" role="status" />
  return (
    <>
      <OrderForm
        key={attempt.key}
        kind={config.kind}
        actionName={actionName}
        item={target.item}
        related={target.related}
        // a page opened from another flow comes back to it (a bank invoice's payer filled in: 000 §4 fill_in_to_create_bank)
        listPath={safeRedirect(search.back) ?? target.back}
        returnTo={safeRedirect(search.back)}
        {...(attempt.values ? { values: attempt.values } : {})}
        onRefused={(values, failure) => setAttempt({ key: attempt.key + 1, values, failure })}
      />
      {attempt.failure ? <Prompt failure={attempt.failure} onClose={() => setAttempt({ key: attempt.key, ...(attempt.values ? { values: attempt.values } : {}) })} /> : null}
    </>
  )
}

function queryValues(query: readonly string[], fields: readonly FieldConfig[], search: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries: [string, string][] = query
    .filter((name) => fields.some((field) => field.name === name) && search[name] !== undefined && search[name] !== '')
    .map((name) => [name, String(search[name])])
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

function Prompt({ failure, onClose }: { failure: VerificationFailure; onClose: () => void }) {
  const deps = useFlowDeps(api, useActionEnv())
  return <VerificationPrompt failure={failure} onClose={onClose} navigate={deps.navigate} />
}

interface OrderFormProps {
  kind: string
  actionName: string
  item: object
  related: Record<string, object> | undefined
  listPath: string | undefined
  values?: Record<string, unknown>
  /** where success goes instead of the action's own navigation: the page that opened this one (`?back=`) */
  returnTo?: string | undefined
  onRefused: (values: Record<string, unknown>, failure: VerificationFailure) => void
}

function OrderForm({ kind, actionName, item, related, listPath, values, returnTo, onRefused }: OrderFormProps) {
  const text = useText()
  const env = useActionEnv()
  const deps = useFlowDeps(api, env)
  const form = useActionForm({ kind, actionName, item, related }, env, deps)
  const pickers = usePickers(kind, form.action.dialog, env)
  const fields = form.action.dialog?.fields ?? []
  const actor = useDialogActor({ fields, submit: form.submit, initialValues: { ...form.preselected, ...(values ?? {}) }, available: form.verdict.enabled, input: form.input })
  const title = text(entityKeys.action(kind, actionName))
  const leave = () => {
    if (listPath) deps.navigate(listPath)
  }
  const onClose = (output: DialogOutput) => {
    if (output.status === 'cancelled') return leave()
    const outcome = output.outcome
    if (outcome.kind === 'prompt') return onRefused(output.values, outcome.verification)
    if (outcome.kind === 'done') return returnTo ? deps.navigate(returnTo) : outcome.navigate ? deps.navigate(routeHref(outcome.navigate)) : leave()
    // redirect: the flow went there already; order_flow: an order page's action does not declare one
  }
  return (
    <OrderPageView
      actor={actor}
      title={title}
      submitLabel={form.action.dialog?.submit_label ? text(form.action.dialog.submit_label) : title}
      fields={fields}
      widgets={ORDER_WIDGETS}
      price={form.price}
      {...(form.action.rates && !form.action.price ? { priceNote: <RateNote rates={ratesOf(form.action.rates, env.projectData?.prices)} /> } : {})}
      validate={form.validate}
      input={form.input}
      pickers={pickers}
      unavailableReason={form.verdict.reason}
      onClose={onClose}
    />
  )
}
