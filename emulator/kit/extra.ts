// Kinds added to one emulator from outside the product: a test's fixture (tests/fixtures/made-up-kind) or a kind
// being tried before it joins emulator/kinds/. A module exports `extraKinds: ExtraKind[]`; each brings its kit
// resource (table, migrations, scope, list, presentation, transitions, websocket name), its routes and, if it
// likes, a share of the demo seed. The kit treats them as its own kinds for that emulator only: their migrations
// join the numbered list, their steps the clock, their limits the project's counts, their routes /api/v1.
// `EmulatorOptions.extraKinds` takes them in code; EMULATOR_EXTRA_KINDS (paths of such modules, separated by
// commas) makes `npm run emulator` load them.
import type { Hono } from 'hono'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Ctx } from '../context'
import type { AppEnv } from '../http/env'
import type { AnyResource } from './resource'

/** What a demo project gives a kind to seed itself in (001 §9 demo data: at least one item of every kind). */
export interface SeedProject {
  project_id: string
  /** the demo account's name prefix ('' or 'other-'), so both accounts' items read apart */
  prefix: string
  /** a creation time after the previous seeded item's */
  at: () => string
}

export interface ExtraKind {
  resource: AnyResource
  routes: (ctx: Ctx) => Hono<AppEnv>
  seed?(ctx: Ctx, project: SeedProject): void
}

export const EXTRA_KINDS_ENV = 'EMULATOR_EXTRA_KINDS'

function isExtraKind(value: unknown): value is ExtraKind {
  if (typeof value !== 'object' || value === null) return false
  const kind = value as Partial<ExtraKind>
  return typeof kind.resource?.kind === 'string' && typeof kind.routes === 'function'
}

/** The kinds of one module (its `extraKinds` export); throws when it has none of the right shape. */
export async function importExtraKinds(path: string): Promise<ExtraKind[]> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as { extraKinds?: unknown }
  const kinds = module.extraKinds
  if (!Array.isArray(kinds) || !kinds.every(isExtraKind)) throw new Error(`${path} exports no extraKinds: ExtraKind[] (emulator/kit/extra.ts)`)
  return kinds
}

/** The kinds of every module EMULATOR_EXTRA_KINDS names (none when it is unset). */
export async function extraKindsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ExtraKind[]> {
  const paths = (env[EXTRA_KINDS_ENV] ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
  return (await Promise.all(paths.map(importExtraKinds))).flat()
}
