// generated/ is never edited by hand and never stale: it must equal what `npm run codegen`
// renders from schemas/ right now, file for file and byte for byte (docs/ARCHITECTURE.md, Layout).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { folderDrift, writeFolder } from '../../codegen/generated-folder'
import { GENERATED_DIR } from '../../codegen/paths'
import { renderGenerated } from '../../codegen/render'

const RENDER_TIMEOUT = 60_000

describe('generated/', () => {
  it(
    'is fresh: no stale, missing or extra file (run `npm run codegen` when this fails)',
    async () => {
      const drift = folderDrift(GENERATED_DIR, await renderGenerated())
      expect(drift, 'generated/ is stale: run `npm run codegen`').toEqual({ stale: [], missing: [], extra: [] })
    },
    RENDER_TIMEOUT,
  )

  it(
    'renders byte-identical output twice',
    async () => {
      const first = await renderGenerated()
      const second = await renderGenerated()
      expect([...second.keys()]).toEqual([...first.keys()])
      for (const [path, content] of first) expect(second.get(path), path).toBe(content)
      expect([...first.keys()]).toEqual(expect.arrayContaining(['README.md', 'types/index.ts', 'types/volume.ts', 'validators/index.js', 'validators/index.d.ts']))
    },
    RENDER_TIMEOUT,
  )
})

describe('folderDrift', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'))
    dirs.push(dir)
    return dir
  }

  it('lists stale, missing and extra files, nested folders included', () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'types'))
    writeFileSync(join(dir, 'README.md'), 'same')
    writeFileSync(join(dir, 'types', 'volume.ts'), 'edited by hand')
    writeFileSync(join(dir, 'types', 'gone.ts'), 'left over')
    const rendered = new Map([
      ['README.md', 'same'],
      ['types/volume.ts', 'fresh'],
      ['validators/index.js', 'new'],
    ])
    expect(folderDrift(dir, rendered)).toEqual({ stale: ['types/volume.ts'], missing: ['validators/index.js'], extra: ['types/gone.ts'] })
  })

  it('is empty after writing the rendering, which also removes extra files', () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'old'))
    writeFileSync(join(dir, 'old', 'left.ts'), 'left over')
    const rendered = new Map([
      ['types/common/limit.ts', 'x'],
      ['README.md', 'y'],
    ])
    expect(writeFolder(dir, rendered)).toEqual({ stale: [], missing: ['README.md', 'types/common/limit.ts'], extra: ['old/left.ts'] })
    expect(folderDrift(dir, rendered)).toEqual({ stale: [], missing: [], extra: [] })
  })
})
