// The build links the console's global CSS as a style sheet instead of each load building it (issue 13,
// codegen/chakra-global-css.ts). Users must get the same styles: the layer order, the preflight, the global styles
// and every token's CSS variable in both themes, as emotion writes them (the sheet is rendered by emotion's Global).
import { describe, expect, it } from 'vitest'
import { consoleSystem } from '../../ui/theme'
import { globalStyleSheet } from '../../ui/theme/globalStyleSheet'

describe('the global style sheet', () => {
  const sheet = globalStyleSheet()

  it('declares the layer order first, then the reset, base and tokens layers', () => {
    expect(sheet.split('\n')[0]).toBe('@layer reset, base, tokens, recipes;')
    const at = (layer: string) => sheet.indexOf(`@layer ${layer}{`)
    expect([at('reset'), at('base'), at('tokens')].every((index) => index > 0)).toBe(true)
  })

  it('defines the CSS variable of every token that has a value, for every condition (the dark theme included)', () => {
    const missing: string[] = []
    let count = 0
    for (const [condition, variables] of consoleSystem().tokens.cssVarMap) {
      for (const [name, value] of variables) {
        count += 1
        // emotion drops a declaration without a value (blurs.none is ''), in the browser as here
        if (String(value).trim() === '') continue
        if (!sheet.includes(`${name}:`)) missing.push(`${condition} ${name}`)
      }
    }
    expect(count).toBeGreaterThan(400)
    expect(missing).toEqual([])
    expect(sheet).toMatch(/\.dark,[^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-black\)/)
  })

  // The readers are looked for in this sheet alone (the preflight's fonts and border color): a variable kept for a
  // utility that a component's own class reads is named here too (chakraTheme.ts READ_GLOBAL_VARIABLES).
  it('has every element declare only CSS variables the global sheet reads (each costs every style computation)', () => {
    const everyElement = [...sheet.matchAll(/[}{]\*\{([^}]*)\}/g)].map((match) => match[1]!).join(';')
    const declared = [...everyElement.matchAll(/(--[\w-]+):/g)].map((match) => match[1]!)
    expect(declared).toContain('--global-color-border')
    expect(declared.filter((name) => !sheet.includes(`var(${name}`))).toEqual([])
  })

  // Highlight styles inherit from the parent's (CSS Pseudo-Elements 4): declared on the root, every element still gets
  // it, and Blink no longer resolves one for each element it styles (chakraTheme.ts)
  it("declares the selected text's highlight on the root alone, in the brand's palette", () => {
    const selections = [...sheet.matchAll(/([^{}]*::selection)\{([^}]*)\}/g)]
    expect(selections.map((match) => match[1])).toEqual([':root::selection'])
    expect(selections[0]![2]).toContain('var(--chakra-colors-color-palette-emphasized)')
  })

  it("holds the console's own global styles: the brand palette on <html> and less motion for who asks for it", () => {
    expect(sheet).toContain('@media (prefers-reduced-motion: reduce)')
    expect(sheet).toMatch(/html\{[^}]*--chakra-colors-color-palette-500:var\(--chakra-colors-brand-500\)/)
  })
})
