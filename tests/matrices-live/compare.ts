// One row against the screen: what the page showed for the row's action (in the menu or not, enabled or not, the
// reason's text) against what the row says, in one language.
import { textIn, type Language } from '../e2e/support/texts'
import type { Expected } from './plan'

/** an action as a page shows it: absent, or present, enabled or disabled with the reason's text */
export interface Shown {
  enabled: boolean
  reason: string | null
}

export interface Difference {
  expected: string
  observed: string
}

const squash = (text: string | null): string | null => (text === null ? null : text.replace(/\s+/g, ' ').trim() || null)

/** how a row's expectation reads in a language ("disabled: The project is stopped…") */
export function describeExpected(expected: Expected, language: Language): string {
  if (!expected.shown) return 'hidden'
  if (expected.enabled) return 'enabled'
  return expected.reason ? `disabled: ${textIn(language, expected.reason)}` : 'disabled'
}

export function describeShown(shown: Shown | undefined): string {
  if (!shown) return 'hidden'
  if (shown.enabled) return 'enabled'
  return shown.reason ? `disabled: ${squash(shown.reason)}` : 'disabled'
}

/** undefined when the page agrees with the row */
export function compare(expected: Expected, shown: Shown | undefined, language: Language): Difference | undefined {
  const wanted = describeExpected(expected, language)
  const seen = describeShown(shown)
  return squash(wanted) === squash(seen) ? undefined : { expected: wanted, observed: seen }
}
