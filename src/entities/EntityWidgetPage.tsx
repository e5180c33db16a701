// A page of one item drawn by a widget (the config's `pages.widgets`: 000 §2 servers/{id}/console is a
// terminal): the item's name and status with a link back to its details, then the widget, which loads with this
// page only. The item stays live through the query cache; a delete event returns to the list (000 §2). A page of
// the caller's one item (a detail call without {id}: 000 §2 cart) has no id, no back link and no name in its title.
import { Skeleton, Stack } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { Suspense, useCallback } from 'react'
import { pathFor } from '../../engine/routes'
import { registry } from '../../entities/index'
import { DetailLayout } from '../../ui/details/DetailLayout'
import { useText } from '../../ui/i18n/translate'
import { api, resolveEndpoint } from '../api/client'
import { apiSocketUrl } from '../api/config'
import { useReturnToListWhenDeleted } from '../live/useReturnWhenDeleted'
import { useApiQuery } from '../query/hooks'
import { ItemLoadError } from './ItemLoadError'
import { EntityLink } from './EntityLink'
import { ItemStatus } from './ItemStatus'
import { PAGE_WIDGETS } from './pageWidgets'
import { detailOfRoute, detailParams, isSingleDetail } from './sources'
import type { Row } from './useEntityList'
import { useEntityRoute } from './useEntityRoute'

function Loading() {
  const text = useText()
  return (
    <Stack gap="3" role="status" aria-label={text('ui.loading')}>
      <Skeleton height="5" />
      <Skeleton height="40" />
    </Stack>
  )
}

export function EntityWidgetPage() {
  const { config, routeKey, id, name: routeName } = useEntityRoute()
  const search: Record<string, unknown> = useSearch({ strict: false })
  const text = useText()
  const kind = config.kind
  const page = config.pages?.widgets?.[routeKey]
  const detail = detailOfRoute(kind, routeKey)
  const single = isSingleDetail(detail)
  const query = useApiQuery<Row>(detail, detailParams(detail, id), { enabled: id !== undefined || single })
  const item = query.data
  useReturnToListWhenDeleted(kind, item)
  const socket = page?.socket
  const socketUrl = useCallback(async () => apiSocketUrl(resolveEndpoint(socket ?? '', { id: id ?? '' }).path, await api.freshAccessToken()), [socket, id])

  // a document of no item (000 §2 contract payers/sample-contract?payer_type=): the route's query fills its template
  const itemless = !id && !single && page?.document !== undefined && !page.document.includes('{id}')
  if (!page || (!id && !single && !itemless)) return null
  const Widget = PAGE_WIDGETS[page.widget]
  if (!Widget) throw new Error(`No page widget ${page.widget} (entities/${kind}.ts pages.widgets.${routeKey})`)
  if (itemless)
    return (
      <DetailLayout title={text(`route.${routeName}`)}>
        <Suspense fallback={<Loading />}>
          <Widget config={config} item={search} page={page} />
        </Suspense>
      </DetailLayout>
    )
  const name = item && id ? registry.displayName(kind, item) || id : undefined
  const back = id ? <EntityLink href={pathFor(config, 'page', { id })}>← {name ?? text('ui.loading')}</EntityLink> : undefined
  const title = single ? text(`console.page.${page.widget}.title`) : name ? text(`console.page.${page.widget}.title`, { params: { name } }) : <Skeleton height="8" width="48" />

  if (query.isError && !item) return <ItemLoadError back={back} error={query.error} onRetry={() => void query.refetch()} />

  return (
    <DetailLayout title={title} status={item && !single ? <ItemStatus kind={kind} status={item.status} /> : undefined} back={back}>
      {item ? (
        <Suspense fallback={<Loading />}>
          <Widget config={config} item={item} page={page} {...(socket ? { socketUrl } : {})} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </DetailLayout>
  )
}
