// The build makes the bundled createSystem skip `_global`, whose CSS it links as a style sheet instead (issue 13,
// codegen/chakra-global-css.ts; the sheet's content: tests/ui/global-style-sheet.test.ts). An upgrade of Chakra
// that changes the statement must fail the build, not ship a console without its global styles.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYSTEM_MODULE, withoutGlobalStyles } from '../../codegen/chakra-global-css'

const systemModule = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm/styled-system/system.js')

describe("the build's patch of createSystem", () => {
  it('finds its statement in the installed Chakra and leaves `_global` empty', () => {
    expect(SYSTEM_MODULE.test(systemModule)).toBe(true)
    const patched = withoutGlobalStyles(readFileSync(systemModule, 'utf8'))
    expect(patched).toContain('const _global = [];')
    expect(patched).not.toContain('getTokenCss()];')
  })

  it('fails the build when a Chakra upgrade changed the statement', () => {
    expect(() => withoutGlobalStyles('const _global = [getTokenCss()];')).toThrow(/update codegen\/chakra-global-css\.ts/)
  })
})
