// Hands a download action's file to the browser, which saves it (the file engine/download.ts works out). An
// archive is packed by fflate, loaded only when one is saved; a file the API makes (a PDF) is asked for with the token.
import { downloadFile } from '../../engine/download'
import type { DownloadConfig, EvalContext } from '../../engine/types'
import type { ApiClient } from '../api/client'

async function bytesOf(content: ReturnType<typeof downloadFile>['content'], api: ApiClient | undefined): Promise<BlobPart> {
  if (content.format === 'text') return content.text
  if (content.format === 'api') {
    if (!api) throw new Error(`A download from ${content.path} needs the API client`)
    return api.get<Blob>(content.path, { as: 'blob' })
  }
  const { strToU8, zipSync } = await import('fflate')
  const packed = zipSync(Object.fromEntries(Object.entries(content.files).map(([name, text]) => [name, strToU8(text)])))
  return packed.slice().buffer
}

/** Saves the action's file: a link to a blob of it, clicked once and removed. */
export async function saveDownload(download: DownloadConfig, context: EvalContext, api?: ApiClient): Promise<void> {
  const file = downloadFile(download, context)
  const blob = new Blob([await bytesOf(file.content, api)], { type: file.media_type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
