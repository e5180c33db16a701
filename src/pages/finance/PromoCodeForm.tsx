// 000 §4 Payments actions: grant ("activate promo code, then refresh balance"). The balance refreshes by its
// websocket event and, in case the event is late, by asking for it again; a refused code lands on its field.
import { Alert, Button, Flex, Stack } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../ui/format/money'
import { api } from '../../api/client'
import { ENDPOINTS } from '../../query/apiQuery'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { required, validator } from '../../forms/validate'
import { currentLanguage } from '../../i18n'
import { useApiMutation } from '../../query/useApiMutation'
import { FINANCE_ENDPOINTS, type Payment } from './financeCalls'

const FIELDS = ['code'] as const

export function PromoCodeForm() {
  const { t, i18n } = useTranslation()
  const [granted, setGranted] = useState<number | undefined>()
  const grant = useApiMutation({
    call: (values: { code: string }) => api.post<Payment>(FINANCE_ENDPOINTS.grant, values),
    invalidates: [ENDPOINTS.balance, FINANCE_ENDPOINTS.operations, FINANCE_ENDPOINTS.payments],
  })
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validate={validator<{ code: string }>(
        () => ({ code: [required] }),
        (key, params) => t(key, params ?? {}),
      )}
      onSubmit={async (values, form) => {
        setGranted(undefined)
        const outcome = await grant.submitForm({ code: values.code.trim() }, form, FIELDS)
        if (!outcome.ok) return
        setGranted(outcome.result.amount)
        form.resetForm()
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('console.finance.promo.title')}>
          <Stack gap="3">
            <FormStatusAlert />
            {granted === undefined ? null : (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{t('console.finance.promo.granted', { amount: formatMoney(granted, currentLanguage(i18n)) })}</Alert.Title>
              </Alert.Root>
            )}
            <Flex gap="3" align="flex-end" wrap="wrap">
              <TextField name="code" label={t('console.finance.promo.code')} autoComplete="off" />
              <Button type="submit" variant="outline" loading={isSubmitting}>
                {t('console.finance.promo.submit')}
              </Button>
            </Flex>
          </Stack>
        </Form>
      )}
    </Formik>
  )
}
