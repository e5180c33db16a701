// The file a download action saves (ActionConfig.download), worked out from the context: the item, and the answer
// of the action that opened this one (a generated keypair's private key exists only in that answer, 000 §3).
// Pure: the app turns it into bytes and hands them to the browser (src/actions/download.ts).
import { valueAt } from './evaluate'
import type { DownloadConfig, EvalContext } from './types'

export interface DownloadFile {
  /** the file's name, placeholders filled */
  name: string
  media_type: string
  /** text: the one file's content; zip: the archive's files, name → content; api: the call that answers the bytes */
  content: { format: 'text'; text: string } | { format: 'zip'; files: Record<string, string> } | { format: 'api'; path: string }
}

const PLACEHOLDER = /\{([^{}]+)\}/g
/** characters a file name cannot hold on some system (besides control characters) */
const UNSAFE_IN_NAMES = '\\/:*?"<>|'

/** A file name with each `{path}` filled from the context; a character a file name cannot hold becomes `_`. */
export function fileName(template: string, context: EvalContext): string {
  return template.replace(PLACEHOLDER, (_whole, path: string) => {
    const value = valueAt(context, path)
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Download name: ${path} is missing`)
    return [...String(value)].map((character) => (character < ' ' || UNSAFE_IN_NAMES.includes(character) ? '_' : character)).join('')
  })
}

/** an API path with each `{path}` filled from the context, each value encoded as a path segment */
function filledPath(template: string, context: EvalContext): string {
  return template.replace(PLACEHOLDER, (_whole, path: string) => {
    const value = valueAt(context, path)
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Download path: ${path} is missing`)
    return encodeURIComponent(String(value))
  })
}

function textAt(context: EvalContext, path: string): string {
  const value = valueAt(context, path)
  if (typeof value !== 'string') throw new Error(`Download content: ${path} is missing`)
  return value
}

export function downloadFile(download: DownloadConfig, context: EvalContext): DownloadFile {
  const name = fileName(download.file, context)
  if (download.format === 'zip') {
    const files = Object.fromEntries(Object.entries(download.entries ?? {}).map(([entry, path]) => [fileName(entry, context), textAt(context, path)]))
    return { name, media_type: download.media_type ?? 'application/zip', content: { format: 'zip', files } }
  }
  if (download.format === 'api') {
    if (!download.path) throw new Error(`Download ${download.file} names no path`)
    return { name, media_type: download.media_type ?? 'application/octet-stream', content: { format: 'api', path: filledPath(download.path, context) } }
  }
  if (!download.content) throw new Error(`Download ${download.file} names no content`)
  return { name, media_type: download.media_type ?? 'text/plain', content: { format: 'text', text: textAt(context, download.content) } }
}
