// 000 §2 sign/confirm: the 2FA code (6 characters) sent after a sign-in with 2FA on.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authCalls } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { confirmationCode, required, validator } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { PATHS } from '../../router/paths'
import { clearPendingSecondFactor, pendingSecondFactor } from './pendingSecondFactor'
import { SignLayout } from './SignLayout'
import { useEnterConsole } from './useEnterConsole'

interface Values {
  code: string
}

/** which 2FA failures the form words itself: an expired step (401) and a wrong code (400 on code) */
function explainFailure(error: unknown, t: (key: string) => string): string | undefined {
  if (!isApiError(error)) return undefined
  if (error.status === 401) return t('app.sign.confirm.expired')
  return undefined
}

export function ConfirmPage() {
  const { t } = useTranslation()
  const enter = useEnterConsole()
  const [pending] = useState(pendingSecondFactor)
  const confirm = useApiMutation({ call: authCalls(api).secondFactor })

  if (!pending) {
    return (
      <SignLayout title={t('app.sign.confirm.title')}>
        <Stack gap="3">
          <Text>{t('app.sign.confirm.no_step')}</Text>
          <AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>
        </Stack>
      </SignLayout>
    )
  }

  return (
    <SignLayout title={t('app.sign.confirm.title')} footer={<AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>}>
      <Text mb="4" color="fg.muted">
        {t('app.sign.confirm.text', { email: pending.email })}
      </Text>
      <Formik<Values>
        initialValues={{ code: '' }}
        validate={validator<Values>(
          () => ({ code: [required, confirmationCode] }),
          (key, params) => t(key, params ?? {}),
        )}
        onSubmit={async (values, form) => {
          const outcome = await confirm.submitForm({ second_factor_token: pending.second_factor_token, code: values.code.trim() }, form, ['code'], (error) => explainFailure(error, t))
          if (!outcome.ok) {
            if (isApiError(outcome.error) && outcome.error.status === 400) form.setErrors({ code: t('app.sign.confirm.wrong_code') })
            return
          }
          clearPendingSecondFactor()
          await enter(outcome.result)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('app.sign.confirm.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <TextField name="code" label={t('app.field.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.confirm.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
