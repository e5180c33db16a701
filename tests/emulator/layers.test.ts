// docs/ARCHITECTURE.md, layers: the emulator is the provider's side and implements its rules itself; it imports schemas,
// contract/ and the generated types and validators, never the console (engine/, ui/, src/, entities/).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const EMULATOR = join(ROOT, 'emulator')
const FORBIDDEN = ['engine', 'ui', 'src', 'entities']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** the top folder of the repository each relative import of the file lands in */
export function importedFolders(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  )
  return specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => relative(ROOT, resolve(dirname(file), specifier)).split(/[\\/]/)[0] ?? '')
}

describe('the emulator imports nothing of the console', () => {
  it('no file under emulator/ imports engine/, ui/, src/ or entities/', () => {
    const files = sources(EMULATOR)
    expect(files.length).toBeGreaterThan(50)
    const offending = files.flatMap((file) =>
      importedFolders(file, readFileSync(file, 'utf8'))
        .filter((folder) => FORBIDDEN.includes(folder))
        .map((folder) => `${relative(ROOT, file)} → ${folder}/`),
    )
    expect(offending).toEqual([])
  })

  it('the check sees an import of the engine, a dynamic one and a side-effect one', () => {
    const file = join(EMULATOR, 'kinds', 'x.ts')
    expect(importedFolders(file, "import { verifyMoney } from '../../engine/verification'")).toEqual(['engine'])
    expect(importedFolders(file, "const m = await import('../../src/api/client')")).toEqual(['src'])
    expect(importedFolders(file, "import '../../ui/theme'")).toEqual(['ui'])
    expect(importedFolders(file, "import type { Keypair } from '../../generated/types/index.js'")).toEqual(['generated'])
  })
})
