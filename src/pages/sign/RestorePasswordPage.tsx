// 000 §2 sign/restore_password (query key): the link of the restore e-mail; a new password (000 §5). A new
// password closes every open session, so the user signs in with it afterwards.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { Form, Formik } from 'formik'
import { useState } from 'react'
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

export function RestorePasswordPage() {
  const { t } = useTranslation()
  const search: { key?: string } = useSearch({ strict: false })
  const restorePassword = useApiMutation({ call: authCalls(api).restorePassword })
  const [done, setDone] = useState(false)
  const key = search.key
  const footer = <AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>

  if (!key || done) {
    return (
      <SignLayout title={t('app.sign.restore_password.title')} footer={footer}>
        <Stack gap="3">
          {done ? <Text role="status">{t('app.sign.restore_password.done')}</Text> : <Text>{t('app.sign.key_missing')}</Text>}
          {done ? null : <AppLink to={PATHS.sign_restore}>{t('app.sign.restore.title')}</AppLink>}
        </Stack>
      </SignLayout>
    )
  }

  return (
    <SignLayout title={t('app.sign.restore_password.title')} footer={footer}>
      <Formik<NewPasswordValues>
        initialValues={{ password: '', password_confirmation: '' }}
        validate={validator<NewPasswordValues>(newPasswordRules, (messageKey, params) => t(messageKey, params ?? {}))}
        onSubmit={async (values, form) => {
          const outcome = await restorePassword.submitForm({ key, password: values.password }, form, ['password'], (error) => (isKeyRefused(error, 'key') ? t('app.sign.key_invalid') : undefined))
          if (outcome.ok) setDone(true)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('app.sign.restore_password.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <NewPasswordFields />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.restore_password.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
