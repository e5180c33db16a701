// Widget `copy_value`: a value to copy (a URL, an address) beside its copy button.
import { HStack, Text } from '@chakra-ui/react'
import { CopyButton } from '../../../ui/dialog/CopyButton'
import { useText } from '../../../ui/i18n/translate'
import type { WidgetProps } from './types'

export function CopyValue({ value, column }: WidgetProps) {
  const text = useText()
  if (typeof value !== 'string' || value === '') return <>—</>
  return (
    <HStack gap="2" minW="0">
      <Text as="span" truncate title={value}>
        {value}
      </Text>
      <CopyButton value={value} label={text(column.label)} />
    </HStack>
  )
}
