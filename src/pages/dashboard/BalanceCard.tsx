import { Box, Skeleton, Stat, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import { useBalance } from '../../shell/useBalance'

/** 000 §3 Balance: the balance, the cost per hour and month, and the days it lasts. */
export function BalanceCard() {
  const { t, i18n } = useTranslation()
  const { data, isPending } = useBalance()
  const language = currentLanguage(i18n)
  const days = data?.days_left_until_zero
  return (
    <Box borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
      <Stat.Root>
        <Stat.Label>{t('console.dashboard.balance')}</Stat.Label>
        <Stat.ValueText>{isPending || !data ? <Skeleton height="8" width="32" /> : formatMoney(data.balance, language)}</Stat.ValueText>
      </Stat.Root>
      {/* after the <dl>, which holds only its term and value */}
      {data ? (
        <Text fontSize="xs" color="fg.muted">
          {days === null || days === undefined ? t('console.dashboard.no_charges') : t('console.balance.days_left', { count: days })}
        </Text>
      ) : null}
      {data?.current_cost ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('console.dashboard.cost', { hour: formatMoney(data.current_cost.hour, language), month: formatMoney(data.current_cost.month, language) })}
        </Text>
      ) : null}
    </Box>
  )
}
