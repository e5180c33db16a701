// What ships with the entry and what is fetched (STYLE.md "Bundles": the sign-in page's JavaScript is budgeted):
// the sign-in page's Russian texts are there at once, every file arrives before whatever shows it — the root
// route fetches those of a page without a session, the /lk layout's loader awaits loadNamespaces(), a language
// switch fetches the new language first. The tests run
// in file order: the first ones see the module state the app starts with.
import { describe, expect, it } from 'vitest'
import { createI18n, entityKeys, i18n, INITIAL_NAMESPACES, LANGUAGES, loadedMessages, loadNamespaces, NAMESPACES, prepareI18n, setLanguage, type Namespace } from '../../src/i18n'
import { hasSignText, signText } from '../../src/i18n/signText'
import { pageTitle, type Translate } from '../../src/router/navigationEffects'
import { rootRoute } from '../../src/router/root'
import { signRouteTree } from '../../src/router/signRoutes'

const LATER: readonly Namespace[] = NAMESPACES.filter((namespace) => !INITIAL_NAMESPACES.includes(namespace))

const translateWith = (instance: ReturnType<typeof createI18n>): Translate => ({ t: (key) => instance.t(key), exists: (key) => instance.exists(key) })

describe('before any fetch', () => {
  it("has no translation file, only the sign-in page's Russian texts", () => {
    expect([...INITIAL_NAMESPACES].sort()).toEqual(['app', 'errors', 'ui', 'validation'])
    for (const language of LANGUAGES) for (const namespace of NAMESPACES) expect(loadedMessages(language, namespace), `${language}/${namespace}`).toBeUndefined()
    expect(signText('app.title')).toBe('Облачная консоль')
    expect(signText('app.sign.in.submit')).toBe('Войти')
    expect(signText('validation.required')).toBe('Обязательное поле')
    // the other sign pages' texts, a catalogue message, a reason: fetched with the files
    expect(signText('app.sign.up.title')).toBe('app.sign.up.title')
    expect(signText('error.access_forbidden')).toBe('error.access_forbidden')
    expect(signText('reason.processing')).toBe('reason.processing')
  })

  it('titles the sign-in page from what the entry has', () => {
    expect(pageTitle({ name: 'sign_in' }, { t: (key) => signText(key), exists: hasSignText })).toBe('Вход — Облачная консоль')
  })

  it("the root route's fetch brings the texts of every page without a session (the sign area, the 404)", async () => {
    await loadNamespaces(INITIAL_NAMESPACES)
    expect(i18n.t('validation.required')).toBe('Обязательное поле')
    expect(i18n.t('error.access_forbidden')).toBe('Доступ запрещён')
    expect(i18n.t('reason.processing')).toBe('reason.processing')
    expect(i18n.t(entityKeys.status('volume', 'IN_USE'))).toBe(entityKeys.status('volume', 'IN_USE'))
    for (const namespace of LATER) expect(loadedMessages('ru', namespace), `ru/${namespace}`).toBeUndefined()
    const names = [...(signRouteTree.children ?? []).map((route) => route.options.staticData?.name), rootRoute.options.staticData?.name].filter((name): name is string => name !== undefined)
    expect(names).toContain('sign_in')
    expect(names).toContain('not_found')
    const ru = translateWith(createI18n('ru', { namespaces: INITIAL_NAMESPACES }))
    for (const name of names) expect(pageTitle({ name }, ru), name).toMatch(/^.+ — Облачная консоль$/)
    expect(pageTitle({ name: 'sign_in' }, ru)).toBe('Вход — Облачная консоль')
  })

  it('fetches the stored English before the first render', async () => {
    const instance = createI18n('en', { namespaces: INITIAL_NAMESPACES })
    expect(instance.t('app.title')).toBe('app.title')
    await prepareI18n(instance)
    expect(instance.t('app.title')).toBe('Cloud console')
    expect(instance.t('validation.required')).toBe('This field is required')
    expect(pageTitle({ name: 'sign_in' }, translateWith(instance))).toBe('Sign in — Cloud console')
  })
})

describe('after sign-in', () => {
  it("loadNamespaces() brings every namespace of the instance's language", async () => {
    await loadNamespaces()
    expect(i18n.t('reason.processing')).toBe('Дождитесь окончания операции')
    expect(i18n.t(entityKeys.status('volume', 'IN_USE'))).toBe('Подключён')
    expect(pageTitle({ name: 'dashboard' }, translateWith(i18n))).toBe('Главная — Облачная консоль')
    // only the language shown: English waits for a switch
    for (const namespace of LATER) expect(i18n.hasResourceBundle('en', namespace), `en/${namespace}`).toBe(false)
  })

  it('a language switch fetches the new language of every namespace the pages asked for, before it switches', async () => {
    const instance = createI18n('ru', { namespaces: INITIAL_NAMESPACES })
    await loadNamespaces(NAMESPACES, instance)
    const seen: string[] = []
    instance.on('languageChanged', () => seen.push(instance.t('reason.processing'), instance.t(entityKeys.status('volume', 'IN_USE'))))
    await setLanguage('en', instance)
    expect(seen).toEqual(['Wait until the current operation finishes', 'In use'])
    for (const language of LANGUAGES) for (const namespace of NAMESPACES) expect(instance.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true)
  })

  it('a switch on a sign page fetches only what a sign page shows', async () => {
    const instance = createI18n('ru', { namespaces: INITIAL_NAMESPACES })
    await setLanguage('en', instance)
    expect(instance.t('app.title')).toBe('Cloud console')
    for (const namespace of INITIAL_NAMESPACES) expect(instance.hasResourceBundle('en', namespace), namespace).toBe(true)
    for (const namespace of LATER) expect(instance.hasResourceBundle('en', namespace), namespace).toBe(false)
    // and what a later page asks for comes in the language shown then
    await loadNamespaces(['reasons'], instance)
    expect(instance.t('reason.processing')).toBe('Wait until the current operation finishes')
  })
})
