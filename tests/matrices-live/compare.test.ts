// The live run's comparison (tests/matrices-live/compare.ts): a row against what a page showed, in one language.
// A row altered as a config change would alter it, with the page unchanged, is a mismatch (issue 15: "fails when
// a config rule is changed without its page following"); the browser run proves the same with --self-check.
import { describe, expect, it } from 'vitest'
import { textIn } from '../e2e/support/texts'
import { compare } from './compare'

const stopped = 'reason.project_stopped_money'

describe('a matrix row against the page', () => {
  it('agrees when the action is shown as the row says, the reason in the page language', () => {
    expect(compare({ shown: true, enabled: true, reason: null }, { enabled: true, reason: null }, 'ru')).toBeUndefined()
    expect(compare({ shown: true, enabled: false, reason: stopped }, { enabled: false, reason: textIn('en', stopped) }, 'en')).toBeUndefined()
    expect(compare({ shown: false, enabled: false, reason: null }, undefined, 'ru')).toBeUndefined()
  })

  it('reports a row whose config rule changed while the page did not follow', () => {
    const page = { enabled: true, reason: null }
    const altered = { shown: true, enabled: false, reason: stopped }
    expect(compare(altered, page, 'ru')).toEqual({ expected: `disabled: ${textIn('ru', stopped)}`, observed: 'enabled' })
  })

  it('reports a wrong reason, a reason in the other language, a shown action the row hides', () => {
    const row = { shown: true, enabled: false, reason: stopped }
    expect(compare(row, { enabled: false, reason: textIn('ru', 'reason.project_deleted') }, 'ru')).toBeDefined()
    expect(compare(row, { enabled: false, reason: textIn('ru', stopped) }, 'en')).toBeDefined()
    expect(compare({ shown: false, enabled: false, reason: null }, { enabled: true, reason: null }, 'en')).toEqual({ expected: 'hidden', observed: 'enabled' })
  })
})
