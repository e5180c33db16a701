import type { ReactNode } from 'react'

/** What every field component takes: the formik name and translated texts. */
export interface BaseFieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
}
