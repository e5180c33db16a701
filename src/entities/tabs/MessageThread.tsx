// message_thread: a conversation (the item's `messages`, oldest first: author, text, files, time), as a tab. The
// item stays live through the query cache, so a message that arrives by websocket appears here and is announced
// to screen readers. Image files are previewed; every file can be saved. Author labels are the kind's own texts
// (<kind>.author.<author>).
import { Box, Image, Link, Stack, Text } from '@chakra-ui/react'
import { formatDate } from '../../../ui/format/date'
import { extensionOf, IMAGE_MEDIA_TYPES } from '../../../ui/forms/fields/FilesField'
import { useLanguage, useText } from '../../../ui/i18n/translate'
import type { TabProps } from './types'

interface ThreadFile {
  name: string
  data?: string
}

interface ThreadMessage {
  id: string
  author?: string
  message?: string
  files?: ThreadFile[]
  created_in?: string
}

function FileLink({ file }: { file: ThreadFile }) {
  if (!file.data) return <Text>{file.name}</Text>
  const image = IMAGE_MEDIA_TYPES[extensionOf(file.name)]
  const href = `data:${image ?? 'application/octet-stream'};base64,${file.data}`
  return (
    <Stack gap="1">
      {image ? <Image src={href} alt={file.name} maxWidth="min(100%, 20rem)" borderRadius="sm" /> : null}
      <Link href={href} download={file.name}>
        {file.name}
      </Link>
    </Stack>
  )
}

export function MessageThread({ config, item }: TabProps) {
  const text = useText()
  const language = useLanguage()
  const messages = Array.isArray(item['messages']) ? (item['messages'] as ThreadMessage[]) : []
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-live="polite" aria-label={text(`${config.kind}.tab.conversation`)}>
      {messages.map((message) => {
        const mine = message.author !== 'support'
        return (
          <Box
            as="li"
            key={message.id}
            alignSelf={mine ? 'flex-end' : 'flex-start'}
            maxWidth={{ base: '100%', md: '80%' }}
            borderWidth="1px"
            borderRadius="md"
            padding="3"
            bg={mine ? 'bg.subtle' : 'bg.panel'}
          >
            <Text fontSize="sm" color="fg.muted">
              {text(`${config.kind}.author.${message.author ?? 'client'}`)} · {formatDate(message.created_in, language, { time: true })}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {message.message}
            </Text>
            {(message.files ?? []).length > 0 ? (
              <Stack gap="2" marginTop="2">
                {(message.files ?? []).map((file, index) => (
                  <FileLink key={`${file.name}-${index}`} file={file} />
                ))}
              </Stack>
            ) : null}
          </Box>
        )
      })}
    </Stack>
  )
}
