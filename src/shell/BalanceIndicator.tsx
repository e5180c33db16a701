import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../ui/format/money'
import { currentLanguage } from '../i18n'
import { useBalance } from './useBalance'

/** The header's balance and the days it lasts at the current cost (000 §3 Balance). */
export function BalanceIndicator() {
  const { t, i18n } = useTranslation()
  const { data } = useBalance()
  if (!data) return null
  const days = data.days_left_until_zero
  return (
    // on a phone the days go under the amount, in smaller type: the header keeps room for the project's name
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '0', md: '3' }} align={{ base: 'flex-end', md: 'center' }} fontSize="sm" aria-label={t('console.balance.label')} role="group">
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {formatMoney(data.balance, currentLanguage(i18n))}
      </Text>
      {days !== undefined && days !== null ? (
        <Text
          color={days <= 3 ? 'fg.error' : 'fg.muted'}
          hideBelow={days <= 3 ? undefined : 'md'}
          fontSize={{ base: 'xs', md: 'sm' }}
          lineHeight={{ base: 'short', md: 'inherit' }}
          whiteSpace="nowrap"
        >
          {t('console.balance.days_left', { count: days })}
        </Text>
      ) : null}
    </Stack>
  )
}
