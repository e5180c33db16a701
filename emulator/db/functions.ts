// SQL functions the emulator adds to its connection.
import type { Db } from './connection'

/** list_contains(text, needle): the in-memory list's `contains` (JavaScript's Unicode lower case; the needle
 * comes lower-cased), which SQLite's LIKE and lower() (ASCII only) do not match. */
function listContains(text: unknown, needle: unknown): number {
  return String(text).toLowerCase().includes(String(needle)) ? 1 : 0
}

export function registerFunctions(db: Db): void {
  db.function('list_contains', { deterministic: true }, listContains)
}
