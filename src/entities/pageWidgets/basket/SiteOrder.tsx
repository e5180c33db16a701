// The landing of a product chosen on the provider's site (000 §2 order-from-site, query order): the order goes
// into the basket (the config's basket.import), then the basket's page opens at the basket's new version (000 §2
// cart, query hash). Signed out, the /lk guard sends the user to sign in first and back here after. A refused
// order says why, with the way to the basket as it is.
import { Alert, Spinner, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { normalizeError } from '../../../../engine/errors/http'
import { hrefFor, pathFor } from '../../../../engine/routes'
import { useText } from '../../../../ui/i18n/translate'
import { api } from '../../../api/client'
import { useActionEnv } from '../../../actions/ActionRunner'
import { useFlowDeps } from '../../../actions/flow'
import { EntityLink } from '../../EntityLink'
import { detailOfRoute } from '../../sources'
import type { PageWidgetProps } from '../types'

/** the route's query param the site's order arrives in (000 §2: order-from-site, query order) */
const ORDER_PARAM = 'order'

export function SiteOrder({ config }: PageWidgetProps) {
  const basket = config.basket
  if (!basket) throw new Error(`Entity ${config.kind} has no basket (pages.widgets names site_order)`)
  const text = useText()
  const deps = useFlowDeps(api, useActionEnv())
  const queryClient = useQueryClient()
  const search: Record<string, unknown> = useSearch({ strict: false })
  const order = search[ORDER_PARAM]
  const [error, setError] = useState<string>()
  const sent = useRef(false)
  const basketPath = pathFor(config, 'page', {})

  const missing = typeof order !== 'string' || order === ''

  useEffect(() => {
    if (sent.current || typeof order !== 'string' || order === '') return
    sent.current = true
    api
      .request<{ hash?: string }>(basket.import.method, basket.import.path, { body: { order } })
      .then(async (answer) => {
        await queryClient.invalidateQueries({ queryKey: [detailOfRoute(config.kind, 'page')] })
        deps.navigate(hrefFor(basketPath, answer.hash ? { hash: answer.hash } : {}))
      })
      .catch((failure: unknown) => {
        const normalized = normalizeError(failure)
        setError(normalized.field_errors[0]?.message ?? normalized.message)
      })
  }, [order, basket, basketPath, config, deps, queryClient])

  if (error !== undefined || missing)
    return (
      <Stack gap="3">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error !== undefined ? text('console.basket.site_order.failed', { params: { error } }) : text('console.basket.site_order.missing')}</Alert.Title>
        </Alert.Root>
        <EntityLink href={basketPath}>{text('console.basket.site_order.open_basket')}</EntityLink>
      </Stack>
    )
  return (
    <HStack role="status" gap="2">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{text('console.basket.site_order.adding')}</Text>
    </HStack>
  )
}
