// Back from the gateway: what became of the payment. A pending one changes here when the websocket's payment
// event arrives (the payment's source in its config); a payment that cannot be read is "unknown".
import { Alert, CloseButton } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../ui/format/money'
import { currentLanguage } from '../../i18n'
import { usePayment } from './financeCalls'
import { outcomeOf } from './paymentOutcome'

const STATUS = { success: 'success', fail: 'error', pending: 'info', unknown: 'warning' } as const

export function PaymentOutcomeAlert({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const { data, isPending, isError } = usePayment(paymentId)
  if (isPending) return null
  const outcome = isError ? 'unknown' : outcomeOf(data?.status)
  return (
    <Alert.Root status={STATUS[outcome]} mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`console.finance.outcome.${outcome}`)}</Alert.Title>
        {data ? <Alert.Description>{t('console.finance.outcome.amount', { amount: formatMoney(data.amount, currentLanguage(i18n)) })}</Alert.Description> : null}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('console.finance.outcome.close')} onClick={onClose} />
    </Alert.Root>
  )
}
