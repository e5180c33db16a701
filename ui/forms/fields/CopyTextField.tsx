// A value to read or copy (a secret to type into an app), not edited.
import { Code, Field, HStack } from '@chakra-ui/react'
import { CopyButton } from '../../dialog/CopyButton'
import { useFormField } from '../rules'
import type { BaseFieldProps } from './types'

export function CopyTextField({ name, label, hint }: BaseFieldProps) {
  const { value } = useFormField<string>(name)
  const labelText = typeof label === 'string' ? label : name
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack align="start" gap="2" width="full">
        <Code flex="1" p="2" wordBreak="break-all" whiteSpace="pre-wrap" aria-label={labelText}>
          {value}
        </Code>
        <CopyButton value={String(value ?? '')} label={labelText} />
      </HStack>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}
