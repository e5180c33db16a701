// The button of a collection action (volume create): judged like any action with item {} and the owner in
// related (docs/ARCHITECTURE.md); hidden: absent; blocked: disabled with its reason; absent too when the console does not
// offer it (engine/registry.ts). Pressing it runs the action through the ActionRunnerProvider above (the /lk layout's).
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOfferedAction } from '../../engine/registry'
import { registry } from '../../entities'
import { ReasonedButton } from '../../ui/actions/ReasonedButton'
import { useText, entityKeys } from '../../ui/i18n/translate'
import { preloadActionRunner, useRunAction, useActionEnv } from './ActionRunner'
import { orderPageHref } from './orderPage'
import { actionInput } from './verdicts'

export interface CollectionActionProps {
  kind: string
  /** the collection action's name (create) */
  action: string
  /** the owner of the collection ({ balancer: {...} } for a rule's create) */
  related?: Record<string, object>
  /** i18n key of the button label; default the action's own label */
  label?: string
}

export function CollectionAction({ kind, action, related, label }: CollectionActionProps) {
  const run = useRunAction()
  useEffect(preloadActionRunner, [])
  const text = useText()
  const env = useActionEnv()
  const verdict = registry.evaluateAction(kind, action, actionInput({}, related, env))
  if (!isOfferedAction(registry.get(kind).actions[action]) || !verdict.visible) return null
  const reason = !verdict.enabled && verdict.reason ? text(verdict.reason) : undefined
  const page = orderPageHref(kind, action, related)
  const title = text(label ?? entityKeys.action(kind, action))
  if (page) return <OrderPageButton href={page} disabled={!verdict.enabled} reason={reason} title={title} />
  return (
    <ReasonedButton colorPalette="brand" disabled={!verdict.enabled} reason={reason} onClick={() => run(kind, action, related ? { related } : {})}>
      {title}
    </ReasonedButton>
  )
}

/** a collection action whose form is an order page (servers/new, domains/new) goes to that page */
function OrderPageButton({ href, disabled, reason, title }: { href: string; disabled: boolean; reason: string | undefined; title: string }) {
  const navigate = useNavigate()
  return (
    <ReasonedButton colorPalette="brand" disabled={disabled} reason={reason} onClick={() => void navigate({ to: href })}>
      {title}
    </ReasonedButton>
  )
}
