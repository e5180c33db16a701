// Input filters of 000 §5: "Text fields: entity-name mode turns spaces into dashes and strips disallowed
// characters (Cyrillic optionally); strict mode only a-z, 0-9, dash, underscore. Number fields strip non-digits."

/** "12 ГБ" → "12" */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '')
}

/** "my disk №1" → "my-disk-1": spaces become dashes, characters outside Latin letters, digits, . _ - go. */
export function entityName(value: string, options: { cyrillic?: boolean } = {}): string {
  const disallowed = options.cyrillic ? /[^A-Za-z0-9._\-а-яёА-ЯЁ]+/g : /[^A-Za-z0-9._-]+/g
  return value.replace(/\s/g, '-').replace(disallowed, '')
}

/** "My_DB-1!" → "my_db-1": only a-z, 0-9, dash and underscore (upper case is lowered rather than dropped). */
export function strictName(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]+/g, '')
}
