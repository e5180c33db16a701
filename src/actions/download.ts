// Hands a download action's file to the browser, which saves it (the file engine/download.ts works out). An
// archive is packed by fflate, loaded only when one is saved; a document the API makes is fetched with the token.
import { downloadFile } from '../../engine/download'
import type { DownloadConfig, EvalContext } from '../../engine/types'
import { fetchApiFile, saveBlob } from '../api/files'

async function bytesOf(content: ReturnType<typeof downloadFile>['content']): Promise<BlobPart> {
  if (content.format === 'text') return content.text
  if (content.format === 'api') return fetchApiFile(content.path)
  const { strToU8, zipSync } = await import('fflate')
  const packed = zipSync(Object.fromEntries(Object.entries(content.files).map(([name, text]) => [name, strToU8(text)])))
  return packed.slice().buffer
}

/** Saves the action's file. */
export async function saveDownload(download: DownloadConfig, context: EvalContext): Promise<void> {
  const file = downloadFile(download, context)
  saveBlob(new Blob([await bytesOf(file.content)], { type: file.media_type }), file.name)
}
