// The sign-in form's state without formik: the sign-in page ships with the entry chunk, whose JavaScript is
// budgeted (issue 13: formik and lodash-es were a tenth of it), and needs only this much of a form library.
// It behaves as the formik pages do: every change and blur re-checks the values, an error shows once its field
// is touched, a submit touches every field and calls only when the checks pass, and a failed call puts its
// errors and general message on the form (it is the FormTarget submitToForm writes to).
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { FormStatus, FormTarget } from '../query/showError'

type Errors<T> = Partial<Record<keyof T & string, string>>

export interface SignFormOptions<T extends Record<string, string>> {
  initialValues: T
  validate: (values: T) => Errors<T>
  onSubmit: (values: T, form: FormTarget) => Promise<void>
}

export function useSignForm<T extends Record<string, string>>({ initialValues, validate, onSubmit }: SignFormOptions<T>) {
  // the latest values, read by handlers that run before a re-render (typing fast, a submit right after a change)
  const current = useRef(initialValues)
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Errors<T>>({})
  const [touched, setTouched] = useState<Partial<Record<keyof T & string, boolean>>>({})
  const [status, setStatus] = useState<FormStatus>({})
  const [isSubmitting, setSubmitting] = useState(false)

  const target: FormTarget = {
    setErrors: (next) => setErrors(next as Errors<T>),
    setStatus: (next) => setStatus(next ?? {}),
  }

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      current.current = { ...current.current, [name]: event.target.value }
      setValues(current.current)
      setErrors(validate(current.current))
    },
    onBlur: () => {
      setTouched((before) => ({ ...before, [name]: true }))
      setErrors(validate(current.current))
    },
  })

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitted = current.current
    setTouched(Object.fromEntries(Object.keys(submitted).map((name) => [name, true])) as Partial<Record<keyof T & string, boolean>>)
    const found = validate(submitted)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    try {
      await onSubmit(submitted, target)
    } finally {
      setSubmitting(false)
    }
  }

  return { field, status, isSubmitting, handleSubmit }
}
