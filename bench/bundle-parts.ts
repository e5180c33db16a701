// What each part of a built chunk costs: its source map says which source wrote each stretch of the minified
// code; the stretches are grouped by library (a node_modules package, gathered into the families below) or by
// the project's folder, and each group is gzipped alone. Gzipped alone the parts add up to more than the whole
// (each loses the others' context), so each is also shown scaled to the whole's share.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** a source map's mappings: per generated line, [generated column, source index or -1] of each segment */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = []
    let column = 0
    for (const segment of line.split(',')) {
      if (segment === '') continue
      const fields: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = BASE64.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += fields[0] ?? 0
      if (fields.length > 1) source += fields[1] ?? 0
      segments.push([column, fields.length > 1 ? source : -1])
    }
    lines.push(segments)
  }
  return lines
}

/** libraries that come together, counted as one */
const FAMILIES: readonly [RegExp, string][] = [
  [
    /^(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc\/helpers|stylis|proxy-compare|proxy-memoize|hoist-non-react-statics|react-is)/,
    'Chakra UI (ark, zag, emotion)',
  ],
  [/^(@tanstack\/(router|react-router|history|store|react-store)|cookie-es|seroval|tiny-invariant|tiny-warning)/, 'TanStack Router'],
  [/^(i18next|react-i18next|html-parse-stringify|void-elements)/, 'i18next, react-i18next'],
  [/^(react-dom|scheduler)$/, 'react-dom (with scheduler)'],
]

function groupOf(source: string | undefined): string {
  if (source === undefined) return '(no source: the bundler runtime, glue)'
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  if (library) return FAMILIES.find(([pattern]) => pattern.test(library))?.[1] ?? library
  const path = source.replace(/^(\.\.\/)+/, '').split('/')
  return `project: ${path.length > 2 ? `${path[0]}/${path[1]}` : path[0]}`
}

export interface ChunkPart {
  name: string
  raw: number
  /** gzipped alone */
  gzip: number
  /** this part's share of the whole chunk's gzip size */
  share: number
}

export function chunkParts(file: string): ChunkPart[] {
  const code = readFileSync(file, 'utf8')
  // the bundler's own runtime chunk comes without a source map: it is all glue
  if (!existsSync(`${file}.map`)) return [{ name: groupOf(undefined), raw: Buffer.byteLength(code), gzip: gzipSync(code).length, share: gzipSync(code).length }]
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string }
  const decoded = decodeMappings(map.mappings)
  const texts = new Map<string, string[]>()
  const add = (group: string, text: string): void => {
    const list = texts.get(group)
    if (list) list.push(text)
    else texts.set(group, [text])
  }
  code.split('\n').forEach((line, index) => {
    let from = 0
    let group = groupOf(undefined)
    for (const [column, source] of decoded[index] ?? []) {
      add(group, line.slice(from, column))
      from = column
      group = groupOf(source < 0 ? undefined : map.sources[source])
    }
    add(group, `${line.slice(from)}\n`)
  })
  const whole = gzipSync(code).length
  const parts = [...texts].map(([name, list]) => {
    const text = list.join('')
    return { name, raw: Buffer.byteLength(text), gzip: gzipSync(text).length }
  })
  const alone = parts.reduce((sum, part) => sum + part.gzip, 0)
  return parts.map((part) => ({ ...part, share: (part.gzip * whole) / alone })).sort((a, b) => b.gzip - a.gzip)
}
