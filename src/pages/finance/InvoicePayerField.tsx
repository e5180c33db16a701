// The payer of a bank invoice (000 §4 Payments: create_bank needs a payer; 000 §5: "Bank invoice needs a payer and
// all fields"): the account's payers to choose from, and while the chosen one lacks fields, the way to fill them in
// (000 §4 fill_in_to_create_bank) that comes back here. Shown only for a method that needs a payer.
import { Alert, Link as ChakraLink, NativeSelect, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useField } from 'formik'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldShell } from '../../../ui/forms/fields/FieldShell'
import type { Check } from '../../forms/validate'
import { routeHref } from '../../actions/routes'
import type { ListResponse } from '../../api/types'
import { useApiQuery } from '../../query/hooks'

/** what the top-up reads of a payer: its name and which required fields it still lacks */
export interface InvoicePayer {
  id: string
  name: string
  is_main?: boolean
  missing_fields?: string[]
}

export const PAYERS_ENDPOINT = '/payers'
const EDIT_ROUTE = 'payer_edit'
const NEW_ROUTE = 'payer_new'

export const useInvoicePayers = (enabled: boolean) => useApiQuery<ListResponse<InvoicePayer>>(PAYERS_ENDPOINT, {}, { enabled }).data?.result

const isComplete = (payer: InvoicePayer | undefined): boolean => payer !== undefined && (payer.missing_fields ?? []).length === 0

/** 000 §5: a payer with all fields */
export const completePayerCheck =
  (payers: readonly InvoicePayer[] | undefined): Check =>
  (id) =>
    isComplete(payers?.find((payer) => payer.id === id)) ? undefined : { key: 'console.finance.invoice.payer_incomplete' }

/** where the payer form comes back to: this page, with the amount typed so far */
const backHere = (amount: string): string => `${window.location.pathname}${amount.trim() === '' ? '' : `?topup=${encodeURIComponent(amount.trim().replace(',', '.'))}`}`

export function InvoicePayerField({ amount }: { amount: string }) {
  const { t } = useTranslation()
  const payers = useInvoicePayers(true)
  const [field, meta, helpers] = useField<string>('payer_id')
  const chosen = payers?.find((payer) => payer.id === field.value)
  // the first payer with all fields is the usual choice; else the main one, to be filled in
  useEffect(() => {
    if (field.value !== '' || !payers || payers.length === 0) return
    const usual = payers.find(isComplete) ?? payers.find((payer) => payer.is_main === true) ?? payers[0]
    if (usual) void helpers.setValue(usual.id, false)
  }, [payers, field.value, helpers])
  const back = backHere(amount)
  return (
    <Stack gap="2" flex="1 1 16rem">
      <FieldShell label={t('console.finance.invoice.payer_label')} error={meta.touched ? meta.error : undefined}>
        {(control) => (
          <NativeSelect.Root invalid={control['aria-invalid'] === true}>
            <NativeSelect.Field {...field} {...control}>
              {(payers ?? []).map((payer) => (
                <option key={payer.id} value={payer.id}>
                  {isComplete(payer) ? payer.name : t('console.finance.invoice.payer_to_fill', { name: payer.name })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FieldShell>
      {chosen && !isComplete(chosen) ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('console.finance.invoice.fill_in_note')}{' '}
              <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
                <Link to={routeHref(EDIT_ROUTE, { id: chosen.id, back })}>{t('console.finance.invoice.fill_in')}</Link>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" alignSelf="flex-start">
        <Link to={routeHref(NEW_ROUTE, { back })}>{t('console.finance.invoice.add_payer')}</Link>
      </ChakraLink>
    </Stack>
  )
}
