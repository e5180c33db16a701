// A preparation step's answer that refuses the action (EntityConfig.preparations `refuse`): the ready check before
// backups are enabled (001 §7 POST /servers/{id}/backup/ready-check answers linux_headers; 001 §4 Backup plan:
// missing Linux headers fail the agent's install, so the console stops before ordering).
import type { Json, PreparationConfig } from '../types'

/** The action stops on its prepare step; the dialog shows `reason` (an i18n key) on its general field. */
export class PreparationRefused extends Error {
  readonly reason: string
  constructor(reason: string, step: string) {
    super(`${step}: ${reason}`)
    this.name = 'PreparationRefused'
    this.reason = reason
  }
}

export function isPreparationRefused(value: unknown): value is PreparationRefused {
  return value instanceof PreparationRefused
}

function fieldOf(answer: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), answer)
}

const same = (a: unknown, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b)

/** the reason the answer refuses the action, if its declared field holds the refusing value */
export function refusalOf(preparation: PreparationConfig, answer: unknown): string | undefined {
  const refuse = preparation.refuse
  return refuse && same(fieldOf(answer, refuse.field), refuse.equals) ? refuse.reason : undefined
}
