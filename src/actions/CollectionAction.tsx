// The button of a collection action (volume create): judged like any action with item {} and the owner in
// related (DESIGN.md); hidden: absent; blocked: disabled with its reason; absent too when this build does not
// offer it (offered.ts). Pressing it runs the action through the ActionRunnerProvider above (the /lk layout's).
import { Button, Text } from '@chakra-ui/react'
import { useEffect, useId } from 'react'
import { registry } from '../../entities'
import { useText } from '../../ui/i18n/translate'
import { entityKeys } from '../i18n/keys'
import { preloadActionRunner, useRunAction } from './ActionRunner'
import { useActionEnv } from './env'
import { isOffered } from './offered'
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
  const id = useId()
  const verdict = registry.evaluateAction(kind, action, actionInput({}, related, env))
  if (!isOffered(kind, action) || !verdict.visible) return null
  const reason = !verdict.enabled && verdict.reason ? text(verdict.reason) : undefined
  return (
    <>
      <Button
        colorPalette="brand"
        disabled={!verdict.enabled}
        title={reason}
        onClick={() => run(kind, action, related ? { related } : {})}
        {...(reason ? { 'aria-describedby': id } : {})}
      >
        {text(label ?? entityKeys.action(kind, action))}
      </Button>
      {reason ? (
        <Text id={id} srOnly>
          {reason}
        </Text>
      ) : null}
    </>
  )
}
