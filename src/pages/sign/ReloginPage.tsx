// 000 §2 sign/relogin: ends the current session here and at the API, then asks to sign in again (and returns
// to where the user was going).
import { Spinner, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../../app/sessionActions'
import { PATHS } from '../../router/paths'
import { SignLayout } from './SignLayout'
import { useRedirectTarget } from './useEnterConsole'

export function ReloginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const target = useRedirectTarget()

  useEffect(() => {
    let cancelled = false
    void signOut().then(() => {
      if (!cancelled) void navigate({ to: PATHS.sign_in, search: target ? { redirect: target } : {}, replace: true })
    })
    return () => {
      cancelled = true
    }
  }, [navigate, target])

  return (
    <SignLayout title={t('app.sign.relogin.title')}>
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('app.sign.relogin.text')}</Text>
      </Stack>
    </SignLayout>
  )
}
