import { Button } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../app/sessionActions'
import { PATHS } from '../router/paths'

export function SignOutButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const leave = async () => {
    setBusy(true)
    await signOut()
    await navigate({ to: PATHS.sign_in, replace: true })
  }
  return (
    <Button size="sm" variant="ghost" loading={busy} onClick={() => void leave()}>
      {t('console.sign_out')}
    </Button>
  )
}
