// 000 §2 sign/up (query ref_id = referrer); 000 §3 Registration payload: email, email_marketing_subscribe,
// captcha_token, ref_site, ref_affiliate_id (integer), key (only when invite-only signup is configured).
// A confirmation e-mail with a reg_key link follows (sign/up/reg_key sets the password).
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignupRequest } from '../../../generated/types/index.js'
import { authCalls } from '../../api/auth'
import { api } from '../../api/client'
import { AppLink } from '../../app/RouterLink'
import { FormStatusAlert } from '../../forms/FormStatusAlert'
import { TextField } from '../../forms/TextField'
import { email, required, validator } from '../../forms/validate'
import { useApiMutation } from '../../query/useApiMutation'
import { PATHS } from '../../router/paths'
import { captchaToken } from './captcha'
import { SignLayout } from './SignLayout'

interface Values {
  email: string
  email_marketing_subscribe: boolean
  key: string
}

/** set at build time when the API runs invite-only sign-up */
const INVITE_ONLY = import.meta.env?.VITE_SIGNUP_INVITE_ONLY === 'true'

/** ref_id as the API takes it: a positive integer, else left out */
export function affiliateId(refId: string | undefined): number | undefined {
  if (!refId || !/^\d+$/.test(refId)) return undefined
  const value = Number(refId)
  return value >= 1 && Number.isSafeInteger(value) ? value : undefined
}

function referrerSite(): string | undefined {
  if (typeof document === 'undefined' || !document.referrer) return undefined
  try {
    return new URL(document.referrer).origin === window.location.origin ? undefined : document.referrer.slice(0, 2048)
  } catch {
    return undefined
  }
}

export async function registrationPayload(values: Values, refId: string | undefined): Promise<SignupRequest> {
  const refAffiliateId = affiliateId(refId)
  const refSite = referrerSite()
  return {
    email: values.email.trim(),
    email_marketing_subscribe: values.email_marketing_subscribe,
    captcha_token: await captchaToken(),
    ...(refSite ? { ref_site: refSite } : {}),
    ...(refAffiliateId !== undefined ? { ref_affiliate_id: refAffiliateId } : {}),
    ...(INVITE_ONLY && values.key.trim() ? { key: values.key.trim() } : {}),
  }
}

export function SignUpPage() {
  const { t } = useTranslation()
  const search: { ref_id?: string } = useSearch({ strict: false })
  const signup = useApiMutation({ call: authCalls(api).signup })
  const [sentTo, setSentTo] = useState<string>()

  if (sentTo) {
    return (
      <SignLayout title={t('app.sign.up.sent_title')} footer={<AppLink to={PATHS.sign_in}>{t('app.sign.back_to_sign_in')}</AppLink>}>
        <Text role="status">{t('app.sign.up.sent_text', { email: sentTo })}</Text>
      </SignLayout>
    )
  }

  return (
    <SignLayout
      title={t('app.sign.up.title')}
      footer={
        <Text>
          {t('app.sign.up.have_account')} <AppLink to={PATHS.sign_in}>{t('app.sign.in.submit')}</AppLink>
        </Text>
      }
    >
      <Formik<Values>
        initialValues={{ email: '', email_marketing_subscribe: false, key: '' }}
        validate={validator<Values>(
          () => ({ email: [required, email], ...(INVITE_ONLY ? { key: [required] } : {}) }),
          (key, params) => t(key, params ?? {}),
        )}
        onSubmit={async (values, form) => {
          const payload = await registrationPayload(values, search.ref_id)
          const outcome = await signup.submitForm(payload, form, ['email', 'key', 'email_marketing_subscribe'])
          if (outcome.ok) setSentTo(payload.email)
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-label={t('app.sign.up.title')}>
            <Stack gap="4">
              <FormStatusAlert />
              <TextField name="email" type="email" label={t('app.field.email')} autoComplete="email" inputMode="email" autoFocus />
              {INVITE_ONLY ? <TextField name="key" label={t('app.field.invite_key')} /> : null}
              <Checkbox.Root checked={values.email_marketing_subscribe} onCheckedChange={(details) => void setFieldValue('email_marketing_subscribe', details.checked === true)}>
                <Checkbox.HiddenInput name="email_marketing_subscribe" />
                <Checkbox.Control />
                <Checkbox.Label>{t('app.field.email_marketing_subscribe')}</Checkbox.Label>
              </Checkbox.Root>
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('app.sign.up.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SignLayout>
  )
}
