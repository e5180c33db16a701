// pdf_document: an item's document the API makes (a PDF: 000 §2 contract payers/{id}/document), or one of no item
// whose route's query fills it (payers/sample-contract?payer_type=), fetched with the token and shown in the page,
// with a link that saves it. While the item's `confirm_when` list has entries (the
// fields still empty), the page names them and asks first (000 §4 Payer: "if fields empty ask confirmation").
import { Alert, Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useText } from '../../../ui/i18n/translate'
import { fetchApiFile } from '../../api/files'
import type { PageWidgetProps } from './types'

export function PdfDocumentWidget({ config, item, page }: PageWidgetProps) {
  const text = useText()
  const empty = page?.confirm_when ? item[page.confirm_when] : undefined
  const missing = Array.isArray(empty) ? empty.map(String) : []
  const [confirmed, setConfirmed] = useState(missing.length === 0)
  const [url, setUrl] = useState<string | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const document = page?.document
  const id = String(item.id ?? '')
  // the item's values fill the document's placeholders ({id}; a page of no item: its query, ?payer_type=)
  const params = JSON.stringify(
    Object.fromEntries(
      Object.entries(item)
        .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
        .map(([key, value]) => [key, String(value)]),
    ),
  )

  useEffect(() => {
    if (!confirmed || !document) return
    let objectUrl: string | undefined
    let live = true
    fetchApiFile(document, JSON.parse(params) as Record<string, string>)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob)
        if (live) setUrl(objectUrl)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [confirmed, document, params])

  if (!confirmed)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text('console.page.pdf_document.confirm')}</Alert.Title>
          <Alert.Description>
            <Text mb="2">{missing.map((name) => text(`${config.kind}.field.${name}`, { fallback: name })).join(', ')}</Text>
            <Button size="sm" colorPalette="brand" onClick={() => setConfirmed(true)}>
              {text('console.page.pdf_document.continue')}
            </Button>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  if (failed) return <Alert.Root status="error">{text('console.page.pdf_document.failed')}</Alert.Root>
  if (!url) return <Skeleton height="40" role="status" aria-label={text('ui.loading')} />
  return (
    <Stack gap="3">
      <Link href={url} download={`${config.kind}-${id || 'document'}.pdf`} colorPalette="brand" color="colorPalette.fg" alignSelf="flex-start">
        {text('console.page.pdf_document.download')}
      </Link>
      <iframe title={text('console.page.pdf_document.frame')} src={url} style={{ width: '100%', height: '70vh', border: 0 }} />
    </Stack>
  )
}
