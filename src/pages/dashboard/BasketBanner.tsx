// The dashboard's banner of a basket with products (000 §2 dashboard banner; the config's basket.banner_hidden):
// how many products wait, the way to the basket, and hiding it, which sets the per-user preference (000 §3: the
// emulator clears it again when a new product lands; clearing the basket sets it, 000 §4).
import { Alert, Button, HStack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { pathFor } from '../../../engine/routes'
import { entityConfigs } from '../../../entities/index'
import { useText } from '../../../ui/i18n/translate'
import { api } from '../../api/client'
import { ENDPOINTS } from '../../query/apiQuery'
import { EntityLink } from '../../entities/EntityLink'
import { detailOfRoute } from '../../entities/sources'
import { productsOf } from '../../entities/pageWidgets/basket/products'
import { useApiQuery } from '../../query/hooks'

const config = entityConfigs.find((candidate) => candidate.basket?.banner_hidden !== undefined)

export function BasketBanner() {
  return config ? <Banner /> : null
}

function Banner() {
  const text = useText()
  const queryClient = useQueryClient()
  const basket = config?.basket
  const flag = basket?.banner_hidden ?? ''
  const item = useApiQuery<Record<string, unknown>>(config ? detailOfRoute(config.kind, 'page') : '', {}, { enabled: config !== undefined })
  const preferences = useApiQuery<Record<string, unknown>>(ENDPOINTS.preferences)
  const [hiding, setHiding] = useState(false)
  if (!config || !basket || !item.data || !preferences.data || preferences.data[flag] === true) return null
  const count = productsOf(basket, item.data).length
  if (count === 0) return null
  const hide = async () => {
    setHiding(true)
    try {
      await api.patch(ENDPOINTS.preferences, { [flag]: true })
      await queryClient.invalidateQueries({ queryKey: [ENDPOINTS.preferences] })
    } finally {
      setHiding(false)
    }
  }
  return (
    <Alert.Root status="info" role="region" aria-label={text('console.page.product_basket.title')}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text('console.basket.banner.text', { params: { count } })}</Alert.Title>
        <HStack mt="2" gap="3" wrap="wrap">
          <EntityLink href={pathFor(config, 'page')}>{text('console.basket.banner.open')}</EntityLink>
          <Button size="xs" variant="outline" loading={hiding} onClick={() => void hide()}>
            {text('console.basket.banner.hide')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}
