// 000 §2 finance/month: one month's operations, a chart of its daily expenses and the month's total.
import { Box, Button, Flex, Heading, Stat, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { sumRoubles } from '../../../engine/runway'
import { BarChart } from '../../../ui/charts/BarChart'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import { useOperations, type Operation } from './financeCalls'
import { monthTitle, OperationsTable } from './OperationsTable'

/** "2026-11" moved by `by` months */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year, index - 1 + by, 1))
  return date.toISOString().slice(0, 7)
}

/** the month's days ("2026-11-01" ...) with the expenses of each, summed in kopecks */
export function dailyExpenses(month: string, operations: readonly Operation[]): { day: string; total: number }[] {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate()
  const expenses = operations.filter((operation) => operation.operation === 'expense')
  return Array.from({ length: days }, (_, offset) => {
    const day = `${month}-${String(offset + 1).padStart(2, '0')}`
    return { day, total: sumRoubles(expenses.filter((operation) => operation.date.startsWith(day)).map((operation) => operation.amount)) }
  })
}

export function MonthView({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const operations = useOperations(month).data?.result ?? []
  const days = dailyExpenses(month, operations)
  const total = sumRoubles(days.map((day) => day.total))
  const title = monthTitle(month, language)
  return (
    <Box as="section" aria-labelledby="finance-month">
      <Flex align="center" gap="2" mb="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('console.finance.month_previous')}>
          ‹
        </Button>
        <Heading as="h2" size="lg" id="finance-month" minW="12rem" textAlign="center">
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('console.finance.month_next')}>
          ›
        </Button>
      </Flex>
      <Stat.Root mb="3">
        <Stat.Label>{t('console.finance.month_total')}</Stat.Label>
        <Stat.ValueText>{formatMoney(total, language)}</Stat.ValueText>
      </Stat.Root>
      <BarChart label={t('console.finance.daily_chart', { month: title })} bars={days.map((day) => ({ key: day.day, label: day.day, value: day.total, display: formatMoney(day.total, language) }))} />
      <Box mt="5">{operations.length === 0 ? <Text color="fg.muted">{t('console.finance.no_operations')}</Text> : <OperationsTable operations={operations} caption={title} />}</Box>
    </Box>
  )
}
