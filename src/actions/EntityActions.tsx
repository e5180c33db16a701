// The action menu of one item: the actions of its kind this build offers (engine/registry.ts offeredActions), judged by evaluateAction
// with the current project and account; hidden ones are absent, blocked ones disabled with their reason
// (STYLE.md). Choosing one runs it through the ActionRunnerProvider above (the /lk layout's), which outlives the
// row: a list is virtualized and its rows unmount.
import { HStack } from '@chakra-ui/react'
import { useEffect } from 'react'
import { registry } from '../../entities'
import { ActionMenu } from '../../ui/actions/ActionMenu'
import { ReasonedButton } from '../../ui/actions/ReasonedButton'
import { type Text as Translate, entityKeys } from '../../ui/i18n/translate'
import { withTextScope } from '../../ui/i18n/withTextScope'
import { preloadActionRunner, useRunAction, useActionEnv } from './ActionRunner'
import { actionInput, menuChoices, type ActionChoice } from './verdicts'

export interface EntityActionsProps {
  /** entity kind as the registry knows it (volume, server, snapshot, ...) */
  kind: string
  /** the entity exactly as the API returns it */
  item: object
  /** related entities by relation name ({ server: {...} } for a volume) */
  related?: Record<string, object>
  /** a menu button (lists) or a row of buttons (detail pages); default menu */
  variant?: 'menu' | 'buttons'
}

function ActionButton({ label, choice, onRun, text }: { label: string; choice: ActionChoice; onRun: () => void; text: Translate }) {
  const reason = !choice.verdict.enabled && choice.verdict.reason ? text(choice.verdict.reason) : undefined
  return (
    <ReasonedButton size="sm" variant="outline" disabled={!choice.verdict.enabled} reason={reason} onClick={onRun}>
      {label}
    </ReasonedButton>
  )
}

/**
 * In a list (EntityTable's TextScopeContext around its rows) the actions take the table's texts, so the rows do not
 * each subscribe to i18next; elsewhere (a detail page) they ask i18next themselves.
 */
export const EntityActions = withTextScope<EntityActionsProps>((props, { text }) => <EntityActionsView {...props} text={text} />)

function EntityActionsView({ kind, item, related, variant = 'menu', text }: EntityActionsProps & { text: Translate }) {
  const run = useRunAction()
  useEffect(preloadActionRunner, [])
  const env = useActionEnv()
  const choices = menuChoices(kind, actionInput(item, related, env))
  const runChoice = (name: string) => run(kind, name, { item, ...(related ? { related } : {}) })
  const label = (name: string) => text(entityKeys.action(kind, name))
  if (variant === 'buttons') {
    return (
      <HStack gap="2" wrap="wrap" role="group" aria-label={text('ui.actions')}>
        {choices.map((choice) => (
          <ActionButton key={choice.name} label={label(choice.name)} choice={choice} onRun={() => runChoice(choice.name)} text={text} />
        ))}
      </HStack>
    )
  }
  const name = registry.displayName(kind, item)
  return (
    <ActionMenu
      actions={choices.map((choice) => ({ name: choice.name, label: label(choice.name), verdict: choice.verdict }))}
      onSelect={runChoice}
      // the trigger reads "Действия"; its name also says whose (a list has one per row)
      trigger={text('ui.actions')}
      {...(name ? { label: text('console.action.menu_for', { params: { name } }) } : {})}
    />
  )
}
