// The action menu of an item or a list (STYLE.md "Show a blocked action disabled with its reason; hide only
// where the spec says hidden"). Verdicts come from evaluateAction; this component only shows them.
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import type { ActionVerdict } from '../../engine/types'
import { type Text as Translate } from '../i18n/translate'
import { withTextScope } from '../i18n/withTextScope'

export interface MenuAction {
  /** action name in the entity config (snake_case) */
  name: string
  /** translated label */
  label: string
  verdict: ActionVerdict
}

export interface ActionMenuProps {
  actions: readonly MenuAction[]
  onSelect: (name: string) => void
  /** the trigger's accessible name; default "Действия" */
  label?: string
  /** custom trigger content (e.g. an icon); the trigger keeps `label` as its name */
  trigger?: ReactNode
  size?: 'xs' | 'sm' | 'md'
}

function ActionMenuItem({ action, text }: { action: MenuAction; text: Translate }) {
  const id = useId()
  const disabled = !action.verdict.enabled
  const reason = disabled && action.verdict.reason ? text(action.verdict.reason) : undefined
  return (
    <Menu.Item
      value={action.name}
      disabled={disabled}
      // the name stays the label; a disabled action says why in its description
      aria-labelledby={`${id}-label`}
      {...(reason ? { 'aria-describedby': `${id}-reason` } : {})}
      flexDirection="column"
      alignItems="flex-start"
      gap="0"
      title={reason}
    >
      <Box as="span" id={`${id}-label`}>
        {action.label}
      </Box>
      {reason ? (
        <Text as="span" id={`${id}-reason`} fontSize="xs" color="fg.muted" whiteSpace="normal">
          {reason}
        </Text>
      ) : null}
    </Menu.Item>
  )
}

/**
 * In a table (a TextScopeContext around it, as EntityTable provides) the menu and its items take the table's texts:
 * a list's rows do not each subscribe to i18next. Elsewhere the menu asks i18next itself.
 */
export const ActionMenu = withTextScope<ActionMenuProps>((props, { text }) => <ActionMenuView {...props} text={text} />)

function ActionMenuView({ actions, onSelect, label, trigger, size = 'sm', text }: ActionMenuProps & { text: Translate }) {
  const shown = actions.filter((action) => action.verdict.visible)
  const name = label ?? text('ui.actions')
  return (
    <Menu.Root
      onSelect={(details) => {
        const action = shown.find((candidate) => candidate.name === details.value)
        if (action?.verdict.enabled) onSelect(action.name)
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} aria-label={name} disabled={shown.length === 0}>
          {trigger ?? name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="sm">
            {shown.map((action) => (
              <ActionMenuItem key={action.name} action={action} text={text} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
