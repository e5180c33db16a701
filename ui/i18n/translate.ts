// Looking up the i18n keys that configs and the engine carry (reason.volume.in_use, error.unknown_action_error,
// validation.checkbox_required) in the namespaces of src/i18n (reasons, errors, validation, entities, ui).
// A key may be written with or without its namespace's own prefix, so both spellings are tried, then a fallback.
import type { i18n as I18n } from 'i18next'

const PREFIX_OF: Record<string, string> = { reasons: 'reason', errors: 'error', validation: 'validation', entities: 'entity' }

/** `reasons:reason.volume.in_use` and `reasons:volume.in_use` for key `reason.volume.in_use` in ns `reasons`. */
export function keyCandidates(key: string, namespaces: readonly string[]): string[] {
  const candidates: string[] = []
  for (const ns of namespaces) {
    candidates.push(`${ns}:${key}`)
    const prefix = PREFIX_OF[ns]
    if (prefix && key.startsWith(`${prefix}.`)) candidates.push(`${ns}:${key.slice(prefix.length + 1)}`)
  }
  return candidates
}

/** The translation of the first candidate that exists, else the fallback (the raw key when none is given). */
export function translateKey(i18n: I18n, key: string, namespaces: readonly string[], fallback?: string, params: Record<string, unknown> = {}): string {
  for (const candidate of keyCandidates(key, namespaces)) {
    if (i18n.exists(candidate)) return String(i18n.t(candidate, params))
  }
  return fallback ?? key
}
