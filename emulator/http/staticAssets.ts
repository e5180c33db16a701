// The files of a built console, read once into memory: each with its content type, a strong ETag, how long a
// browser may keep it, and its compressed forms (the build's `.br`/`.gz` siblings, codegen/precompress.ts;
// made once on first need when a folder has none).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest'])
const SIBLINGS: Readonly<Record<string, Encoding>> = { '.br': 'br', '.gz': 'gzip' }
/** Smaller files go out as they are: compression would save less than a packet. */
const MIN_COMPRESS_BYTES = 1024

/** A year, and never revalidated: a hashed file's name changes with its content (Vite's assets/ folder). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Every use asks first (an ETag makes that a 304): index.html and other unhashed files. */
export const REVALIDATE = 'no-cache'
/**
 * A day: the icons and the web manifest, whose names cannot change (browsers and home screens ask for them by path).
 * Chromium fetches the page's icon again on every in-app navigation, whole (no conditional request), unless its
 * cache may answer.
 */
export const ICONS = 'public, max-age=86400'
const ICON_TYPES = new Set(['.svg', '.png', '.ico', '.webmanifest'])

export interface Asset {
  readonly body: Uint8Array<ArrayBuffer>
  readonly type: string
  /** Strong, of the raw bytes; an encoded form adds its own suffix (a different representation). */
  readonly etag: string
  readonly cacheControl: string
  readonly compressible: boolean
  readonly encoded: Map<Encoding, Uint8Array<ArrayBuffer>>
}

/** Vite writes content-hashed names (`index-B4x_9kQz.js`) into assets/ only. */
function isHashed(path: string): boolean {
  return path.startsWith('assets/') && /-[\w-]{8,}\.[a-z0-9]+$/i.test(path)
}

function makeAsset(path: string, body: Buffer): Asset {
  const extension = extname(path).toLowerCase()
  return {
    body: new Uint8Array(body),
    type: TYPES[extension] ?? 'application/octet-stream',
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
    cacheControl: isHashed(path) ? IMMUTABLE : ICON_TYPES.has(extension) ? ICONS : REVALIDATE,
    compressible: COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES,
    encoded: new Map(),
  }
}

/** Every file under `root` by its URL path (`/assets/x.js`), with the siblings the build compressed. */
export function readAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  let entries: { name: string; parentPath: string; isFile(): boolean }[]
  try {
    entries = readdirSync(root, { withFileTypes: true, recursive: true })
  } catch {
    return assets // no build there: every path falls through to the API's 404
  }
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
  const names = new Set(files)
  for (const path of files) {
    const sibling = SIBLINGS[extname(path)]
    if (sibling && names.has(path.slice(0, -3))) continue // a compressed form, taken with its file below
    const asset = makeAsset(path, readFileSync(join(root, path)))
    if (asset.compressible)
      for (const [suffix, encoding] of Object.entries(SIBLINGS)) if (names.has(path + suffix)) asset.encoded.set(encoding, new Uint8Array(readFileSync(join(root, path + suffix))))
    assets.set(`/${path}`, asset)
  }
  return assets
}

/** The asset in `encoding`, compressed now (once) when the build left no sibling; fast settings, it is rare. */
export function encodedBody(asset: Asset, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let body = asset.encoded.get(encoding)
  if (!body) {
    const source = asset.body
    body = new Uint8Array(encoding === 'br' ? brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(source, { level: 6 }))
    asset.encoded.set(encoding, body)
  }
  return body
}

/**
 * The encoding to send: brotli, else gzip, when the request's Accept-Encoding takes it (`q=0` refuses;
 * `*` stands for any not named); none for an asset not worth compressing.
 */
export function chooseEncoding(asset: Asset, acceptEncoding: string | undefined): Encoding | undefined {
  if (!asset.compressible || !acceptEncoding) return undefined
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    quality.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip') || accepts('x-gzip')) return 'gzip'
  return undefined
}

/** The ETag header of the asset as sent in `encoding`. */
export function etagOf(asset: Asset, encoding: Encoding | undefined): string {
  return `"${asset.etag}${encoding ? `-${encoding}` : ''}"`
}

/** If-None-Match names this asset in any encoding (a cache may hold another representation of the same bytes). */
export function isFresh(asset: Asset, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gzip)$/, '') === asset.etag,
  )
}

/**
 * The Link header of index.html: its module scripts, module preloads and style sheets, so a browser (or a
 * proxy that turns Link into 103 Early Hints) fetches the entry's chunks while it still parses the page.
 */
export function preloadLinks(html: string): string | undefined {
  const links: string[] = []
  for (const match of html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) links.push(`<${match[1]}>; rel=modulepreload`)
  for (const match of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) links.push(`<${match[1]}>; rel=modulepreload`)
  for (const match of html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)) links.push(`<${match[1]}>; rel=preload; as=style`)
  const unique = [...new Set(links)].filter((link) => link.startsWith('</'))
  return unique.length > 0 ? unique.join(', ') : undefined
}
