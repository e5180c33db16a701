// Intl formatters are costly to build (locale negotiation, pattern compilation) and cheap to reuse: one per
// (locale, options), made on first use and kept. The keys are few (two languages × a handful of option sets),
// so the caches stay small without eviction.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(cache: Map<string, F>, locale: string, key: string, make: () => F): F {
  const id = `${locale}|${key}`
  let formatter = cache.get(id)
  if (!formatter) {
    formatter = make()
    cache.set(id, formatter)
  }
  return formatter
}

/** The Intl.NumberFormat of `locale` and `options`; `key` names the options (the same key, the same options). */
export function numberFormat(locale: string, key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, key, () => new Intl.NumberFormat(locale, options()))
}

/** The Intl.DateTimeFormat of `locale` and `options`; `key` names the options (the same key, the same options). */
export function dateTimeFormat(locale: string, key: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, key, () => new Intl.DateTimeFormat(locale, options()))
}
