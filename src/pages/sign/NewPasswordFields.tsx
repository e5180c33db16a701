import { useTranslation } from 'react-i18next'
import { TextField } from '../../forms/TextField'
import { matches, password, required, type Check } from '../../forms/validate'

export interface NewPasswordValues {
  password: string
  password_confirmation: string
}

/** 000 §5: "Password: 10 or more characters, digits, upper and lower case, Latin only"; both entries must match. */
export function newPasswordRules(values: NewPasswordValues): Record<keyof NewPasswordValues, readonly Check[]> {
  return { password: [required, password], password_confirmation: [required, matches(values.password)] }
}

export function NewPasswordFields() {
  const { t } = useTranslation()
  return (
    <>
      <TextField name="password" type="password" label={t('app.field.new_password')} autoComplete="new-password" helperText={t('app.sign.password_rules')} autoFocus />
      <TextField name="password_confirmation" type="password" label={t('app.field.password_confirmation')} autoComplete="new-password" />
    </>
  )
}
