// A QR code of the field's value (an otpauth:// URI an authenticator app scans).
import { Field } from '@chakra-ui/react'
import { QrCode } from '../../media/QrCode'
import { useFormField } from '../rules'
import type { BaseFieldProps } from './types'

export function QrCodeField({ name, label, hint }: BaseFieldProps) {
  const { value } = useFormField<string>(name)
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <QrCode value={value} label={typeof label === 'string' ? label : ''} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}
