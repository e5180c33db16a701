// A call made from a form, its failure put on the form: field errors on their fields, the rest on the form's
// general status. Free of TanStack Query, so the sign-in form (in the entry chunk) uses it directly;
// useApiMutation's submitForm runs its mutation through it.
import type { Lookup } from '../../ui/errors/serverErrorText'
import { applyFormError, type FormTarget } from './showError'

export type FormOutcome<TResult> = { ok: true; result: TResult } | { ok: false; error: unknown }

/** `explain` may give a failure the form knows better (a refused sign-in) its own general message. */
export async function submitToForm<TResult>(
  call: () => Promise<TResult>,
  form: FormTarget,
  fields: readonly string[],
  translate: Lookup,
  explain?: (error: unknown) => string | undefined,
): Promise<FormOutcome<TResult>> {
  form.setStatus({})
  try {
    return { ok: true, result: await call() }
  } catch (error) {
    const known = explain?.(error)
    if (known !== undefined) {
      form.setErrors({})
      form.setStatus({ general: known })
    } else await applyFormError(error, form, fields, translate)
    return { ok: false, error }
  }
}
