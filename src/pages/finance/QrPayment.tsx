// 000 §4 Payments actions: QR (module qr_sbp). The code of an SBP top-up, which the payer scans with a bank app;
// the payment's outcome (PaymentOutcomeAlert, above it) changes live when the bank pays it (the websocket's
// payment event), and the code goes once the payment has ended.
import { Button, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../ui/format/money'
import { QrCode } from '../../../ui/media/QrCode'
import { currentLanguage } from '../../i18n'
import { usePayment } from './financeCalls'
import { outcomeOf } from './paymentOutcome'

export interface QrTopUp {
  id: string
  /** what the code holds: the link a bank app opens */
  payload: string
}

export function QrPayment({ qr, onClose }: { qr: QrTopUp; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const payment = usePayment(qr.id).data
  if (payment && outcomeOf(payment.status) !== 'pending') return null
  const amount = payment ? formatMoney(payment.amount, currentLanguage(i18n)) : ''
  return (
    <Card.Root mb="6" as="section" aria-labelledby="finance-qr">
      <Card.Body>
        <Flex gap="5" wrap="wrap" align="flex-start">
          <QrCode value={qr.payload} label={t('console.finance.qr.image', { amount })} />
          <Stack gap="3" minW="0" flex="1 1 14rem">
            <Heading as="h2" size="lg" id="finance-qr">
              {t('console.finance.qr.title')}
            </Heading>
            <Text>{t('console.finance.qr.scan', { amount })}</Text>
            <Link href={qr.payload} target="_blank" rel="noopener" colorPalette="brand" color="colorPalette.fg" wordBreak="break-all">
              {t('console.finance.qr.open')}
            </Link>
            <Button variant="outline" alignSelf="flex-start" onClick={onClose}>
              {t('console.finance.qr.close')}
            </Button>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}
