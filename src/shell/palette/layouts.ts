// Search across keyboard layouts: a query typed with the Russian layout on while meaning English ("ыукмук" for
// "server"), or the other way round ("cthdth" for "сервер"), still finds what it names. Each query is also tried
// as the same keys pressed on the other layout (ЙЦУКЕН ↔ QWERTY, the physical keys).
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё'

const toCyrillic = new Map([...LATIN].map((key, index) => [key, CYRILLIC[index]!]))
const toLatin = new Map([...CYRILLIC].map((key, index) => [key, LATIN[index]!]))

const swap = (text: string, table: ReadonlyMap<string, string>): string => [...text].map((char) => table.get(char) ?? char).join('')

/** the query as typed, and as the same keys on the other layout (lower case, trimmed) */
export function layoutVariants(query: string): string[] {
  const typed = query.trim().toLowerCase()
  if (typed === '') return []
  return [...new Set([typed, swap(typed, toCyrillic), swap(typed, toLatin)])]
}

/** whether any of the texts contains any variant of the query */
export function matchesAny(texts: readonly string[], variants: readonly string[]): boolean {
  return texts.some((text) => {
    const lower = text.toLowerCase()
    return variants.some((variant) => lower.includes(variant))
  })
}
