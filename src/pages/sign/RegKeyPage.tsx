// 000 §2 sign/up/reg_key (queries reg_key, email): the link of the sign-up e-mail; the user sets a password and
// is signed in.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { Form, Formik } from 'formik'
import { useTranslation } from 'react-i18next'
import { authCalls } from '../../api/auth'
import { api } from '../../api/client'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { validator } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { PATHS } from '../../router/paths'
import { isKeyRefused } from './keyFailure'
import { NewPasswordFields, newPasswordRules, type NewPasswordValues } from './NewPasswordFields'
import { SignLayout } from './SignLayout'
import { useEnterConsole } from './useEnterConsole'

export function RegKeyPage() {
  const { t } = useTranslation()
  const search: { reg_key?: string; email?: string } = useSearch({ strict: false })
  const enter = useEnterConsole()
  const setPassword = useApiMutation({ call: authCalls(api).signupPassword })
  const regKey = search.reg_key

  if (!regKey) {
    return (
      <SignLayout title={t('app.sign.reg_key.title')}>
        <Stack gap="3">
          <Text>{t('app.sign.key_missing')}</Text>
          <AppLink to={PATHS.sign_up}>{t('app.sign.up.title')}</AppLink>
        </Stack>
      </SignLayout>
    )
  }

  return (
    <SignLayout title={t('app.sign.reg_key.title')} footer={<AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>}>
      {search.email ? (
        <Text mb="4" color="fg.muted">
          {t('app.sign.reg_key.text', { email: search.email })}
        </Text>
      ) : null}
      <Formik<NewPasswordValues>
        initialValues={{ password: '', password_confirmation: '' }}
        validate={validator<NewPasswordValues>(newPasswordRules, (key, params) => t(key, params ?? {}))}
        onSubmit={async (values, form) => {
          const outcome = await setPassword.submitForm({ reg_key: regKey, password: values.password }, form, ['password'], (error) =>
            isKeyRefused(error, 'reg_key') ? t('app.sign.key_invalid') : undefined,
          )
          if (outcome.ok) await enter(outcome.result)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('app.sign.reg_key.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <NewPasswordFields />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.reg_key.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
