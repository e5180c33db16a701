// A minimal valid PDF of one A4 page with lines of Latin text (Helvetica, PDF 1.4), byte offsets and xref exact, so
// any viewer opens it. The payment document's stand-in until the emulator has a documents module of its own with
// Cyrillic fonts (issue "Money": payer contracts and invoices), which can replace it.

const escapeText = (line: string): string => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (ch) => `\\${ch}`)

export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [`BT /F1 16 Tf 56 780 Td (${escapeText(title)}) Tj ET`, ...lines.map((line, index) => `BT /F1 11 Tf 56 ${744 - index * 18} Td (${escapeText(line)}) Tj ET`)].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (Console emulator) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
