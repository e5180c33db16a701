// Hands a download action's file to the browser, which saves it (the file engine/download.ts works out). An
// archive is packed by fflate, loaded only when one is saved.
import { downloadFile } from '../../engine/download'
import type { DownloadConfig, EvalContext } from '../../engine/types'
import { saveBlob } from '../api/files'

async function bytesOf(content: ReturnType<typeof downloadFile>['content']): Promise<BlobPart> {
  if (content.format === 'text') return content.text
  const { strToU8, zipSync } = await import('fflate')
  const packed = zipSync(Object.fromEntries(Object.entries(content.files).map(([name, text]) => [name, strToU8(text)])))
  return packed.slice().buffer
}

/** Saves the action's file. */
export async function saveDownload(download: DownloadConfig, context: EvalContext): Promise<void> {
  const file = downloadFile(download, context)
  saveBlob(new Blob([await bytesOf(file.content)], { type: file.media_type }), file.name)
}
