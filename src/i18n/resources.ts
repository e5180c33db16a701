// The translations, bundled statically: no language files are fetched at run time.
// Keys are flat strings with dots (`reason.volume.local_disk`), exactly as configs and the engine write them;
// the instance runs with keySeparator false, so a dot is part of the key, never a path into nested JSON.
import enApp from './locales/en/app.json'
import enEntities from './locales/en/entities.json'
import enErrors from './locales/en/errors.json'
import enReasons from './locales/en/reasons.json'
import enUi from './locales/en/ui.json'
import enValidation from './locales/en/validation.json'
import ruApp from './locales/ru/app.json'
import ruEntities from './locales/ru/entities.json'
import ruErrors from './locales/ru/errors.json'
import ruReasons from './locales/ru/reasons.json'
import ruUi from './locales/ru/ui.json'
import ruValidation from './locales/ru/validation.json'

export const LANGUAGES = ['ru', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** 000 §1: the interface is Russian; English is the fallback and the other choice. */
export const DEFAULT_LANGUAGE: Language = 'ru'
export const FALLBACK_LANGUAGE: Language = 'en'

/**
 * Namespaces are how the files are split, not how keys are found: every key is unique across them and its
 * first segment says where it lives (see keys.ts), and every namespace is searched, so `t(key)` finds any key.
 */
export const NAMESPACES = ['app', 'ui', 'entities', 'reasons', 'errors', 'validation'] as const
export type Namespace = (typeof NAMESPACES)[number]

export type Messages = Readonly<Record<string, string>>

export const resources: Readonly<Record<Language, Readonly<Record<Namespace, Messages>>>> = {
  ru: { app: ruApp, ui: ruUi, entities: ruEntities, reasons: ruReasons, errors: ruErrors, validation: ruValidation },
  en: { app: enApp, ui: enUi, entities: enEntities, reasons: enReasons, errors: enErrors, validation: enValidation },
}

/** Keys known at compile time, for code that names a key literally (configs carry keys as plain strings). */
export type ReasonKey = keyof typeof ruReasons
export type ErrorKey = keyof typeof ruErrors
export type ValidationKey = keyof typeof ruValidation
export type EntitiesKey = keyof typeof ruEntities
export type AppKey = keyof typeof ruApp
export type UiKey = keyof typeof ruUi
export type MessageKey = ReasonKey | ErrorKey | ValidationKey | EntitiesKey | AppKey | UiKey
