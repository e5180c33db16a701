// What a consumption-billed resource costs per unit it consumes (ActionConfig.rates; 000 §4 Cart: s3_storage and
// backup are billed by what they hold), where an order of something else shows its price: the cart's product and
// the order page. The rates come from the config and the price list; no kind is named here.
import { Box, HStack, Spinner, Text } from '@chakra-ui/react'
import type { Rate } from '../../engine/rates'
import { formatMoney } from '../format/money'
import { useLanguage, useText } from '../i18n/translate'

export function RateNote({ rates }: { rates: readonly Rate[] | undefined }) {
  const text = useText()
  const language = useLanguage()
  const heading = text('console.rate.title')
  return (
    <Box role="group" aria-label={heading}>
      <Text fontWeight="semibold" mb="1">
        {heading}
      </Text>
      {rates ? (
        rates.map((rate) => (
          <Text key={rate.unit}>
            {text('console.rate.per_unit', {
              params: { hour: formatMoney(rate.hour, language), month: formatMoney(rate.month, language), unit: text(rate.unit) },
            })}
          </Text>
        ))
      ) : (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="xs" aria-hidden="true" />
          <Text>{text('ui.dialog.price.loading')}</Text>
        </HStack>
      )}
      <Text color="fg.muted" fontSize="sm">
        {text('console.rate.note')}
      </Text>
    </Box>
  )
}
