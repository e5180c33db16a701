// 000 §4 Payments actions: create (card), QR, online bank. The amount is checked against the chosen method's
// min_value (000 §5: "minimum top-up amount N roubles") before the call and by the API after it (a 400 lands on
// its field); the payer then pays on the gateway's page, which sends them back here with the payment's id.
import { Button, Flex, NativeSelect, Stack } from '@chakra-ui/react'
import { Form, Formik, useField } from 'formik'
import { useTranslation } from 'react-i18next'
import { FieldShell } from '../../../ui/forms/fields/FieldShell'
import { api } from '../../api/client'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { required, validator, type Check } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { FINANCE_ENDPOINTS, type Payment, type PaymentMethod } from './financeCalls'
import { completePayerCheck, InvoicePayerField, useInvoicePayers } from './InvoicePayerField'

/** a new top-up and where it is paid: the gateway's or the bank's page, or the link of an SBP QR code */
export type CreatedPayment = Payment & { payment_url?: string; qr_payload?: string }

interface Values {
  method_id: string
  amount: string
  /** a bank invoice's payer (000 §4 Payments: create_bank needs a payer) */
  payer_id: string
}

const FIELDS = ['method_id', 'amount', 'payer_id'] as const
const AMOUNT = /^\d+([.,]\d{1,2})?$/

/** the typed amount in roubles ("1 234,5" → 1234.5), NaN when it is not one */
export const parseAmount = (text: string): number => (AMOUNT.test(text.replace(/\s/g, '')) ? Number(text.replace(/\s/g, '').replace(',', '.')) : Number.NaN)

const amountCheck =
  (method: PaymentMethod | undefined): Check =>
  (text) => {
    const amount = parseAmount(text)
    if (Number.isNaN(amount)) return { key: 'console.finance.topup.amount_format' }
    const min = method?.min_value ?? 0
    // 000 §5: "minimum top-up amount N roubles"; nothing is no top-up even where the minimum is 0
    if (amount < min || amount <= 0) return { key: 'validation.min_top_up', params: { count: min } }
    return undefined
  }

/** the payer's way back from the gateway: this page */
const returnUrl = (): string => `${window.location.origin}${window.location.pathname}`

export interface TopUpFormProps {
  methods: readonly PaymentMethod[]
  /** the amount to start with (the money prompt's missing amount) */
  amount?: number
  /** where the payer pays: the gateway's or the bank's page (the browser leaves the console), or a QR code */
  onCreated: (payment: CreatedPayment) => void
}

function MethodField({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation()
  const [field, meta] = useField<string>('method_id')
  return (
    <FieldShell label={t('console.finance.topup.method')} error={meta.touched ? meta.error : undefined}>
      {(control) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field} {...control}>
            {methods.map((method) => (
              <option key={method.id} value={method.id}>
                {t(`console.finance.method.${method.intname ?? method.id}`, { defaultValue: method.name ?? method.id })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  )
}

export function TopUpForm({ methods, amount, onCreated }: TopUpFormProps) {
  const { t } = useTranslation()
  const byId = (id: string) => methods.find((method) => method.id === id)
  const needsPayer = (id: string): boolean => byId(id)?.need_payer === true
  const payers = useInvoicePayers(methods.some((method) => method.need_payer === true))
  const create = useApiMutation({
    call: (values: { method_id: string; amount: number; payer_id?: string }) => api.post<CreatedPayment>(FINANCE_ENDPOINTS.payments, { ...values, return_url: returnUrl() }),
    invalidates: [FINANCE_ENDPOINTS.payments],
  })
  return (
    <Formik<Values>
      initialValues={{ method_id: methods[0]?.id ?? '', amount: amount === undefined ? '' : amount.toFixed(2), payer_id: '' }}
      validate={validator<Values>(
        (values) => ({
          method_id: [required],
          amount: [required, amountCheck(byId(values.method_id))],
          payer_id: needsPayer(values.method_id) ? [required, completePayerCheck(payers)] : [],
        }),
        (key, params) => t(key, params ?? {}),
      )}
      onSubmit={async (values, form) => {
        const invoiceFields = needsPayer(values.method_id) ? { payer_id: values.payer_id } : {}
        const outcome = await create.submitForm({ method_id: values.method_id, amount: parseAmount(values.amount), ...invoiceFields }, form, FIELDS)
        if (outcome.ok) onCreated(outcome.result)
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={t('console.finance.topup.title')}>
          <Stack gap="3">
            <FormStatusAlert />
            <Flex gap="3" wrap="wrap" align="flex-start">
              <MethodField methods={methods} />
              <TextField name="amount" label={t('console.finance.topup.amount')} inputMode="decimal" />
            </Flex>
            {needsPayer(values.method_id) ? <InvoicePayerField amount={values.amount} /> : null}
            <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
              {t('console.finance.topup.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  )
}
