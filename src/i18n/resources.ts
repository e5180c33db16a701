// The languages, the namespaces and the key types of the translations. The files themselves are in
// locales/<language>/<namespace>.json; bundles.ts says which of them ship with the entry and fetches the rest.
// Keys are flat strings with dots (`reason.volume.local_disk`), exactly as configs and the engine write them;
// the instance runs with keySeparator false, so a dot is part of the key, never a path into nested JSON.
export const LANGUAGES = ['ru', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** 000 §1: the interface is Russian; English is the fallback and the other choice. */
export const DEFAULT_LANGUAGE: Language = 'ru'
export const FALLBACK_LANGUAGE: Language = 'en'

/**
 * Namespaces are how the files are split, not how keys are found: every key is unique across them and its
 * first segment says where it lives (see keys.ts), and every namespace is searched, so `t(key)` finds any key.
 */
export const NAMESPACES = ['app', 'console', 'ui', 'entities', 'reasons', 'errors', 'validation'] as const
export type Namespace = (typeof NAMESPACES)[number]

/**
 * What a page without a session shows (the sign pages, the 404): the app the instance starts with, before
 * any fetch. The rest (console, entities, reasons) is loaded by the /lk layout before anything under it renders.
 */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['app', 'ui', 'validation', 'errors']

export type Messages = Readonly<Record<string, string>>

/** Keys known at compile time, for code that names a key literally (configs carry keys as plain strings). */
export type ReasonKey = keyof typeof import('./locales/ru/reasons.json')
export type ErrorKey = keyof typeof import('./locales/ru/errors.json')
export type ValidationKey = keyof typeof import('./locales/ru/validation.json')
export type EntitiesKey = keyof typeof import('./locales/ru/entities.json')
export type AppKey = keyof typeof import('./locales/ru/app.json')
export type ConsoleKey = keyof typeof import('./locales/ru/console.json')
export type UiKey = keyof typeof import('./locales/ru/ui.json')
export type MessageKey = ReasonKey | ErrorKey | ValidationKey | EntitiesKey | AppKey | ConsoleKey | UiKey
