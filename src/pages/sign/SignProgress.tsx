// A sign page that works on its own before it moves on (relogin, forwarding_auth): its title and what it is doing.
import { Spinner, Stack, Text } from '@chakra-ui/react'
import { SignLayout } from './SignLayout'

export function SignProgress({ title, text }: { title: string; text: string }) {
  return (
    <SignLayout title={title}>
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>{text}</Text>
      </Stack>
    </SignLayout>
  )
}
