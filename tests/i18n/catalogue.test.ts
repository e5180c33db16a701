// Every key the configs, the engine and the error catalogue can show has a Russian and an English text,
// the two languages hold the same keys, and the instance behaves as 000 §1 says (Russian, English fallback).
// The key sets are computed from the registry and the catalogue: when a config changes, this test lists
// the keys it now misses.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createI18n,
  entityKeys,
  i18n,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  loadAllMessages,
  loadedMessages,
  loadMessages,
  loadNamespaces,
  namespaceOf,
  NAMESPACES,
  setLanguage,
  type Language,
  type Messages,
  type Namespace,
} from '../../src/i18n'
import { catalogueKeys, configLabelKeys, entityLabelKeys, reasonKeys, reasonKeysInCode, type KeyUses } from './collect'

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

// Every file of both languages, fetched the way the app fetches them (most are chunks of their own, bundles.ts);
// instances made after this hold them all.
await loadAllMessages()
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      NAMESPACES.map((namespace) => {
        const messages = loadedMessages(language, namespace)
        if (!messages) throw new Error(`${language}/${namespace}.json did not load`)
        return [namespace, messages]
      }),
    ),
  ]),
) as Record<Language, Record<Namespace, Messages>>

/** The text of a key in the namespace its first segment names (no fallback, no other namespace). */
function textOf(language: Language, key: string): string | undefined {
  const text = resources[language][namespaceOf(key)][key] ?? resources[language][namespaceOf(key)][`${key}_other`]
  return text !== undefined && text.trim() !== '' ? text : undefined
}

/** "key (ru, en) ← where it is used" for every key without a text in some language. */
function missing(uses: KeyUses | Map<string, { where: string }>): string[] {
  const lines: string[] = []
  for (const [key, where] of uses) {
    const languages = LANGUAGES.filter((language) => textOf(language, key) === undefined)
    if (languages.length > 0) lines.push(`${namespaceOf(key)}.json  ${key}  (${languages.join(', ')})  ← ${Array.isArray(where) ? where.slice(0, 3).join('; ') : where.where}`)
  }
  return lines.sort()
}

/** {{name}}, {{name, format}} and $t(...) of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|\$t\(([^)]*)\)/g)].map((match) => match[1] ?? match[2] ?? '').sort()
}

describe('reasons: every reason a config or the engine can return', () => {
  const reasons = reasonKeys()

  it('finds the reasons of the configs and of the engine', () => {
    // A check that cannot fail is a defect: the collection must see the engine's and a config's keys.
    expect(reasons.has('reason.project_stopped_manual_alarm')).toBe(true)
    expect(reasons.has('reason.account_not_identified')).toBe(true)
    expect(reasons.size).toBeGreaterThan(50)
  })

  it('are reason.* keys, the layout the reasons namespace holds', () => {
    const outside = [...reasons].filter(([key]) => namespaceOf(key) !== 'reasons').map(([key, where]) => `${key} ← ${where.join('; ')}`)
    expect(outside, `reason keys must start with "reason.":\n${outside.join('\n')}`).toEqual([])
  })

  it('have a non-empty Russian and English text in reasons.json', () => {
    const lines = missing(reasons)
    expect(lines, `reasons without a text:\n${lines.join('\n')}`).toEqual([])
  })

  it('are all the texts of reasons.json: a text no config rule and no code can return is not kept', () => {
    const inCode = reasonKeysInCode()
    expect(inCode.has('reason.project_deleted'), "the scan of the code finds the engine's own reasons").toBe(true)
    const unused = LANGUAGES.flatMap((language) =>
      Object.keys(resources[language].reasons)
        .filter((key) => !reasons.has(key) && !inCode.has(key))
        .map((key) => `${language}/reasons.json: ${key}`),
    )
    expect(unused, `reason texts no config or code uses:\n${unused.join('\n')}`).toEqual([])
  })
})

describe('errors: every message key of the error catalogue', () => {
  const keys = catalogueKeys()

  it('has a Russian and an English text', () => {
    const lines = missing(keys)
    expect(lines, `catalogue keys without a text:\n${lines.join('\n')}`).toEqual([])
  })

  it("keeps the spec's literal English text literal in en", () => {
    const changed: string[] = []
    for (const [key, { literal }] of keys) {
      if (literal === undefined) continue
      const expected = literal.replace(/\{(\w+)\}/g, '{{$1}}')
      if (textOf('en', key) !== expected) changed.push(`${key}: expected "${expected}", got "${textOf('en', key) ?? ''}"`)
    }
    expect(changed, changed.join('\n')).toEqual([])
    expect(textOf('en', 'error.loadbalancer_rule.non_unique')).toBe('Non-unique rule')
    expect(textOf('en', 'error.loadbalancer_rule.invalid_address')).toBe('The Loadbalancer rule required a valid address_id')
    expect(textOf('en', 'validation.checkbox_required')).toBe('Checkbox required')
    expect(textOf('en', 'validation.phone')).toBe('It is not a valid phone number.')
  })
})

describe('entities: every kind, action, status, filter, tab, route and limit', () => {
  it('has a Russian and an English label', () => {
    const lines = missing(entityLabelKeys())
    expect(lines, `entity labels without a text:\n${lines.join('\n')}`).toEqual([])
  })

  it('resolves every label key a config writes (columns, tabs, dialog fields)', () => {
    const lines = missing(configLabelKeys())
    expect(lines, `config label keys without a text:\n${lines.join('\n')}`).toEqual([])
  })

  it('labels a status as the UI asks for it', () => {
    const instance = createI18n('ru')
    expect(instance.getFixedT('ru')(entityKeys.status('volume', 'IN_USE'))).toBe('Подключён')
    expect(instance.getFixedT('en')(entityKeys.status('volume', 'IN_USE'))).toBe('In use')
  })
})

describe('the locale files', () => {
  const keysOf = (language: Language, namespace: (typeof NAMESPACES)[number]) => Object.keys(resources[language][namespace])
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '')

  it('hold the same keys in ru and en in every namespace (plural forms counted once)', () => {
    const lines: string[] = []
    for (const namespace of NAMESPACES) {
      const ru = new Set(keysOf('ru', namespace).map(base))
      const en = new Set(keysOf('en', namespace).map(base))
      for (const key of ru) if (!en.has(key)) lines.push(`${namespace}.json: ${key} only in ru`)
      for (const key of en) if (!ru.has(key)) lines.push(`${namespace}.json: ${key} only in en`)
    }
    expect(lines, lines.join('\n')).toEqual([])
  })

  it('give every plural key all the forms its language needs', () => {
    const lines: string[] = []
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      for (const namespace of NAMESPACES) {
        const keys = new Set(keysOf(language, namespace))
        const bases = new Set([...keys].filter((key) => PLURAL_SUFFIX.test(key)).map(base))
        for (const key of bases) for (const category of categories) if (!keys.has(`${key}_${category}`)) lines.push(`${language}/${namespace}.json: ${key}_${category}`)
      }
    }
    expect(lines, `missing plural forms:\n${lines.join('\n')}`).toEqual([])
  })

  it('are flat: every value a text, dots inside keys (the instance runs with keySeparator false)', () => {
    const lines = LANGUAGES.flatMap((language) =>
      NAMESPACES.flatMap((namespace) =>
        Object.entries(resources[language][namespace] as Readonly<Record<string, unknown>>)
          .filter(([, text]) => typeof text !== 'string')
          .map(([key]) => `${language}/${namespace}.json: ${key} holds an object`),
      ),
    )
    expect(lines, lines.join('\n')).toEqual([])
  })

  it('have no empty texts', () => {
    const lines = LANGUAGES.flatMap((language) =>
      NAMESPACES.flatMap((namespace) =>
        Object.entries(resources[language][namespace])
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => `${language}/${namespace}.json: ${key}`),
      ),
    )
    expect(lines, lines.join('\n')).toEqual([])
  })

  it('keep every key in the namespace its first segment names, once', () => {
    const lines: string[] = []
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        for (const key of keysOf(language, namespace)) if (namespaceOf(key) !== namespace) lines.push(`${language}/${namespace}.json: ${key} belongs in ${namespaceOf(key)}.json`)
      }
    }
    expect(lines, lines.join('\n')).toEqual([])
  })

  it('use the same placeholders in ru and en', () => {
    const lines: string[] = []
    for (const namespace of NAMESPACES) {
      for (const [key, ru] of Object.entries(resources.ru[namespace])) {
        const en = resources.en[namespace][key] ?? resources.en[namespace][`${base(key)}_other`]
        if (en === undefined) continue
        if (placeholders(ru).join() !== placeholders(en).join()) lines.push(`${namespace}.json ${key}: ru {${placeholders(ru).join()}} en {${placeholders(en).join()}}`)
      }
    }
    expect(lines, lines.join('\n')).toEqual([])
  })
})

describe('the instance', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('speaks Russian by default', () => {
    expect(i18n.language).toBe('ru')
    const instance = createI18n()
    expect(instance.language).toBe('ru')
    expect(instance.t('app.title')).toBe('Облачная консоль')
    expect(instance.t('reason.processing')).toBe('Дождитесь окончания операции')
  })

  it('switches to English', async () => {
    const instance = createI18n()
    await setLanguage('en', instance)
    expect(instance.language).toBe('en')
    expect(instance.t('app.title')).toBe('Cloud console')
    expect(instance.t('reason.volume.local_disk')).toBe('Not available for a local disk')
  })

  it('falls back to English for a text Russian lacks', () => {
    const instance = createI18n('ru')
    instance.addResource('en', 'ui', 'ui.only_in_english', 'Only in English')
    expect(instance.t('ui.only_in_english')).toBe('Only in English')
  })

  it('keeps a text added to one instance out of the shared file and out of other instances', async () => {
    // the bundle of a namespace loaded after start is added without i18next's copy (src/i18n/index.ts)
    const instance = createI18n('ru', { namespaces: ['app'] })
    expect(instance.hasResourceBundle('ru', 'ui')).toBe(false)
    await loadNamespaces(['ui'], instance)
    instance.addResource('ru', 'ui', 'ui.added_here_only', 'Только здесь')
    expect(instance.t('ui.added_here_only')).toBe('Только здесь')
    expect((await loadMessages('ru', 'ui'))['ui.added_here_only']).toBeUndefined()
    expect(createI18n('ru').exists('ui.added_here_only')).toBe(false)
  })

  it('finds a key of any namespace without naming it, and with its namespace named', () => {
    const instance = createI18n('ru')
    expect(instance.t('validation.required')).toBe('Обязательное поле')
    expect(instance.t('error.access_forbidden')).toBe('Доступ запрещён')
    expect(instance.t('reasons:reason.processing')).toBe('Дождитесь окончания операции')
  })

  it('remembers the chosen language in localStorage', async () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) })
    await setLanguage('en', createI18n('ru'))
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(createI18n().language).toBe('en')
    store.set(LANGUAGE_STORAGE_KEY, 'de')
    expect(createI18n().language).toBe('ru')
  })

  it('fills not_enough_money with the missing amount, the minimum balance and the currency', () => {
    const params = { missing: 150.5, minimum_balance: 300, currency: 'RUB' }
    const money = (language: Language, amount: number) => new Intl.NumberFormat(language, { style: 'currency', currency: 'RUB', currencyDisplay: 'narrowSymbol' }).format(amount)
    for (const language of LANGUAGES) {
      const text = createI18n(language).t('error.not_enough_money', params)
      expect(text).toContain(money(language, 150.5))
      expect(text).toContain(money(language, 300))
      expect(text).not.toMatch(/\{\{|\}\}/)
    }
    expect(createI18n('ru').t('error.not_enough_money', params)).toContain('150,50\u00a0₽')
    expect(createI18n('en').t('error.not_enough_money', params)).toContain('₽150.50')
  })

  it('fills limit_reached with the limit name, used and max, for every limit a config names', () => {
    const limits = [...entityLabelKeys().keys()].filter((key) => key.startsWith('limit.')).map((key) => key.slice('limit.'.length))
    expect(limits).toContain('disk-space')
    for (const language of LANGUAGES) {
      const instance = createI18n(language)
      for (const name of limits) {
        const text = instance.t('error.limit_reached', { name, used: 1000, max: 1000 })
        expect(text).toContain(instance.t(entityKeys.limit(name)))
        expect(text).toContain('1000')
        expect(text).not.toMatch(/limit\.|\{\{|\$t/)
      }
    }
    expect(createI18n('ru').t('error.limit_reached', { name: 'disk-space', used: 990, max: 1000 })).toBe('Достигнут лимит «дисковое пространство»: использовано 990 из 1000')
  })

  it('chooses Russian plural forms by number', () => {
    const t = createI18n('ru').t
    expect(t('validation.min_length', { count: 1 })).toBe('Минимум 1 символ')
    expect(t('validation.min_length', { count: 3 })).toBe('Минимум 3 символа')
    expect(t('validation.min_length', { count: 10 })).toBe('Минимум 10 символов')
    expect(t('validation.min_top_up', { count: 100 })).toBe('Минимальная сумма пополнения — 100 рублей')
  })
})

describe('one term per concept (issue 15)', () => {
  it('a snapshot is «снапшот» everywhere in Russian, never «снимок»', () => {
    const texts = NAMESPACES.flatMap((namespace) => Object.entries(resources.ru[namespace]))
    expect(texts.filter(([, text]) => /сним(ок|к)/i.test(text)).map(([key]) => key)).toEqual([])
    expect(texts.some(([, text]) => /снапшот/i.test(text))).toBe(true)
  })
})
