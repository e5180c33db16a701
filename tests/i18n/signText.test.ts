// @vitest-environment jsdom
// The sign-in page translates without i18next (src/i18n/signText.ts, STYLE.md "Bundles"): what it shows must be
// what i18next shows for the same texts — every key of the namespaces a page without a session reads, in both
// languages (000 §1), with the values, plurals and money those texts use — and both follow one language.
import { afterAll, describe, expect, it } from 'vitest'
import { createI18n, i18n, INITIAL_NAMESPACES, LANGUAGES, loadAllMessages, loadedMessages, setLanguage } from '../../src/i18n'
import { chosenLanguage, subscribeLanguage, switchLanguage } from '../../src/i18n/language'
import { hasSignText, signText } from '../../src/i18n/signText'

/** every name a text interpolates, given a value; counts that pick each plural form of Russian and English */
function paramsFor(text: string, count: number): Record<string, unknown> {
  const params: Record<string, unknown> = { count, currency: 'RUB' }
  for (const [, name, format] of text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g)) if (name !== 'count') params[name as string] = format === 'money' ? 1234.5 : `<${name}>`
  return params
}

afterAll(async () => {
  await switchLanguage('ru')
})

describe("the sign-in page's translator", () => {
  it('shows what i18next shows for every text of a page without a session, in both languages', async () => {
    await loadAllMessages(LANGUAGES, INITIAL_NAMESPACES)
    let compared = 0
    for (const language of LANGUAGES) {
      const reference = createI18n(language, { namespaces: INITIAL_NAMESPACES })
      for (const namespace of INITIAL_NAMESPACES)
        for (const [key, text] of Object.entries(loadedMessages(language, namespace) ?? {})) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
          for (const count of [1, 3, 5, 21]) {
            const params = paramsFor(text, count)
            expect(signText(base, params, language), `${language} ${base} (${count})`).toBe(reference.t(base, params))
            compared += 1
          }
        }
    }
    expect(compared).toBeGreaterThan(400)
  })

  it('picks the plural form by count and formats money (000 §5, 001 §8)', () => {
    expect(signText('validation.min_length', { count: 10 }, 'ru')).toBe('Минимум 10 символов')
    expect(signText('validation.min_length', { count: 21 }, 'ru')).toBe('Минимум 21 символ')
    expect(signText('validation.min_length', { count: 1 }, 'en')).toMatch(/1 character\b/)
    expect(signText('app.title', {}, 'en')).toBe('Cloud console')
  })

  it('falls back to English, then to the key itself', () => {
    expect(signText('app.no_such_text')).toBe('app.no_such_text')
    expect(hasSignText('app.no_such_text')).toBe(false)
    expect(hasSignText('app.title')).toBe(true)
  })

  it('follows one language with i18next: a switch reaches both, remembered, <html lang> in step', async () => {
    const seen: string[] = []
    const stop = subscribeLanguage(() => seen.push(chosenLanguage()))
    await switchLanguage('en')
    expect([signText('app.title'), i18n.language, document.documentElement.lang, localStorage.getItem('console.language')]).toEqual(['Cloud console', 'en', 'en', 'en'])
    await setLanguage('ru')
    expect([signText('app.title'), chosenLanguage(), i18n.language]).toEqual(['Облачная консоль', 'ru', 'ru'])
    stop()
    expect(seen).toEqual(['en', 'ru'])
  })
})
