// 000 §2 sign/restore: the e-mail to send a password restore link to. The API answers the same whether the
// address is known or not, and so does the page.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authCalls } from '../../api/auth'
import { api } from '../../api/client'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { email, required, validator } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { PATHS } from '../../router/paths'
import { SignLayout } from './SignLayout'

interface Values {
  email: string
}

export function RestorePage() {
  const { t } = useTranslation()
  const restore = useApiMutation({ call: authCalls(api).restore })
  const [sentTo, setSentTo] = useState<string>()
  const footer = <AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>

  if (sentTo) {
    return (
      <SignLayout title={t('app.sign.restore.title')} footer={footer}>
        <Text role="status">{t('app.sign.restore.sent_text', { email: sentTo })}</Text>
      </SignLayout>
    )
  }

  return (
    <SignLayout title={t('app.sign.restore.title')} footer={footer}>
      <Text mb="4" color="fg.muted">
        {t('app.sign.restore.text')}
      </Text>
      <Formik<Values>
        initialValues={{ email: '' }}
        validate={validator<Values>(
          () => ({ email: [required, email] }),
          (key, params) => t(key, params ?? {}),
        )}
        onSubmit={async (values, form) => {
          const address = values.email.trim()
          const outcome = await restore.submitForm({ email: address }, form, ['email'])
          if (outcome.ok) setSentTo(address)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('app.sign.restore.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <TextField name="email" type="email" label={t('app.field.email')} autoComplete="email" inputMode="email" autoFocus />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.restore.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
