// The palette finds what a query names whichever keyboard layout it was typed in (issue 15, item 5).
import { describe, expect, it } from 'vitest'
import { layoutVariants, matchesAny } from '../../../src/shell/palette/layouts'
import { searchTexts } from '../../../src/shell/palette/searchTexts'

describe('search across keyboard layouts', () => {
  it('"ыукмук" (the keys of "server" on the Russian layout) finds "server"', () => {
    expect(matchesAny(['web-server'], layoutVariants('ыукмук'))).toBe(true)
  })

  it('"cthdth" (the keys of "сервер" on the Latin layout) finds "сервер"', () => {
    expect(matchesAny(['Серверы'], layoutVariants('cthdth'))).toBe(true)
  })

  it('a query as typed is matched case-insensitively, and what it does not name is not found', () => {
    expect(matchesAny(['DB-1'], layoutVariants('db-1'))).toBe(true)
    expect(matchesAny(['volume-a'], layoutVariants('server'))).toBe(false)
    expect(layoutVariants('   ')).toEqual([])
  })

  it('an item is found by its name and by every address it carries', () => {
    const texts = searchTexts('web-1', { id: 's1', addresses: [{ address: '203.0.113.7', type: 'FIXED' }], floatingip: { address: '198.51.100.2' }, address_id: 'x' })
    expect(texts).toEqual(['web-1', '203.0.113.7', '198.51.100.2'])
    expect(matchesAny(texts, layoutVariants('203.0.113'))).toBe(true)
  })
})
