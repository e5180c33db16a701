// The documents the emulator hands out (000 §2 page titles: payer contract and sample, payment document; 000 §4
// Payments: a bank invoice) as real PDFs: pdf-lib writes them, with PT Sans embedded so that Russian text shows
// in any viewer. Any kind may call renderDocument: a title, then lines of text, wrapped to the page. The fonts come
// in subsets (Latin and Cyrillic): each run of text is set in the subset that has its letters. pdf-lib and fontkit
// load with the first document: they hold 29 MB that an emulator handing out no document never needs (issue 13, 5).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

export interface DocumentLine {
  text: string
  /** points; 10 by default */
  size?: number
  bold?: boolean
  /** points of space before the line */
  gap?: number
}

export interface DocumentSpec {
  /** the document's title: the first line, large, and the PDF's Title */
  title: string
  /** the PDF's Subject and Author (who the document is for, who made it) */
  subject?: string
  author?: string
  lines: readonly DocumentLine[]
}

const require = createRequire(import.meta.url)
const SUBSETS = ['latin', 'cyrillic'] as const
type Weight = 400 | 700

const fontFiles = new Map<string, Uint8Array>()
function fontFile(subset: (typeof SUBSETS)[number], weight: Weight): Uint8Array {
  const name = `@fontsource/pt-sans/files/pt-sans-${subset}-${weight}-normal.woff`
  let bytes = fontFiles.get(name)
  if (!bytes) {
    bytes = readFileSync(require.resolve(name))
    fontFiles.set(name, bytes)
  }
  return bytes
}

interface FontSet {
  fonts: readonly { font: PDFFont; has: ReadonlySet<number> }[]
}

async function fontSet(doc: PDFDocument, weight: Weight): Promise<FontSet> {
  const fonts = await Promise.all(
    SUBSETS.map(async (subset) => {
      const font = await doc.embedFont(fontFile(subset, weight), { subset: true })
      return { font, has: new Set(font.getCharacterSet()) }
    }),
  )
  return { fonts }
}

/** the text in runs, each with the first font that has its letters (a letter none has becomes "?") */
function runsOf(text: string, set: FontSet): { text: string; font: PDFFont }[] {
  const runs: { text: string; font: PDFFont }[] = []
  const first = set.fonts[0]
  if (!first) return runs
  for (const letter of text) {
    const code = letter.codePointAt(0) ?? 0
    const found = set.fonts.find((entry) => entry.has.has(code))
    const font = found?.font ?? first.font
    const shown = found ? letter : '?'
    const last = runs[runs.length - 1]
    if (last && last.font === font) last.text += shown
    else runs.push({ text: shown, font })
  }
  return runs
}

const widthOf = (text: string, set: FontSet, size: number): number => runsOf(text, set).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0)

/** the words of a line in lines no wider than `width` */
function wrap(text: string, set: FontSet, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    const next = current === '' ? word : `${current} ${word}`
    if (current !== '' && widthOf(next, set, size) > width) {
      lines.push(current)
      current = word
    } else current = next
  }
  lines.push(current)
  return lines
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56

export async function renderDocument(spec: DocumentSpec): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')])
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const regular = await fontSet(doc, 400)
  const bold = await fontSet(doc, 700)
  doc.setTitle(spec.title)
  if (spec.subject) doc.setSubject(spec.subject)
  if (spec.author) doc.setAuthor(spec.author)
  doc.setCreator('Cloud console emulator')
  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN
  const width = A4[0] - 2 * MARGIN
  const draw = (line: DocumentLine): void => {
    const size = line.size ?? 10
    const set = line.bold ? bold : regular
    y -= line.gap ?? 0
    for (const text of wrap(line.text, set, size, width)) {
      if (y - size < MARGIN) {
        page = doc.addPage(A4)
        y = A4[1] - MARGIN
      }
      y -= size * 1.4
      let x = MARGIN
      for (const run of runsOf(text, set)) {
        page.drawText(run.text, { x, y, size, font: run.font, color: rgb(0.1, 0.1, 0.1) })
        x += run.font.widthOfTextAtSize(run.text, size)
      }
    }
  }
  draw({ text: spec.title, size: 16, bold: true })
  for (const line of spec.lines) draw(line)
  return doc.save()
}

/** A PDF as an HTTP answer: saved under `fileName` by the browser (inline: opened where it can show one). */
export function pdfResponse(bytes: Uint8Array, fileName: string, inline = false): Response {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/"/g, '')
  return new Response(new Blob([bytes.slice().buffer]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    },
  })
}
