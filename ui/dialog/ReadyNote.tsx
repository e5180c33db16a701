// The dialog's ready state: "Готово", or, when the API gave the item another name than the one typed (a taken name,
// engine/flow/renamed.ts), that name and a button to close, since the note must be read before it goes.
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { Renamed } from '../../engine/flow/renamed'
import { useText } from '../i18n/translate'

export function ReadyNote({ renamed, onClose }: { renamed: Renamed | undefined; onClose: () => void }) {
  const text = useText()
  if (!renamed) {
    return (
      <Text role="status" fontWeight="semibold" color="fg.success">
        {text('ui.dialog.ready')}
      </Text>
    )
  }
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="semibold" color="fg.success">
        {text('ui.dialog.ready_renamed', { params: { given: renamed.given, asked: renamed.asked } })}
      </Text>
      <HStack justify="flex-end">
        <Button onClick={onClose}>{text('ui.close')}</Button>
      </HStack>
    </Stack>
  )
}
