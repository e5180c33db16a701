// 000 §5: passwords of 10+ characters with digits, upper and lower case, Latin only; a generated one has 15
// characters (server passwords begin and end with a letter or digit).
import { Button, Group, IconButton, Input } from '@chakra-ui/react'
import { useState } from 'react'
import { useText } from '../../i18n/translate'
import { generatePassword } from '../password'
import { textControlProps, useFormField } from '../rules'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface PasswordFieldProps extends BaseFieldProps {
  /** offer a generate button: 'alnum_edges' keeps the first and last characters alphanumeric (000 §5 server passwords) */
  generate?: false | 'default' | 'alnum_edges'
  autoComplete?: 'new-password' | 'current-password'
}

export function PasswordField({ name, label, hint, required, generate = 'default', autoComplete = 'new-password' }: PasswordFieldProps) {
  const field = useFormField<string>(name)
  const text = useText()
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} hint={hint} error={field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => (
        <Group attached w="full">
          <Input {...control} {...textControlProps(name, field)} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />
          <IconButton variant="outline" aria-label={visible ? text('ui.field.hide_password') : text('ui.field.show_password')} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            <span aria-hidden="true">{visible ? '◡' : '◉'}</span>
          </IconButton>
          {generate ? (
            <Button
              variant="outline"
              disabled={field.disabled}
              onClick={() => {
                field.setValue(generatePassword({ alnumEdges: generate === 'alnum_edges' }))
                setVisible(true)
                field.onBlur()
              }}
            >
              {text('ui.field.generate_password')}
            </Button>
          ) : null}
        </Group>
      )}
    </FieldShell>
  )
}
