// A kind's items listed on the dashboard (pages.dashboard `list`: a kind whose only list is the project home, 000 §2
// vrouters, "back goes to dashboard"): its title and collection actions, and its table with row menus. Loaded with
// the configs, apart from the dashboard's first paint.
import { Heading, Stack } from '@chakra-ui/react'
import { useMemo } from 'react'
import { offeredActions } from '../../../engine/registry'
import { registry } from '../../../entities'
import { EmptyState } from '../../../ui/shell/EmptyState'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { ActionRunnerProvider, CollectionAction } from '../../actions'
import { EntityListView } from '../../entities/EntityListView'
import { listParams } from '../../entities/listParams'
import { useListOwner } from '../../entities/ListOwner'

export function DashboardEntityList({ kind, projectId, label }: { kind: string; projectId: string | undefined; label: string }) {
  const text = useText()
  const config = registry.get(kind)
  const params = useMemo(() => listParams(config), [config])
  const { related } = useListOwner(config, projectId)
  const actions = offeredActions(config, 'collection').map((action) => <CollectionAction key={action} kind={kind} action={action} {...(related ? { related } : {})} />)
  const title = text(label, { fallback: text(entityKeys.name(kind, 'plural')) })
  return (
    <ActionRunnerProvider>
      <Stack as="section" gap="3" aria-label={title}>
        <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions.length > 0 ? <Stack direction="row">{actions}</Stack> : null}
        </Stack>
        <EntityListView config={config} projectId={projectId} params={params} label={title} empty={<EmptyState title={text('console.entity.empty')} />} height="40vh" />
      </Stack>
    </ActionRunnerProvider>
  )
}
