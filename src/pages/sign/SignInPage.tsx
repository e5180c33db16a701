// 000 §2 sign/in; 000 §4 Auth: "login returns tokens or a second_factor_token requiring a 2FA confirm step".
import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { authCalls, isSecondFactor } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { api } from '../../api/client'
import { useSignText } from '../../i18n/signText'
import { AppLink } from '../../app/RouterLink'
import { StatusAlert } from '../../forms/StatusAlert'
import { TextInputField } from '../../forms/TextInputField'
import { useSignForm } from '../../forms/useSignForm'
import { email, required, validator } from '../../forms/validate'
import { submitToForm } from '../../query/submitToForm'
import { PATHS } from '../../router/paths'
import { savePendingSecondFactor } from './pendingSecondFactor'
import { SignLayout } from './SignLayout'
import { useEnterConsole, useRedirectTarget } from './useEnterConsole'

// a type, not an interface: the form's values are a record of strings
type Values = { email: string; password: string }

const FIELDS = ['email', 'password'] as const

export function SignInPage() {
  const { t } = useSignText()
  const navigate = useNavigate()
  const target = useRedirectTarget()
  const enter = useEnterConsole()
  const form = useSignForm<Values>({
    initialValues: { email: '', password: '' },
    validate: validator<Values>(
      () => ({ email: [required, email], password: [required] }),
      (key, params) => t(key, params ?? {}),
    ),
    onSubmit: async (values, formTarget) => {
      const credentials = { email: values.email.trim(), password: values.password }
      const outcome = await submitToForm(
        () => authCalls(api).login(credentials),
        formTarget,
        FIELDS,
        (key, params) => t(key, params ?? {}),
        // 401: the e-mail and password do not match (the API says so in English; the form says it in the UI's language)
        (error) => (isApiError(error) && error.status === 401 ? t('app.sign.in.wrong_credentials') : undefined),
      )
      if (!outcome.ok) return
      if (isSecondFactor(outcome.result)) {
        savePendingSecondFactor({ second_factor_token: outcome.result.second_factor_token, email: credentials.email, method: outcome.result.second_factor_method ?? 'email' })
        await navigate({ to: PATHS.sign_confirm, search: target ? { redirect: target } : {} })
        return
      }
      await enter(outcome.result)
    },
  })

  return (
    <SignLayout
      title={t('app.sign.in.title')}
      footer={
        <>
          <Text>
            <AppLink to={PATHS.sign_restore}>{t('app.sign.in.forgot')}</AppLink>
          </Text>
          <Text>
            {t('app.sign.in.no_account')} <AppLink to={PATHS.sign_up}>{t('app.sign.in.sign_up')}</AppLink>
          </Text>
        </>
      }
    >
      {/* action "#" as formik's Form: iOS shows its keyboard's Go key only for a form with an action */}
      <form noValidate action="#" aria-label={t('app.sign.in.title')} onSubmit={(event) => void form.handleSubmit(event)}>
        <Stack gap="4">
          <StatusAlert message={form.status.general} />
          <TextInputField {...form.field('email')} type="email" label={t('app.field.email')} autoComplete="username" inputMode="email" autoFocus />
          <TextInputField {...form.field('password')} type="password" label={t('app.field.password')} autoComplete="current-password" />
          <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
            {t('app.sign.in.submit')}
          </Button>
        </Stack>
      </form>
    </SignLayout>
  )
}
