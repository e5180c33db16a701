// 000 §2 sign/something-wrong: the console could not go on for a reason of its own or of the network; the user
// tries again (where they were going, else the dashboard) or signs in anew (sign/relogin).
import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useText } from '../../../ui/i18n/translate'
import { PATHS } from '../../router/paths'
import { SignLayout } from './SignLayout'
import { useRedirectTarget } from './useEnterConsole'

export function SomethingWrongPage() {
  const text = useText()
  const navigate = useNavigate()
  const target = useRedirectTarget()
  return (
    <SignLayout title={text('app.route.sign_something_wrong')}>
      <Stack gap="4">
        <Text>{text('console.sign.something_wrong.text')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" onClick={() => void navigate({ to: target ?? PATHS.dashboard })}>
            {text('console.sign.something_wrong.retry')}
          </Button>
          <Button variant="outline" onClick={() => void navigate({ to: PATHS.sign_relogin, search: target ? { redirect: target } : {} })}>
            {text('console.sign.something_wrong.relogin')}
          </Button>
        </Stack>
      </Stack>
    </SignLayout>
  )
}
