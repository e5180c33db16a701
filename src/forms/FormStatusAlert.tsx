import { useFormikContext } from 'formik'
import type { FormStatus } from '../query/showError'
import { StatusAlert } from './StatusAlert'

/** The formik form's message of no field (a wrong password, an expired key), announced to screen readers. */
export function FormStatusAlert() {
  return <StatusAlert message={(useFormikContext().status as FormStatus | undefined)?.general} />
}
