import { Alert } from '@chakra-ui/react'

/** A form's message of no field (a wrong password, an expired key), announced to screen readers. */
export function StatusAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  )
}
