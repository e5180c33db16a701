// 000 §2 sign/relogin: ends the current session here and at the API, then asks to sign in again (and returns
// to where the user was going).
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../../app/sessionActions'
import { PATHS } from '../../router/paths'
import { SignProgress } from './SignProgress'
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

  return <SignProgress title={t('app.sign.relogin.title')} text={t('app.sign.relogin.text')} />
}
