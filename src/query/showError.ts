// How a failed call is shown: through the error catalogue (engine/errors, 001 §8). Outside a form it becomes a
// notice; in a form, field errors land on their fields and the rest on the form's general status.
// The catalogue loads on the first failure, not with the page (the sign-in page's JavaScript is budgeted).
import { serverErrorText, type Lookup } from '../../ui/errors/serverErrorText'
import { loadMessages } from '../i18n/bundles'
import { chosenLanguage } from '../i18n/language'
import type { Namespace } from '../i18n/resources'
import { pushNotice } from './notices'

const MESSAGE_NAMESPACES: readonly Namespace[] = ['errors', 'validation']

export interface FormTarget {
  setErrors(errors: Record<string, string>): void
  setStatus(status: unknown): void
}

/** The form's status after a failed submit: the message of no field. */
export interface FormStatus {
  general?: string
}

/** The catalogue, with the texts of its messages in the chosen language (the sign-in page starts without them). */
const loadClassify = () =>
  Promise.all([
    import('../../engine/errors/classify'),
    import('../../contract/catalogue'),
    // without them the message falls back to a text the entry has (error.unknown, validation.api.rejected)
    Promise.all(MESSAGE_NAMESPACES.map((namespace) => loadMessages(chosenLanguage(), namespace))).catch(() => undefined),
  ])

export async function showApiError(error: unknown): Promise<void> {
  const [{ classify }] = await loadClassify()
  const classification = classify(error)
  pushNotice({ message_key: classification.message_key, ...(classification.message !== undefined ? { message: classification.message } : {}) })
}

/** Puts a failure on the form: field errors on their fields (fields outside `fields` go to the general status). */
export async function applyFormError(error: unknown, form: FormTarget, fields: readonly string[], translate: Lookup): Promise<void> {
  const [{ classify }, { GENERAL_FIELD }] = await loadClassify()
  const classification = classify(error, { in_dialog: true, fields })
  const errors: Record<string, string> = {}
  let general: string | undefined
  for (const [field, fieldError] of Object.entries(classification.field_errors ?? {})) {
    if (field === GENERAL_FIELD) general = serverErrorText(translate, fieldError)
    else errors[field] = serverErrorText(translate, fieldError)
  }
  if (!classification.field_errors) general = serverErrorText(translate, { key: classification.message_key, message: classification.message ?? classification.message_key })
  form.setErrors(errors)
  form.setStatus((general === undefined ? {} : { general }) satisfies FormStatus)
}
