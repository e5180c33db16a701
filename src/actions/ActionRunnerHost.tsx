// What the runner does with a chosen action (000 §4 Generic action flow, 001 §4 Action flow): a redirect or an
// entrance action goes to its route; any other opens its dialog, whose submit runs the flow. After the dialog:
// success may go to a route (after.navigate) or open the next action (after.then); a money or limit failure opens
// its prompt (001 §8); a failed extend opens the order flow with the requested size kept (000 §4).
// It loads with the first action run (ActionRunner.tsx), so the /lk layout that mounts the runner does not carry
// the flow, the dialogs and the registry on pages without actions.
import { useQueryClient, useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { OrderFlowRequest } from '../../engine/flow/actionMachine'
import type { VerificationFailure } from '../../engine/errors/signals'
import { contextOf, thenTarget, callPath } from '../../engine/evaluate'
import { isOfferedAction } from '../../engine/registry'
import { registry } from '../../entities/index'
import { useText, entityKeys } from '../../ui/i18n/translate'
import type { ApiClient } from '../api/client'
import { type RunAction, type RunRequest, useActionEnv, type ActionEnv } from './ActionRunner'
import { runFlow, useFlowDeps, type FlowDeps } from './flow'
import { answerOf, answerDefaults } from './answer'
import { openedValues } from './opened'
import { saveDownload } from './download'
import { ViewHost } from './ViewHost'
import { routeHref } from './routes'
import { VerificationPrompt } from './VerificationPrompt'
import type { DialogOutput } from '../../engine/flow/dialogMachine'
import { fieldsFromForm } from '../../engine/formFields'
import type { ActionInput, DialogConfig, FieldConfig } from '../../engine/types'
import { apiQueryOptions } from '../query/apiQuery'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog'
import type { PickerOptions } from '../../ui/forms/FormField'
import { usePickers } from './pickers'
import { orderFlowValues, useActionForm } from './useActionForm'
import { DependentsList } from './DependentsList'

type Opened =
  | { type: 'dialog'; dialog: OpenDialog }
  | { type: 'view'; key: number; kind: string; actionName: string; item: object; answer: Record<string, unknown> | undefined }
  | { type: 'verification'; key: number; failure: VerificationFailure }

export interface ActionRunnerHostProps {
  /** the action to run now (a new key: a new run) */
  request: RunRequest
  api: ApiClient
  /** the provider's run, for what follows a dialog (after.then, the order flow) */
  run: RunAction
  /** nothing is open any more: the provider unmounts the host */
  onIdle: () => void
}

export function ActionRunnerHost({ request, api, run, onIdle }: ActionRunnerHostProps) {
  const env = useActionEnv()
  const queryClient = useQueryClient()
  const text = useText()
  const [opened, setOpened] = useState<Opened | null>(null)
  const keys = useRef(0)
  const nextKey = () => (keys.current += 1)
  const deps = useFlowDeps(api, env)
  const navigate = deps.navigate
  const depsRef = useRef(deps)
  const envRef = useRef(env)
  const openRef = useRef({ run, text })
  // the latest deps and env for the flows already running; written after render, as React asks of refs
  useLayoutEffect(() => {
    depsRef.current = deps
    envRef.current = env
    openRef.current = { run, text }
  })

  // each request once (a ref, not state: StrictMode runs the effect twice)
  const handled = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (handled.current === request.key) return
    handled.current = request.key
    const { kind, action: actionName, options } = request
    const action = registry.get(kind).actions[actionName]
    if (!action) throw new Error(`Action ${actionName} not found for entity ${kind}`)
    // the menus offer only these (engine/registry.ts); anything else has no dialog, page or call that works yet
    if (!isOfferedAction(action)) throw new Error(`Action ${actionName} of ${kind} is not offered by this console`)
    // the counts its rules and redirects read (a server's free floating IPs) are asked for first; a kind that
    // declares none loads nothing for them
    const config = registry.get(kind)
    const projectId = envRef.current.project?.id
    const counting = config.counts ? import('./relatedCounts').then((module) => module.relatedCounts(queryClient, config, actionName, projectId)) : Promise.resolve({})
    void counting.then((counts) => {
      if (handled.current !== request.key) return
      const related = Object.keys(counts).length > 0 ? { ...options.related, ...counts } : options.related
      const { project, account } = envRef.current
      const item = options.item ?? {}
      const input = { item, ...(related ? { related } : {}), ...(project ? { project } : {}), account }
      const redirect = registry.resolveRedirect(kind, actionName, input)
      if (redirect || action.entrance) {
        // 001 §2 redirects and entrance actions go to their route: the flow navigates, nothing to ask
        void runFlow(depsRef.current, { kind, actionName, action, ...(redirect ? { redirect } : {}), ...input })
        setOpened(null)
        onIdle()
        return
      }
      if (action.opens) {
        // another action's dialog, filled in (email_change opens a support ticket)
        const target = thenTarget(kind, action.opens.action)
        openRef.current.run(target.kind, target.action, { initialValues: openedValues(action.opens.values, contextOf(input), openRef.current.text) })
        return
      }
      // a view with a call of its own (credentials_show) asks first and shows the answer the call brings back
      if (action.view && (options.answer !== undefined || !action.call)) {
        setOpened({ type: 'view', key: request.key, kind, actionName, item, answer: options.answer })
        return
      }
      if (action.download && !action.call && !action.dialog && !options.answer) {
        // a file of what the item holds (a public key) is saved at once; one that only an answer holds (a generated
        // private key) is offered in a dialog, so the browser saves it on the user's click
        void saveDownload(action.download, contextOf(input)).finally(onIdle)
        setOpened(null)
        return
      }
      setOpened({
        type: 'dialog',
        dialog: {
          key: request.key,
          kind,
          actionName,
          item,
          ...(related ? { related } : {}),
          ...(options.initialValues ? { initialValues: options.initialValues } : {}),
          ...(options.notice ? { notice: options.notice } : {}),
          ...(options.answer ? { answer: options.answer } : {}),
        },
      })
    })
  }, [request, onIdle, queryClient, api])

  const close = () => {
    setOpened(null)
    onIdle()
  }

  const openVerification = (failure: VerificationFailure) => setOpened({ type: 'verification', key: nextKey(), failure })

  const openOrderFlow = (end: DialogEnd, order: OrderFlowRequest, error: unknown) => {
    const flow = registry.get(order.kind).actions[order.action]?.order_flow
    if (!flow) return close()
    // 000 §4: the order flow opens with what the failed action requested (useActionForm kept it for 24 hours)
    const reason = error instanceof Error && error.message ? error.message : text('error.action_failed')
    run(order.kind, flow.action, {
      ...(end.dialog.related ? { related: end.dialog.related } : {}),
      initialValues: orderFlowValues(flow, order.data),
      notice: text('console.action.order_flow', { params: { name: registry.displayName(end.dialog.kind, end.dialog.item), reason } }),
    })
  }

  const onDialogEnd = (end: DialogEnd) => {
    const { output, dialog } = end
    if (output.status === 'cancelled') return close()
    const outcome = output.outcome
    switch (outcome.kind) {
      case 'done': {
        close()
        if (outcome.navigate) navigate(routeHref(outcome.navigate))
        if (outcome.then) {
          const answer = answerOf(outcome.result)
          // the next step acts on this item, or on the one the call made (generate → the new keypair's archive)
          const made = Object.keys(dialog.item).length === 0 && registry.get(outcome.then.kind).actions[outcome.then.action]?.scope === 'item' ? answer : undefined
          const item = made ?? (outcome.then.kind === dialog.kind ? dialog.item : undefined)
          run(outcome.then.kind, outcome.then.action, { ...(item ? { item } : {}), ...(answer ? { answer } : {}) })
        }
        return
      }
      // 001 §8: not_enough_money opens the payment prompt, limit_reached the ticket prompt
      case 'prompt':
        return openVerification(outcome.verification)
      // 000 §4: a failed extend opens the order flow with the requested size kept
      case 'order_flow':
        return openOrderFlow(end, outcome.order, outcome.error)
      // the flow has navigated already
      case 'redirect':
        return close()
    }
  }

  return (
    <>
      {/* a dialog of an earlier request waits for the effect above to replace it */}
      {opened?.type === 'dialog' && opened.dialog.key === request.key ? <ActionDialogHost key={opened.dialog.key} dialog={opened.dialog} env={env} deps={deps} onEnd={onDialogEnd} /> : null}
      {opened?.type === 'view' ? <ViewHost key={opened.key} kind={opened.kind} actionName={opened.actionName} item={opened.item} answer={opened.answer} onClose={close} /> : null}
      {opened?.type === 'verification' ? <VerificationPrompt key={opened.key} failure={opened.failure} onClose={close} navigate={navigate} /> : null}
    </>
  )
}

// One open action dialog: the config's DialogConfig drawn by ui/'s ActionDialog (or ConfirmDialog when the action
// asks for confirmation only), its submit running the action flow (000 §4: preparing, form, processing, back to
// the form on failure, ready and closed after 1 s). The submit resolves with the flow's outcome, which the dialog
// machine takes as data; what happens after it closes is the runner's business, switching on that outcome.
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
}

export interface ActionDialogHostProps {
  dialog: OpenDialog
  env: ActionEnv
  deps: FlowDeps
  onEnd: (end: DialogEnd) => void
}

type ActionForm = ReturnType<typeof useActionForm>

export function ActionDialogHost(props: ActionDialogHostProps) {
  const fieldsFrom = registry.get(props.dialog.kind).actions[props.dialog.actionName]?.dialog?.fields_from
  if (fieldsFrom) return <DescribedDialogHost {...props} fieldsFrom={fieldsFrom} />
  return <DialogHost {...props} />
}

/** A dialog whose fields the API describes (DialogConfig.fields_from): drawn once the description and values are in. */
function DescribedDialogHost({ fieldsFrom, ...props }: ActionDialogHostProps & { fieldsFrom: NonNullable<DialogConfig['fields_from']> }) {
  const { item, related } = props.dialog
  const input: ActionInput = { item, ...(related ? { related } : {}), ...(props.env.project ? { project: props.env.project } : {}) }
  const form = useQuery(apiQueryOptions<unknown>(callPath(fieldsFrom.form, input)))
  const values = useQuery({ ...apiQueryOptions<unknown>(fieldsFrom.values ? callPath(fieldsFrom.values, input) : ''), enabled: fieldsFrom.values !== undefined, staleTime: 0 })
  const loading = form.isPending || (fieldsFrom.values !== undefined && values.isPending)
  const failed = form.isError || values.isError
  if (loading && !failed) return null
  return <DialogHost {...props} describedFields={failed ? [] : fieldsFromForm(form.data, values.data)} />
}

function DialogHost({ dialog, env, deps, onEnd, describedFields }: ActionDialogHostProps & { describedFields?: readonly FieldConfig[] }) {
  const form = useActionForm({ kind: dialog.kind, actionName: dialog.actionName, item: dialog.item, related: dialog.related, answer: dialog.answer, describedFields }, env, deps)
  // the pickers' lists are asked for only by a dialog that has entity_picker fields
  const picks = form.action.dialog?.fields.some((field) => field.kind === 'entity_picker') === true
  return picks ? <DialogWithPickers dialog={dialog} env={env} form={form} onEnd={onEnd} /> : <FormDialog dialog={dialog} form={form} onEnd={onEnd} />
}

function DialogWithPickers({ dialog, env, form, onEnd }: { dialog: OpenDialog; env: ActionEnv; form: ActionForm; onEnd: (end: DialogEnd) => void }) {
  const pickers = usePickers(dialog.kind, form.action.dialog, env)
  return <FormDialog dialog={dialog} form={form} onEnd={onEnd} {...(pickers ? { pickers } : {})} />
}

interface FormDialogProps {
  dialog: OpenDialog
  form: ActionForm
  onEnd: (end: DialogEnd) => void
  pickers?: Record<string, PickerOptions>
}

function FormDialog({ dialog, form, onEnd, pickers }: FormDialogProps) {
  const text = useText()
  const { kind, actionName, item } = dialog
  const { action, input, verdict, preselected, validate } = form
  const name = registry.displayName(kind, item)
  const title = text(entityKeys.action(kind, actionName))

  const common = {
    title,
    submit: form.submit,
    submitLabel: title,
    available: verdict.enabled,
    ...(verdict.reason ? { unavailableReason: verdict.reason } : {}),
    initialValues: { ...(dialog.answer ? answerDefaults(action.dialog?.fields ?? [], dialog.answer) : {}), ...preselected, ...(dialog.initialValues ?? {}) },
    input,
    onClose: (output: DialogOutput) => onEnd({ dialog, output }),
    // a next step offers what only the previous call's answer holds: it closes by its buttons or Escape alone
    ...(dialog.answer ? { closeOnInteractOutside: false } : {}),
  }

  // what the action is about to do (a delete: what is lost), above the fields too when it has them; a confirmation
  // without a text of its own asks the generic question
  const warning = text(`console.action.confirm.${kind}.${actionName}`, { params: { name }, fallback: '' }) || undefined
  const said = dialog.notice ?? warning ?? (action.dialog ? undefined : text('console.action.confirm.generic', { params: { action: title, name } }))
  // what depends on the item and would break (ActionConfig.dependents), under what the action does
  const dependents = action.dependents?.length ? <DependentsList kind={kind} item={item} relations={action.dependents} /> : undefined
  const description = dependents ? (
    <>
      {said}
      {dependents}
    </>
  ) : (
    said
  )
  if (!action.dialog) return <ConfirmDialog {...common} description={description} />
  return (
    <ActionDialog
      {...common}
      dialog={action.dialog}
      itemName={name}
      {...(description ? { description } : {})}
      {...(pickers ? { pickers } : {})}
      {...(validate ? { validate } : {})}
      price={form.price}
    />
  )
}
