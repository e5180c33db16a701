// Files the API serves behind the token (a PDF document: 000 §4 Payments download PDF, 000 §4 Payer contracts):
// fetched with the Bearer token as bytes, then saved by the browser or handed to a page as a blob URL.
import { API_BASE_URL } from './config'
import { api, resolveEndpoint } from './client'

export class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be fetched (HTTP ${status})`)
  }
}

/** the bytes at an API path (placeholders as a call's: `/payments/{id}/document`) */
export async function fetchApiFile(template: string, params: Record<string, string> = {}): Promise<Blob> {
  const { path } = resolveEndpoint(template, params)
  const response = await fetch(`${API_BASE_URL}${path}`, { headers: { authorization: `Bearer ${await api.freshAccessToken()}` } })
  if (!response.ok) throw new FileFetchError(response.status)
  return response.blob()
}

/** hands a blob to the browser to save under `fileName`: a link to it, clicked once and removed */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
