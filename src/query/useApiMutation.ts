// Every change goes through this hook (STYLE.md): the call, the endpoints to refetch after it, and errors shown
// one way — as notices, or on the form when the caller submits one with submitForm.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { invalidateEndpoint } from './apiQuery'
import { showApiError, type FormTarget } from './showError'
import { submitToForm, type FormOutcome } from './submitToForm'

export interface ApiMutationOptions<TVars, TResult> {
  call: (vars: TVars) => Promise<TResult>
  /** endpoints whose cached answers refetch after success */
  invalidates?: readonly string[]
  onSuccess?: (result: TResult, vars: TVars) => void | Promise<void>
}

export function useApiMutation<TVars, TResult>(options: ApiMutationOptions<TVars, TResult>) {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const mutation = useMutation<TResult, unknown, TVars, unknown>({
    mutationFn: options.call,
    onSuccess: async (result, vars) => {
      await Promise.all((options.invalidates ?? []).map((endpoint) => invalidateEndpoint(queryClient, endpoint)))
      await options.onSuccess?.(result, vars)
    },
  })

  return {
    ...mutation,
    /** runs the call; a failure is shown as a notice */
    run: (vars: TVars): void => {
      mutation.mutateAsync(vars).catch((error: unknown) => void showApiError(error))
    },
    /**
     * Runs the call for a formik form; a failure lands on the form's fields and status. `explain` may give a
     * failure the form knows better (a refused sign-in) its own general message.
     */
    submitForm: (vars: TVars, form: FormTarget, fields: readonly string[], explain?: (error: unknown) => string | undefined): Promise<FormOutcome<TResult>> =>
      submitToForm(
        () => mutation.mutateAsync(vars),
        form,
        fields,
        (key, params) => t(key, params ?? {}),
        explain,
      ),
  }
}
