// 000 §3 Balance: balance, credit limit, current cost per hour and month, days left until zero.
import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import { useBalance } from './financeCalls'

export function BalanceSummary() {
  const { t, i18n } = useTranslation()
  const { data } = useBalance()
  const language = currentLanguage(i18n)
  const money = (amount: number | undefined) => (data ? formatMoney(amount, language) : undefined)
  const days = data?.days_left_until_zero
  const stats: { key: string; value: string | undefined }[] = [
    { key: 'balance', value: money(data?.balance) },
    { key: 'credit_limit', value: money(data?.credit_limit) },
    { key: 'cost_hour', value: money(data?.current_cost?.hour) },
    { key: 'cost_month', value: money(data?.current_cost?.month) },
    { key: 'days_left', value: data ? (days === null || days === undefined ? t('console.finance.no_charges') : String(days)) : undefined },
  ]
  return (
    <SimpleGrid as="section" aria-label={t('console.finance.summary')} columns={{ base: 2, md: 5 }} gap="4" mb="6">
      {stats.map((stat) => (
        <Stat.Root key={stat.key} borderWidth="1px" rounded="l3" p="3" bg="bg.panel">
          <Stat.Label>{t(`console.finance.${stat.key}`)}</Stat.Label>
          {stat.value === undefined ? <Skeleton height="6" width="20" /> : <Stat.ValueText fontSize="lg">{stat.value}</Stat.ValueText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  )
}
