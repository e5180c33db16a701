// Copies a value to the clipboard and says so.
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useText } from '../i18n/translate'

export function CopyButton({ value, label }: { value: string; label: string }) {
  const text = useText()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <Button size="sm" variant="outline" onClick={copy} aria-label={`${text('ui.copy')}: ${label}`}>
      {copied ? text('ui.copied') : text('ui.copy')}
    </Button>
  )
}
