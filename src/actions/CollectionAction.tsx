// The button of a collection action (volume create): judged like any action with item {} and the owner in
// related (DESIGN.md); hidden: absent; blocked: disabled with its reason; absent too when this build does not
// offer it (offered.ts). Pressing it runs the action.
import { Button, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { registry } from '../../entities'
import { useText } from '../../ui/i18n/translate'
import { entityKeys } from '../i18n/keys'
import { ActionRunnerProvider, useOptionalRunAction, type RunAction } from './ActionRunner'
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

function CollectionActionView({ kind, action, related, label, run }: CollectionActionProps & { run: RunAction }) {
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

export function CollectionAction(props: CollectionActionProps) {
  const run = useOptionalRunAction()
  if (run) return <CollectionActionView {...props} run={run} />
  return (
    <ActionRunnerProvider>
      <LocalCollectionAction {...props} />
    </ActionRunnerProvider>
  )
}

function LocalCollectionAction(props: CollectionActionProps) {
  const run = useOptionalRunAction()
  return run ? <CollectionActionView {...props} run={run} /> : null
}
