/** The value at a dot path of a row (ColumnConfig.field: name, status, attached_to_server.id). */
export function valueAtPath(row: object, path: string): unknown {
  let value: unknown = row
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
