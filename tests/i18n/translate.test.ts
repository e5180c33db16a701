// translate() keeps the texts it looked up without params (a list asks for the same status on every row): what it
// keeps must never outlive a change of the texts or of the language.
import { describe, expect, it } from 'vitest'
import { createI18n, loadNamespaces, setLanguage } from '../../src/i18n'
import { translate } from '../../ui/i18n/translate'

describe('translate', () => {
  it('finds a text that arrives after the key was asked for', async () => {
    const instance = createI18n('ru', { namespaces: [] })
    expect(translate(instance, 'volume.status.IN_USE', { fallback: 'IN_USE' })).toBe('IN_USE')
    await loadNamespaces(undefined, instance)
    expect(translate(instance, 'volume.status.IN_USE', { fallback: 'IN_USE' })).toBe('Подключён')
  })

  it('answers in the language of the moment, and a text changed later is the one shown', async () => {
    const instance = createI18n('ru', { namespaces: [] })
    await loadNamespaces(undefined, instance)
    expect(translate(instance, 'ui.field.size_unit')).toBe('ГБ')
    await setLanguage('en', instance)
    expect(translate(instance, 'ui.field.size_unit')).toBe('GB')
    // both languages are in the instance now: switching back adds no text
    await instance.changeLanguage('ru')
    expect(translate(instance, 'ui.field.size_unit')).toBe('ГБ')
    instance.addResource('ru', 'ui', 'ui.field.size_unit', 'гигабайт')
    expect(translate(instance, 'ui.field.size_unit')).toBe('гигабайт')
  })

  it('interpolates params on every call', async () => {
    const instance = createI18n('ru', { namespaces: [] })
    await loadNamespaces(undefined, instance)
    expect(translate(instance, 'validation.required')).toBe('Обязательное поле')
    instance.addResource('ru', 'validation', 'validation.test_max', 'не больше {{max}}')
    expect(translate(instance, 'validation.test_max', { params: { max: 10 } })).toBe('не больше 10')
    expect(translate(instance, 'validation.test_max', { params: { max: 20 } })).toBe('не больше 20')
  })

  it('resolves a key with plural forms alone by its count, after the key was asked for without it', async () => {
    const instance = createI18n('ru', { namespaces: [] })
    await loadNamespaces(undefined, instance)
    expect(translate(instance, 'validation.min_length', { fallback: 'none' })).toBe('none')
    expect(translate(instance, 'validation.min_length', { params: { count: 1 } })).toBe('Минимум 1 символ')
    expect(translate(instance, 'validation.min_length', { params: { count: 5 } })).toBe('Минимум 5 символов')
  })

  it('interpolates a key with a text of its own after it was asked for without params, and falls back for one without', async () => {
    const instance = createI18n('ru', { namespaces: [] })
    await loadNamespaces(undefined, instance)
    const key = 'console.action.menu_for'
    const plain = translate(instance, key)
    expect(plain).toContain('{{name}}')
    expect(translate(instance, key, { params: { name: 'data' } })).toBe(plain.replace('{{name}}', 'data'))
    expect(translate(instance, 'console.no_such_text', { params: { name: 'data' }, fallback: 'data' })).toBe('data')
  })
})
