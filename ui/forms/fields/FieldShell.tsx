// Label, hint and message around one input, drawn with plain elements in the field recipe's styles (no Ark Field:
// the sign-in form draws this shell, and its JavaScript is budgeted, STYLE.md "Bundles"). The label names the
// control by its id; the control is marked invalid and required itself, and described by whichever message is
// shown: a screen reader that reads a control's description (most do; few follow aria-errormessage) reads the
// error. The error is announced as it appears (aria-live). The formik side of a field is in ../rules.ts, apart:
// the sign-in page draws this shell without formik.
import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' })
const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root')
const Label = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label')
const RequiredIndicator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'requiredIndicator')
const HelperText = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'helperText')
const ErrorText = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'errorText')

/** `data-x` when true, none when not (the recipes' conditions read these). */
const flag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined)

/** What a field's control takes (spread on the input, select or textarea; a group takes it too). */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-errormessage'?: string
  'aria-invalid'?: true
  required?: true
  disabled?: true
}

/** The description alone, for a group of controls or a control that another part names (a checkbox's input). */
export function describedBy(control: FieldControlProps): Pick<FieldControlProps, 'aria-describedby' | 'aria-errormessage'> {
  return {
    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
    ...(control['aria-errormessage'] ? { 'aria-errormessage': control['aria-errormessage'] } : {}),
  }
}

export interface FieldState {
  error?: string | undefined
  required?: boolean | undefined
  disabled?: boolean | undefined
}

export interface FieldMessages {
  control: FieldControlProps
  /** the error or the hint, to draw inside the field's root */
  message: ReactNode
}

export function useFieldMessages(hint: ReactNode, { error, required, disabled }: FieldState): FieldMessages {
  const id = useId()
  const base: FieldControlProps = { id, ...(required ? { required: true } : {}), ...(disabled ? { disabled: true } : {}) }
  if (error !== undefined)
    return {
      control: { ...base, 'aria-describedby': `${id}error`, 'aria-errormessage': `${id}error`, 'aria-invalid': true },
      message: (
        <ErrorText id={`${id}error`} aria-live="polite" whiteSpace="pre-line">
          {error}
        </ErrorText>
      ),
    }
  if (hint)
    return {
      control: { ...base, 'aria-describedby': `${id}hint` },
      message: (
        <HelperText id={`${id}hint`} data-disabled={flag(disabled)}>
          {hint}
        </HelperText>
      ),
    }
  return { control: base, message: null }
}

/** The field's root: it gives the label, hint and message their styles. */
export function FieldRoot({ error, disabled, children }: FieldState & { children: ReactNode }) {
  return (
    <Root role="group" data-invalid={flag(error !== undefined)} data-disabled={flag(disabled)}>
      {children}
    </Root>
  )
}

export interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** draws the control; spread `control` on the input, select or textarea */
  children: (control: FieldControlProps) => ReactNode
}

export function FieldShell({ label, hint, error, required, disabled, children }: FieldShellProps) {
  const { control, message } = useFieldMessages(hint, { error, required, disabled })
  return (
    <FieldRoot error={error} disabled={disabled}>
      <Label htmlFor={control.id} data-invalid={flag(error !== undefined)} data-disabled={flag(disabled)} data-required={flag(required)}>
        {label}
        {required ? <RequiredIndicator aria-hidden="true">*</RequiredIndicator> : null}
      </Label>
      {children(control)}
      {message}
    </FieldRoot>
  )
}
