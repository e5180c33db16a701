// @vitest-environment jsdom
// A field's message as a screen reader hears it: an invalid control is aria-invalid and described by the error
// shown under it (aria-errormessage too); a valid one by its hint. Every field kind of ui/forms/fields.
import { cleanup, screen } from '@testing-library/react'
import { Formik } from 'formik'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FieldError } from '../../engine/errors/classify'
import { FormFieldsContext } from '../../ui/forms/rules'
import { CheckboxField, NumberField, PasswordField, SelectField, SizeField, TextareaField, TextField } from '../../ui/forms/fields'
import { renderUi } from './harness'

afterEach(cleanup)

const HINT = 'Подсказка к полю'

const fields = [
  { label: 'Имя', draw: (hint?: string) => <TextField name="name" label="Имя" hint={hint} /> },
  { label: 'Количество', draw: (hint?: string) => <NumberField name="count" label="Количество" hint={hint} /> },
  { label: 'Размер', draw: (hint?: string) => <SizeField name="size" label="Размер" hint={hint} min={10} max={1000} step={10} /> },
  { label: 'Описание', draw: (hint?: string) => <TextareaField name="description" label="Описание" hint={hint} /> },
  { label: 'Пароль', draw: (hint?: string) => <PasswordField name="password" label="Пароль" hint={hint} /> },
  { label: 'Тариф', draw: (hint?: string) => <SelectField name="flavor" label="Тариф" hint={hint} options={[{ value: 'small', label: 'Малый' }]} /> },
  { label: 'Согласен', draw: (hint?: string) => <CheckboxField name="agree" label="Согласен" hint={hint} /> },
]

function inForm(field: ReactNode, serverErrors: Record<string, FieldError> = {}) {
  return (
    <Formik initialValues={{ name: '', count: '', size: '', description: '', password: '', flavor: '', agree: false }} onSubmit={() => {}}>
      <FormFieldsContext.Provider value={{ serverErrors, disabled: false, scheduleValidation: () => {} }}>{field}</FormFieldsContext.Provider>
    </Formik>
  )
}

/** The texts of the elements the control's aria-describedby names, as a screen reader reads its description. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '')
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} is missing`)
}

const controlOf = (label: string) => (label === 'Согласен' ? screen.getByRole('checkbox', { name: label }) : screen.getByLabelText(label))

const errors: Record<string, FieldError> = Object.fromEntries(['name', 'count', 'size', 'description', 'password', 'flavor', 'agree'].map((name) => [name, { message: `Ошибка поля ${name}` }]))

describe('fields: the message shown is the control’s description', () => {
  it.each(fields)('$label: invalid, it is described by the error shown under it', ({ label, draw }) => {
    renderUi(inForm(draw(HINT), errors))
    const control = controlOf(label)
    expect(control.getAttribute('aria-invalid')).toBe('true')
    const [error] = descriptionOf(control)
    expect(error).toContain('Ошибка поля ')
    expect(descriptionOf(control)).toEqual([error])
    // the same visible element as aria-errormessage names
    const shown = screen.getByText(error as string)
    expect(control.getAttribute('aria-errormessage')).toBe(shown.id)
    expect(control.getAttribute('aria-describedby')).toBe(shown.id)
  })

  it.each(fields)('$label: valid, it is described by its hint, and by nothing without one', ({ label, draw }) => {
    const { unmount } = renderUi(inForm(draw(HINT)))
    expect(controlOf(label).getAttribute('aria-invalid')).not.toBe('true')
    expect(descriptionOf(controlOf(label))).toEqual([HINT])
    unmount()
    renderUi(inForm(draw()))
    expect(descriptionOf(controlOf(label))).toEqual([])
  })
})
