import { Alert } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import type { FormStatus } from '../query/showError'

/** The form's message of no field (a wrong password, an expired key), announced to screen readers. */
export function FormStatusAlert() {
  const general = (useFormikContext().status as FormStatus | undefined)?.general
  if (!general) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{general}</Alert.Description>
    </Alert.Root>
  )
}
