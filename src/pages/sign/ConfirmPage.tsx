// 000 §2 sign/confirm: the 2FA code (6 characters) after a sign-in with 2FA on: mailed (and sent again on request),
// or shown by the authenticator app, whose recovery codes (xxxx-xxxx) are taken here too.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD, SECOND_FACTOR } from '../../../contract/constants'
import { authCalls, type SecondFactorMethod } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { api } from '../../api/client'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { confirmationCode, required, validator, type Check } from '../../forms/validate'
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

/** the message under the code of a 400: a right code used before says so, anything else is a wrong code */
function codeMessage(error: unknown, t: (key: string) => string): string {
  const used = isApiError(error) && error.message.split('\n').includes(SECOND_FACTOR.code_used_message)
  return t(used ? 'app.sign.confirm.code_used' : 'app.sign.confirm.wrong_code')
}

/** a 6-digit code, or with an app a recovery code */
const codeCheck =
  (method: SecondFactorMethod): Check =>
  (value) =>
    method === 'app' && value.trim().length === SECOND_FACTOR.recovery_code_length ? undefined : confirmationCode(value)

export function ConfirmPage() {
  const { t } = useTranslation()
  const enter = useEnterConsole()
  const [pending] = useState(pendingSecondFactor)
  const confirm = useApiMutation({ call: authCalls(api).secondFactor })
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const resend = (token: string) => {
    setResent('sending')
    authCalls(api)
      .resendSecondFactor({ second_factor_token: token })
      .then(
        () => setResent('sent'),
        () => setResent('failed'),
      )
  }

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
        {pending.method === 'app' ? t('app.sign.confirm.text_app') : t('app.sign.confirm.text', { email: pending.email })}
      </Text>
      <Formik<Values>
        initialValues={{ code: '' }}
        validate={validator<Values>(
          () => ({ code: [required, codeCheck(pending.method)] }),
          (key, params) => t(key, params ?? {}),
        )}
        onSubmit={async (values, form) => {
          const outcome = await confirm.submitForm({ second_factor_token: pending.second_factor_token, code: values.code.trim() }, form, ['code'], (error) => explainFailure(error, t))
          if (!outcome.ok) {
            if (isApiError(outcome.error) && outcome.error.status === 400) form.setErrors({ code: codeMessage(outcome.error, t) })
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
              <TextField
                name="code"
                label={t('app.field.code')}
                autoComplete="one-time-code"
                inputMode={pending.method === 'app' ? 'text' : 'numeric'}
                maxLength={pending.method === 'app' ? SECOND_FACTOR.recovery_code_length : PASSWORD.confirmation_code_length}
                autoFocus
              />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.confirm.submit')}
              </Button>
              {pending.method === 'email' ? (
                <Stack gap="1">
                  <Button type="button" variant="outline" loading={resent === 'sending'} onClick={() => resend(pending.second_factor_token)}>
                    {t('app.sign.confirm.resend')}
                  </Button>
                  {resent === 'sent' || resent === 'failed' ? (
                    <Text role="status" fontSize="sm" color={resent === 'failed' ? 'fg.error' : 'fg.muted'}>
                      {t(resent === 'sent' ? 'app.sign.confirm.resent' : 'app.sign.confirm.resend_failed', { email: pending.email })}
                    </Text>
                  ) : null}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('app.sign.confirm.recovery_hint')}
                </Text>
              )}
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
