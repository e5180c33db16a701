// 000 §3: financeoperation, payments and expenses as one list; here one table of them, by month.
import { Heading, Stack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../ui/format/date'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import type { Operation } from './financeCalls'

/** "2026-11" of an ISO date */
export const monthOf = (date: string): string => date.slice(0, 7)

/** the operations by month, newest month first (they come newest first) */
export function byMonth(operations: readonly Operation[]): { month: string; operations: Operation[] }[] {
  const groups: { month: string; operations: Operation[] }[] = []
  for (const operation of operations) {
    const month = monthOf(operation.date)
    const group = groups.at(-1)
    if (group?.month === month) group.operations.push(operation)
    else groups.push({ month, operations: [operation] })
  }
  return groups
}

export function monthTitle(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
}

export function OperationsTable({ operations, caption }: { operations: readonly Operation[]; caption: string }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('console.finance.column.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('console.finance.column.operation')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('console.finance.column.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('console.finance.column.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {operations.map((operation) => (
            <Table.Row key={operation.id}>
              <Table.Cell whiteSpace="nowrap">{formatDate(operation.date, language)}</Table.Cell>
              <Table.Cell>{t(`console.finance.operation.${operation.operation}`)}</Table.Cell>
              <Table.Cell>{operation.status === undefined ? '' : t(`console.finance.payment_status.${operation.status}`)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {operation.operation === 'expense' ? '−' : '+'}
                {formatMoney(operation.amount, language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

export function OperationsByMonth({ operations }: { operations: readonly Operation[] }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  if (operations.length === 0) return <Text color="fg.muted">{t('console.finance.no_operations')}</Text>
  return (
    <Stack gap="5">
      {byMonth(operations).map((group) => (
        <section key={group.month} aria-label={monthTitle(group.month, language)}>
          <Heading as="h3" size="md" mb="2">
            {monthTitle(group.month, language)}
          </Heading>
          <OperationsTable operations={group.operations} caption={monthTitle(group.month, language)} />
        </section>
      ))}
    </Stack>
  )
}
