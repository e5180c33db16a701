// Files to attach (FieldConfig kind `files`): each chosen file is checked against what the field accepts (type by
// extension, size, how many) before it is read, so a refused one is named on the field at once and nothing already
// chosen is lost; accepted ones are read as base64 ({ name, data }), listed with a remove button, images previewed.
import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { FieldConfig } from '../../../engine/types'
import { useText } from '../../i18n/translate'
import { FieldShell } from './FieldShell'
import { useFormField } from '../rules'
import type { BaseFieldProps } from './types'

export interface AttachedFile {
  name: string
  data: string
}

export interface FilesFieldProps extends BaseFieldProps {
  accept: NonNullable<FieldConfig['accept']>
}

/** a file name's extension, lower case ('' without one) */
export const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '')

/** the media types of the image extensions a browser previews */
export const IMAGE_MEDIA_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }

/** the file's bytes as base64, without the data URL's prefix */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/** why a file is refused (an i18n key and its params), or undefined when it may be attached */
export function refusal(file: { name: string; size: number }, accept: FilesFieldProps['accept'], count: number): { key: string; params: Record<string, unknown> } | undefined {
  if (count >= accept.max_files) return { key: 'console.files.over_count', params: { count: accept.max_files } }
  if (!accept.extensions.includes(extensionOf(file.name))) return { key: 'console.files.wrong_type', params: { name: file.name, types: accept.extensions.join(', ') } }
  if (file.size > accept.max_bytes) return { key: 'console.files.too_large', params: { name: file.name, size: Math.round(accept.max_bytes / 1024) } }
  return undefined
}

export function FilesField({ name, label, hint, required, accept }: FilesFieldProps) {
  const text = useText()
  const field = useFormField<AttachedFile[] | undefined>(name)
  const files = Array.isArray(field.value) ? field.value : []
  const [refused, setRefused] = useState<string | undefined>()

  const choose = async (chosen: readonly File[]) => {
    const added: AttachedFile[] = []
    const problems: string[] = []
    for (const file of chosen) {
      const problem = refusal(file, accept, files.length + added.length)
      if (problem) problems.push(text(problem.key, { params: problem.params }))
      else added.push({ name: file.name, data: await readBase64(file) })
    }
    setRefused(problems.length > 0 ? problems.join(' ') : undefined)
    if (added.length > 0) field.setValue([...files, ...added])
  }

  return (
    <FieldShell label={label} hint={hint} error={refused ?? field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => (
        <Stack gap="2">
          {/* the shell's id and marks: the label names it */}
          <Input
            {...control}
            type="file"
            paddingY="1"
            multiple
            disabled={field.disabled}
            accept={accept.extensions.map((extension) => `.${extension}`).join(',')}
            onChange={(event) => {
              const input = event.currentTarget
              void choose(Array.from(input.files ?? [])).finally(() => {
                // the same file may be chosen again after its removal
                input.value = ''
              })
            }}
          />
          {files.length > 0 ? (
            <Stack as="ul" gap="1" listStyleType="none" aria-label={text('console.files.attached')}>
              {files.map((file, index) => {
                const media = accept.image_extensions?.includes(extensionOf(file.name)) ? IMAGE_MEDIA_TYPES[extensionOf(file.name)] : undefined
                return (
                  <HStack as="li" key={`${file.name}-${index}`} gap="2">
                    {media ? <Image src={`data:${media};base64,${file.data}`} alt={file.name} boxSize="10" objectFit="cover" borderRadius="sm" /> : null}
                    <Box flex="1" minWidth="0">
                      <Text truncate>{file.name}</Text>
                    </Box>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={field.disabled}
                      aria-label={text('console.files.remove', { params: { name: file.name } })}
                      onClick={() => {
                        setRefused(undefined)
                        field.setValue(files.filter((_, other) => other !== index))
                      }}
                    >
                      {text('console.files.remove_short')}
                    </Button>
                  </HStack>
                )
              })}
            </Stack>
          ) : null}
        </Stack>
      )}
    </FieldShell>
  )
}
