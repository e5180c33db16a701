// 000 §2 sign/in; 000 §4 Auth: "login returns tokens or a second_factor_token requiring a 2FA confirm step".
import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Form, Formik } from 'formik'
import { useTranslation } from 'react-i18next'
import { authCalls, isSecondFactor } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { email, required, validator } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { PATHS } from '../../router/paths'
import { savePendingSecondFactor } from './pendingSecondFactor'
import { SignLayout } from './SignLayout'
import { useEnterConsole, useRedirectTarget } from './useEnterConsole'

interface Values {
  email: string
  password: string
}

const FIELDS = ['email', 'password'] as const

export function SignInPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const target = useRedirectTarget()
  const enter = useEnterConsole()
  const login = useApiMutation({ call: authCalls(api).login })

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
      <Formik<Values>
        initialValues={{ email: '', password: '' }}
        validate={validator<Values>(
          () => ({ email: [required, email], password: [required] }),
          (key, params) => t(key, params ?? {}),
        )}
        onSubmit={async (values, form) => {
          const outcome = await login.submitForm({ email: values.email.trim(), password: values.password }, form, FIELDS, (error) =>
            // 401: the e-mail and password do not match (the API says so in English; the form says it in the UI's language)
            isApiError(error) && error.status === 401 ? t('app.sign.in.wrong_credentials') : undefined,
          )
          if (!outcome.ok) return
          if (isSecondFactor(outcome.result)) {
            savePendingSecondFactor({ second_factor_token: outcome.result.second_factor_token, email: values.email.trim(), method: outcome.result.second_factor_method ?? 'email' })
            await navigate({ to: PATHS.sign_confirm, search: target ? { redirect: target } : {} })
            return
          }
          await enter(outcome.result)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('app.sign.in.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <TextField name="email" type="email" label={t('app.field.email')} autoComplete="username" inputMode="email" autoFocus />
              <TextField name="password" type="password" label={t('app.field.password')} autoComplete="current-password" />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.in.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
