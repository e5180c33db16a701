// Bytes on the wire of a page load, from a Lighthouse run's network records (its network-requests audit): what
// came over the network, compressed, headers included (transferSize). A response the browser took from its cache
// (transferSize 0: the volumes page's runs keep the signed-in session's storage, cache included) counts what the
// server sends for it on a cold load, asked with Chromium's Accept-Encoding, so the figure is a cold load's.
import { request } from 'node:http'

/** what this part reads of an item of Lighthouse's network-requests audit */
export interface NetworkItem {
  url: string
  transferSize?: number
  resourceSize?: number
  resourceType?: string
}

export interface Wire {
  /** every response, compressed, headers included */
  bytes: number
  /** the scripts among them */
  scriptBytes: number
}

const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const coldSizes = new Map<string, Promise<number>>()

/** the bytes of a cold GET of `url`: status line, headers and the body as sent (compressed when the server does) */
function coldSize(url: string): Promise<number> {
  const known = coldSizes.get(url)
  if (known) return known
  const size = new Promise<number>((resolve, reject) => {
    const call = request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
      let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    })
    call.on('error', reject)
    call.end()
  })
  coldSizes.set(url, size)
  return size
}

const fromCache = (item: NetworkItem): boolean => (item.transferSize ?? 0) === 0 && (item.resourceSize ?? 0) > 0

export async function wireOf(items: readonly NetworkItem[]): Promise<Wire> {
  const wire: Wire = { bytes: 0, scriptBytes: 0 }
  for (const item of items) {
    if (!/^https?:/.test(item.url)) continue
    const bytes = fromCache(item) ? await coldSize(item.url) : (item.transferSize ?? 0)
    wire.bytes += bytes
    if (item.resourceType === 'Script') wire.scriptBytes += bytes
  }
  return wire
}
