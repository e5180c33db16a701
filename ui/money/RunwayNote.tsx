// Under a paid dialog's price (DialogConfig.price): how the order changes the daily cost and the days the balance
// lasts, before OK (beyond the spec, issue "Money" item 8). It reads the price the dialog already shows, so every
// action whose config declares a price gets it and no kind is named here.
import { Box, Text } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { formatMoney } from '../format/money'
import { useLanguage, useText } from '../i18n/translate'
import { runwayChange } from './runwayChange'
import { useRunwayBalance } from './runwayContext'

type Priced = { hour: number } | null | undefined

/** the dialog's price: a value, or what the form's values order */
export type RunwayPrice = Priced | ((values: Record<string, unknown>) => Priced)

export function RunwayNote({ price }: { price: RunwayPrice }) {
  const text = useText()
  const language = useLanguage()
  const { values } = useFormikContext<Record<string, unknown>>()
  const balance = useRunwayBalance()
  const order = typeof price === 'function' ? price(values) : price
  if (!balance || !order || !Number.isFinite(order.hour)) return null
  const change = runwayChange(balance, order.hour)
  const money = (amount: number) => formatMoney(amount, language)
  const days = (count: number | null) => (count === null ? text('console.runway.forever') : text('console.runway.days', { params: { count } }))
  const heading = text('console.runway.title')
  return (
    <Box role="group" aria-label={heading} fontSize="sm">
      <Text fontWeight="semibold">{heading}</Text>
      <Text>{text('console.runway.per_day', { params: { before: money(change.per_day_before), after: money(change.per_day_after) } })}</Text>
      <Text color={change.days_after !== null && change.days_after < (change.days_before ?? Infinity) ? 'fg.warning' : undefined}>
        {text('console.runway.days_left', { params: { before: days(change.days_before), after: days(change.days_after) } })}
      </Text>
    </Box>
  )
}
