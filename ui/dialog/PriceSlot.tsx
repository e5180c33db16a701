// DialogConfig.price: what the payload orders costs, per hour and per month (000 §1: billed per hour and per
// month). The app computes the price from the project price list; ui/ only shows it.
import { Box, HStack, Spinner, Text } from '@chakra-ui/react'
import { formatMoney } from '../format/money'
import { useLanguage, useText } from '../i18n/translate'

export interface PriceValue {
  hour: number
  month: number
  currency?: string
}

/**
 * `title`: the heading, translated (DialogConfig.price_label); "Стоимость" by default. Without a price, `waiting`
 * says why: it is being calculated, or the form's values are not valid yet (no price can be calculated).
 */
export function PriceSlot({ price, title, waiting = 'loading' }: { price: PriceValue | null | undefined; title?: string | undefined; waiting?: 'loading' | 'invalid' }) {
  const text = useText()
  const language = useLanguage()
  const heading = title ?? text('ui.dialog.price.title')
  return (
    <Box role="group" aria-label={heading} borderTopWidth="1px" pt="3" mt="2">
      <Text fontWeight="semibold" mb="1">
        {heading}
      </Text>
      {price ? (
        <HStack gap="4" wrap="wrap">
          <Text>{text('ui.dialog.price.per_hour', { params: { amount: formatMoney(price.hour, language, price.currency) } })}</Text>
          <Text color="fg.muted">{text('ui.dialog.price.per_month', { params: { amount: formatMoney(price.month, language, price.currency) } })}</Text>
        </HStack>
      ) : waiting === 'invalid' ? (
        <Text role="status" color="fg.muted">
          {text('ui.dialog.price.needs_valid')}
        </Text>
      ) : (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="xs" aria-hidden="true" />
          <Text>{text('ui.dialog.price.loading')}</Text>
        </HStack>
      )}
    </Box>
  )
}
