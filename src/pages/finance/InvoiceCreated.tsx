// A bank invoice made (000 §4 Payments: create_bank): it awaits the bank's transfer; its document, the invoice as
// a PDF in the payer's name, is saved by the button.
import { Alert, Button, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchApiFile, saveBlob } from '../../api/files'
import type { Payment } from './financeCalls'

export const PAYMENT_DOCUMENT = '/payments/{id}/document'

export async function saveInvoice(id: string): Promise<void> {
  saveBlob(await fetchApiFile(PAYMENT_DOCUMENT, { id }), `invoice-${id}.pdf`)
}

export function InvoiceCreated({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  const download = async () => {
    setSaving(true)
    setFailed(false)
    try {
      await saveInvoice(payment.id)
    } catch {
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Alert.Root status={failed ? 'error' : 'success'} mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('console.finance.invoice.created', { amount: payment.amount })}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="2" direction={{ base: 'column', sm: 'row' }}>
            {failed ? <span role="alert">{t('console.finance.invoice.download_failed')}</span> : null}
            <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void download()}>
              {t('console.finance.invoice.download')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('console.finance.invoice.close')}
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
