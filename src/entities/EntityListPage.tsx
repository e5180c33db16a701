// The list page of any kind (000 §2 project/servers all/active/stopped, project/volumes all/attached/unattached,
// project/snapshots/all): the kind's name, its collection actions, the filters as links between the filter
// routes, and the table. Everything comes from the kind's config; nothing here names a kind.
import { HStack, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { offeredActions } from '../../engine/registry'
import type { EntityConfig } from '../../engine/types'
import { PageHeader } from '../../ui/shell/PageHeader'
import { EmptyState } from '../../ui/shell/EmptyState'
import { FiltersBar } from '../../ui/table/FiltersBar'
import { useText, entityKeys } from '../../ui/i18n/translate'
import { ActionRunnerProvider, CollectionAction } from '../actions'
import { AppLink } from '../app/RouterLink'
import { useCurrentProjectId } from '../project/currentProject'
import { EntityListView } from './EntityListView'
import { ListNotices } from './ListNotices'
import { ListOwnerFields, useListOwner } from './ListOwner'
import { SectionTabs } from './SectionTabs'
import { activeFilter, filtersOf, listParams } from './listParams'
import { useEntityRoute } from './useEntityRoute'

/** A filter's route: the list route's folder and the filter's name (as src/router/entityRoutes.ts makes them). */
export function filterPath(config: EntityConfig, filter: string): string | undefined {
  const list = config.routes.list?.path
  return list ? `${list.slice(0, list.lastIndexOf('/'))}/${filter}` : undefined
}

/**
 * `?source=N`: the list of one source of a kind listed from several (the dashboard's local-disks card opens the
 * volumes list with only the local disks), said above the table with the way back to all. The card names it.
 */
function onlySource(config: EntityConfig, search: Record<string, unknown>): { index: number; label: string } | undefined {
  const index = Number(search.source)
  const card = config.pages?.dashboard?.find((entry) => (entry.source ?? 0) === index)
  return Number.isInteger(index) && index > 0 && card ? { index, label: card.label } : undefined
}

export function EntityListPage() {
  const { config, filter } = useEntityRoute()
  const search: Record<string, unknown> = useSearch({ strict: false })
  const only = onlySource(config, search)
  // one action runner for the page: a dialog opened from a row outlives the row scrolling out of view
  return (
    <ActionRunnerProvider>
      <EntityList key={`${config.kind}:${only?.index ?? 'all'}`} config={config} {...(filter ? { filter } : {})} {...(only ? { only } : {})} />
    </ActionRunnerProvider>
  )
}

function EntityList({ config, filter, only }: { config: EntityConfig; filter?: string; only?: { index: number; label: string } }) {
  const text = useText()
  const navigate = useNavigate()
  const projectId = useCurrentProjectId()
  const kind = config.kind
  const filters = filtersOf(config)
  const active = activeFilter(config, filter) ?? ''
  const section = config.pages?.section
  // a section's child is titled by its section (000 §2 project/backups), its own name on its tab
  const plural = text(entityKeys.name(kind, 'plural'))
  const title = section ? text(entityKeys.route(section.route)) : plural
  const params = useMemo(() => listParams(config, active), [config, active])
  const { owner, related } = useListOwner(config, projectId)
  const actions = offeredActions(config, 'collection').map((action) => <CollectionAction key={action} kind={kind} action={action} {...(related ? { related } : {})} />)

  return (
    <Stack gap="4">
      <PageHeader title={title} {...(actions.length > 0 ? { actions } : {})} />
      <SectionTabs config={config} />
      <ListNotices config={config} />
      <ListOwnerFields config={config} owner={owner} />
      <FiltersBar
        kind={kind}
        filters={filters}
        active={active}
        onFilterChange={(name) => {
          const to = filterPath(config, name)
          if (to) void navigate({ to })
        }}
      />
      {only ? (
        <HStack gap="3" wrap="wrap" role="status">
          <Text>{text('console.entity.only_source', { params: { source: text(only.label) } })}</Text>
          <AppLink to={filterPath(config, active) ?? '.'}>{text('console.entity.show_all')}</AppLink>
        </HStack>
      ) : null}
      <EntityListView
        config={config}
        projectId={projectId}
        params={params}
        {...(only ? { source: only.index } : {})}
        label={plural}
        empty={<EmptyState title={text('console.entity.empty')} {...(actions.length > 0 ? { action: actions } : {})} />}
      />
    </Stack>
  )
}
