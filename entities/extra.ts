// Kinds beyond the product's, for one build of the console: a test's fixture (tests/fixtures/made-up-kind) or a
// kind being tried out. This file is the product's answer, none; `CONSOLE_EXTRA_KINDS=<module> npm run build` (or
// `npm run dev`) puts that module's `extraKinds` in its place (codegen/extra-kinds.ts, a vite plugin), and its
// configs join the registry (entities/index.ts) and the generated route data, its texts the translations. vitest,
// the matrices and `npm run codegen` always see this file: generated/ and matrices/ hold the product's kinds only.
import type { EntityConfig } from '../engine/types'

/** Texts by language ('ru', 'en'), then i18n namespace ('entities', 'reasons', ...), then key. */
export type ExtraTexts = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>

export interface ExtraKinds {
  /** configs written as entities/<kind>.ts would be; a kind already in the registry is a mistake the registry reports */
  configs: readonly EntityConfig[]
  /** their texts, added to the console's files of the same language and namespace */
  texts: ExtraTexts
}

export const extraKinds: ExtraKinds = { configs: [], texts: {} }
