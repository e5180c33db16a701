// The details page of any kind (000 §2 servers/{id} with its tabs, volumes/{id}/details,
// local-disks/{id}/details, snapshots/{id}/details): the item's name, status and actions, the config's tabs as
// links (each its own URL), and the open tab's content. The item comes from its detail call and stays live
// through the query cache (src/live); when a delete event marks it deleted the page returns to its list (000 §2).
import { Skeleton, Stack } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import type { EntityConfig, TabConfig } from '../../engine/types'
import { pathFor } from '../../engine/routes'
import { DetailLayout } from '../../ui/details/DetailLayout'
import { Banner } from '../../ui/shell/Banner'
import { useText, entityKeys } from '../../ui/i18n/translate'
import { registry } from '../../entities/index'
import { ActionRunnerProvider, EntityActions } from '../actions'
import { renderRouterLink } from '../app/RouterLink'
import { useReturnToListWhenDeleted } from '../live/useReturnWhenDeleted'
import { useCurrentProjectId } from '../project/currentProject'
import { useApiQuery } from '../query/hooks'
import { ItemLoadError } from './ItemLoadError'
import { EntityLink } from './EntityLink'
import { ItemStatus } from './ItemStatus'
import { detailOfRoute, detailParams, isSingleDetail } from './sources'
import { TabContent } from './tabs/tabContents'
import type { Row } from './useEntityList'
import { useEntityRoute } from './useEntityRoute'
import { useRelated } from './useRelated'

export function EntityDetailPage() {
  const { config, routeKey, name, id } = useEntityRoute()
  // the one item of the caller (GET /profile) has no id in its path
  if (!id && !isSingleDetail(detailOfRoute(config.kind, routeKey))) return null
  // one action runner for the page, its header and the rows of its tabs
  return (
    <ActionRunnerProvider>
      <EntityDetails key={`${config.kind}:${id ?? ''}`} config={config} routeKey={routeKey} routeName={name} {...(id ? { id } : {})} />
    </ActionRunnerProvider>
  )
}

/** A few item actions read best as buttons; a server's twenty would bury the page, so they stay in a menu. */
const MAX_HEADER_BUTTONS = 4

function headerVariant(config: EntityConfig): 'buttons' | 'menu' {
  const offered = Object.values(config.actions).filter((action) => action.scope === 'item' && action.menu !== false)
  return offered.length <= MAX_HEADER_BUTTONS ? 'buttons' : 'menu'
}

/** The open tab: the one whose route is this page's, else the first (local-disks/{id}/details shows the volume's). */
function openTab(tabs: readonly TabConfig[], config: EntityConfig, routeName: string, routeKey: string): TabConfig | undefined {
  return tabs.find((tab) => tab.route === routeName || tab.route === routeKey || config.routes[tab.route]?.name === routeName) ?? tabs[0]
}

function EntityDetails({ config, routeKey, routeName, id }: { config: EntityConfig; routeKey: string; routeName: string; id?: string }) {
  const text = useText()
  const projectId = useCurrentProjectId()
  const kind = config.kind
  const detail = detailOfRoute(kind, routeKey)
  const query = useApiQuery<Row>(detail, detailParams(detail, id))
  const item = query.data
  useReturnToListWhenDeleted(kind, item)
  const { related, waiting } = useRelated(config, item, projectId)

  const list = config.routes.list
  const back = list ? <EntityLink href={list.path}>← {text(entityKeys.name(kind, 'plural'))}</EntityLink> : undefined
  const tabs = config.detail?.tabs ?? []
  const tab = openTab(tabs, config, routeName, routeKey)
  // why a redirect brought the user here (Redirect.notice: a boot disk's detach lands on its server's volumes)
  const notice = useRouterState({ select: (state) => (state.location.state as { notice?: unknown }).notice })

  if (query.isError && !item) return <ItemLoadError back={back} error={query.error} onRetry={() => void query.refetch()} />

  return (
    <DetailLayout
      title={item ? registry.displayName(kind, item) || id : <Skeleton height="8" width="48" />}
      status={item ? <ItemStatus kind={kind} status={item.status} /> : undefined}
      // the menu waits for the related items its rules read, as a list row's does (useRelatedLookup): drawn before
      // them, it would offer an action for a moment that they forbid
      actions={item && !waiting ? <EntityActions kind={kind} item={item} variant={headerVariant(config)} {...(related ? { related } : {})} /> : undefined}
      {...(back ? { back } : {})}
      // one tab is the page itself: no tab bar for it
      tabs={tabs.length > 1 ? tabs : []}
      {...(tab ? { activeTab: tab.name } : {})}
      tabHref={(target) => pathFor(config, target.route, id ? { id } : {})}
      renderLink={renderRouterLink}
    >
      {typeof notice === 'string' ? <Banner status="info">{text(notice)}</Banner> : null}
      {item && tab ? (
        <TabContent tab={tab} config={config} item={item} projectId={projectId} {...(related ? { related } : {})} />
      ) : (
        <Stack gap="3" role="status" aria-label={text('ui.loading')}>
          <Skeleton height="5" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </Stack>
      )}
    </DetailLayout>
  )
}
