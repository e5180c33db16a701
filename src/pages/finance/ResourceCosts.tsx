// What each resource costs (000 §3 Consumption) and the balance runway (beyond the spec, issue "Money"): per
// resource its cost per day and the days the balance lasts with and without it.
import { Box, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { runway } from '../../../engine/runway'
import { BarChart } from '../../../ui/charts/BarChart'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import { useBalance, useConsumption } from './financeCalls'

export function ResourceCosts() {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const balance = useBalance().data
  const costs = useConsumption().data?.result ?? []
  if (!balance) return null
  const charged = costs.filter((cost) => cost.cost.hour > 0)
  const lines = runway({ balance: balance.balance, hour: balance.current_cost?.hour ?? 0 }, charged, (cost) => cost.cost.hour)
  const days = (value: number | null) => (value === null ? t('console.finance.runway.forever') : String(value))
  const name = (entity: string, label: string) => `${t(`console.finance.resource.${entity}`, { defaultValue: entity })} ${label}`
  return (
    <Box as="section" aria-labelledby="finance-resources" mb="6">
      <Heading as="h2" size="lg" id="finance-resources" mb="3">
        {t('console.finance.resources')}
      </Heading>
      {lines.length === 0 ? (
        <Text color="fg.muted">{t('console.finance.no_charges')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <BarChart
            direction="rows"
            label={t('console.finance.resources_chart')}
            bars={lines.map((line) => ({ key: line.item.id, label: name(line.item.entity, line.item.name), value: line.item.cost.month, display: formatMoney(line.item.cost.month, language) }))}
          />
          <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0}>
            <Table.Root size="sm" aria-label={t('console.finance.runway.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('console.finance.runway.resource')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('console.finance.runway.per_day')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('console.finance.runway.with')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('console.finance.runway.without')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => (
                  <Table.Row key={line.item.id}>
                    <Table.Cell>{name(line.item.entity, line.item.name)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(line.per_day, language)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{days(line.days_left)}</Table.Cell>
                    <Table.Cell textAlign="end">{days(line.days_left_without)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </SimpleGrid>
      )}
    </Box>
  )
}
