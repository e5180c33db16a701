// What an item is found by: its display name (the config's name_field) and every address it carries (000 §3: a
// floating IP's address, a server's addresses[].address, a router's gateway), found by the field name `address`.
const MAX_DEPTH = 3

function addressesIn(value: unknown, depth: number, into: string[]): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const element of value) addressesIn(element, depth + 1, into)
    return
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && /address$/.test(key) && field !== '') into.push(field)
    else addressesIn(field, depth + 1, into)
  }
}

export function searchTexts(displayName: string, item: object): string[] {
  const texts = displayName ? [displayName] : []
  addressesIn(item, 0, texts)
  return texts
}
