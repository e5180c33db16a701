import { describe, expect, it } from 'vitest'
import enUi from '../../src/i18n/locales/en/ui.json'
import ruUi from '../../src/i18n/locales/ru/ui.json'
import { formatDate } from '../../ui/format/date'
import { formatMoney } from '../../ui/format/money'
import { formatSizeGb } from '../../ui/format/size'
import { stepSize } from '../../ui/forms/fields/SizeField'
import { generatePassword, passwordProblems } from '../../ui/forms/password'
import { fieldProblems, initialFieldValues, requiredCheckboxes, digitsOnly, entityName, strictName } from '../../ui/forms/rules'

const plain = (value: string) => value.replace(/\s/g, ' ')

describe('format', () => {
  it('money: roubles with 2 decimals (001 §9), ru by default', () => {
    expect(plain(formatMoney(1234.5))).toBe('1 234,50 ₽')
    expect(plain(formatMoney(0.1 + 0.2))).toBe('0,30 ₽')
    expect(plain(formatMoney(1234.5, 'en'))).toBe('₽1,234.50')
    expect(formatMoney(undefined)).toBe('')
    expect(formatMoney('abc')).toBe('')
  })

  it('size in GB', () => {
    expect(plain(formatSizeGb(100))).toBe('100 ГБ')
    expect(formatSizeGb(100, 'en')).toBe('100 GB')
    expect(formatSizeGb(null)).toBe('')
  })

  it('dates in ru and en, from ISO strings and epoch seconds or milliseconds', () => {
    const iso = '2025-11-22T14:05:00Z'
    expect(formatDate(iso, 'ru', { timeZone: 'UTC' })).toMatch(/^22 нояб\. 2025 г\., 14:05$/)
    expect(formatDate(iso, 'en', { timeZone: 'UTC' })).toBe('22 Nov 2025, 14:05')
    expect(formatDate(Date.parse(iso) / 1000, 'en', { timeZone: 'UTC', time: false })).toBe('22 Nov 2025')
    expect(formatDate(Date.parse(iso), 'en', { timeZone: 'UTC', time: false })).toBe('22 Nov 2025')
    expect(formatDate('not a date')).toBe('')
  })

  it('builds one Intl formatter per language and options, not one per call (a table formats every visible cell)', () => {
    // count the formatters made, with subclasses standing in for the Intl constructors
    const made = { numbers: 0, dates: 0 }
    const { NumberFormat, DateTimeFormat } = Intl
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args)
        made.numbers += 1
      }
    } as typeof Intl.NumberFormat
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args)
        made.dates += 1
      }
    } as typeof Intl.DateTimeFormat
    try {
      const iso = '2025-11-22T14:05:00Z'
      for (let i = 0; i < 50; i += 1) {
        formatSizeGb(i, 'ru')
        formatSizeGb(i, 'en')
        formatMoney(i, 'en')
        formatDate(iso, 'en', { timeZone: 'Europe/Moscow' })
        formatDate(iso, 'en', { timeZone: 'Europe/Moscow', time: false })
      }
      // earlier tests may have made some already: at most one each here
      expect(made.numbers).toBeLessThanOrEqual(3)
      expect(made.dates).toBeLessThanOrEqual(2)
      // the options stay apart: the same language with other options is another formatter
      expect(formatDate(iso, 'en', { timeZone: 'Europe/Moscow' })).toBe('22 Nov 2025, 17:05')
      expect(formatDate(iso, 'en', { timeZone: 'Europe/Moscow', time: false })).toBe('22 Nov 2025')
      expect(formatDate(iso, 'en', { timeZone: 'UTC' })).toBe('22 Nov 2025, 14:05')
    } finally {
      Intl.NumberFormat = NumberFormat
      Intl.DateTimeFormat = DateTimeFormat
    }
  })
})

describe('input filters (000 §5)', () => {
  it('number fields strip non-digits', () => {
    expect(digitsOnly('1 0a0 ГБ')).toBe('100')
  })
  it('entity names: spaces become dashes, disallowed characters go, Cyrillic only when allowed', () => {
    expect(entityName('my disk №1')).toBe('my-disk-1')
    expect(entityName('диск 1')).toBe('-1')
    expect(entityName('диск 1', { cyrillic: true })).toBe('диск-1')
  })
  it('strict names: only a-z, 0-9, dash and underscore', () => {
    expect(strictName('My_DB-1!')).toBe('my_db-1')
  })
})

describe('size steps', () => {
  it('moves to the next multiple of the step from min, within the bounds', () => {
    const bounds = { min: 10, max: 1000, step: 10 }
    expect(stepSize('', 1, bounds)).toBe(20)
    expect(stepSize(15, 1, bounds)).toBe(20)
    expect(stepSize(15, -1, bounds)).toBe(10)
    expect(stepSize(1000, 1, bounds)).toBe(1000)
    expect(stepSize(10, -1, bounds)).toBe(10)
  })
})

describe('passwords (000 §5)', () => {
  it('refuses short, single-case, digit-less and non-Latin passwords', () => {
    expect(passwordProblems('Abcdef1234')).toEqual([])
    expect(passwordProblems('Abc1')).toContain('validation.min_length')
    expect(passwordProblems('abcdefghij1')).toContain('validation.password_case')
    expect(passwordProblems('Abcdefghijk')).toContain('validation.password_digit')
    expect(passwordProblems('Abcdefghij1П')).toContain('validation.password_symbols')
  })
  it('generates 15 characters with every class; server passwords start and end alphanumeric', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(15)
      expect(passwordProblems(password)).toEqual([])
      expect(password).toMatch(/[()[\].\-_+$#!@&]/)
      const server = generatePassword({ alnumEdges: true })
      expect(server).toMatch(/^[A-Za-z0-9].*[A-Za-z0-9]$/)
      expect(passwordProblems(server)).toEqual([])
      expect(server).toMatch(/[()[\].\-_+$#!@&]/)
    }
  })
})

describe('FieldConfig rules', () => {
  const extend = [
    {
      name: 'size',
      kind: 'size' as const,
      label: 'l',
      required: true,
      min: 10,
      max: 1000,
      step: 10,
      default: { path: 'item.size' },
      must: { cmp: '>' as const, to: { path: 'item.size' }, message: 'validation.size_must_grow' },
    },
  ]
  const input = { item: { size: 100 } }

  it('reads defaults from the context', () => {
    expect(initialFieldValues(extend, {}, input)).toEqual({ size: 100 })
    expect(initialFieldValues(extend, { size: 200 }, input)).toEqual({ size: 200 })
  })
  it('must: extend needs a size bigger than the current one', () => {
    expect(fieldProblems(extend, { size: 100 }, { input })).toEqual({ size: { key: 'validation.size_must_grow', params: { current: 100, to: 100 } } })
    expect(fieldProblems(extend, { size: 110 }, { input })).toEqual({})
    // without the item, nothing blocks
    expect(fieldProblems(extend, { size: 100 }, {})).toEqual({})
  })
  it('required checkboxes: a required checkbox and the confirm checkbox of confirm_name', () => {
    const fields = [
      { name: 'agree', kind: 'checkbox' as const, label: 'l', required: true },
      { name: 'optional', kind: 'checkbox' as const, label: 'l' },
      { name: 'confirm_name', kind: 'confirm_name' as const, label: 'l' },
    ]
    expect(requiredCheckboxes(fields)).toEqual(['agree', 'confirm_name__confirmed'])
  })
})

describe('ui.json', () => {
  it('ru and en have the same keys, all under ui., none empty', () => {
    expect(Object.keys(enUi).sort()).toEqual(Object.keys(ruUi).sort())
    for (const [key, value] of [...Object.entries(ruUi), ...Object.entries(enUi)]) {
      expect(key.startsWith('ui.')).toBe(true)
      expect(value.trim()).not.toBe('')
    }
  })
})
