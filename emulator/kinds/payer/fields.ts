// What a payer must hold and how each value is checked (000 §5): "Payer creation requires payer_type, name,
// person, country_physical, postcode_physical, city_physical, address_physical; non-individual also country_legal,
// postcode_legal, city_legal, address_legal, vatnum, kpp"; the form rules inn (person and legal), ogrn, bik 9
// digits; the phone in the format of its country (GET /countries). Payer types: 1 individual (000 §3), 2 a legal
// entity, 3 an individual entrepreneur (the spec: "others legal entity or individual entrepreneur").
import type { ErrorEntry } from '../../http/errors'
import { countryOf, fitsPhoneFormat } from './countries'
import { isBik, isCompanyInn, isKpp, isOgrn, isOgrnip, isPersonInn } from './identifiers'

export const PAYER_TYPE = { individual: 1, legal_entity: 2, entrepreneur: 3 } as const

const REQUIRED_ALL = ['name', 'person', 'country_physical', 'postcode_physical', 'city_physical', 'address_physical'] as const
const REQUIRED_NON_INDIVIDUAL = ['country_legal', 'postcode_legal', 'city_legal', 'address_legal', 'vatnum', 'kpp'] as const

/** the fields a payer of this type must have, in the order of 000 §5 */
export const requiredFields = (payerType: number): readonly string[] => (payerType === PAYER_TYPE.individual ? REQUIRED_ALL : [...REQUIRED_ALL, ...REQUIRED_NON_INDIVIDUAL])

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** the required fields still empty: a payer without them cannot pay by bank invoice (000 §5: "needs a payer and all fields") */
export function missingFields(payer: Record<string, unknown> & { payer_type: number }): string[] {
  return requiredFields(payer.payer_type).filter((name) => !filled(payer[name]))
}

type Check = (value: string, payer: Record<string, unknown> & { payer_type: number }) => string | undefined

const CHECKS: Readonly<Record<string, Check>> = {
  // the company's tax number: 10 digits for a legal entity, 12 for an entrepreneur (a person's)
  vatnum: (value, payer) =>
    payer.payer_type === PAYER_TYPE.legal_entity
      ? isCompanyInn(value)
        ? undefined
        : 'The INN of a legal entity is 10 digits with a valid check digit'
      : isPersonInn(value)
        ? undefined
        : 'The INN of a person is 12 digits with valid check digits',
  inn: (value) => (isPersonInn(value) ? undefined : 'The INN of a person is 12 digits with valid check digits'),
  kpp: (value) => (isKpp(value) ? undefined : 'The KPP is 9 characters: 4 digits, 2 digits or capital letters, 3 digits'),
  ogrn: (value) => (isOgrn(value) ? undefined : 'The OGRN is 13 digits with a valid check digit'),
  ogrnip: (value) => (isOgrnip(value) ? undefined : 'The OGRNIP is 15 digits with a valid check digit'),
  bik: (value) => (isBik(value) ? undefined : 'The BIK is 9 digits'),
  country_physical: (value) => (countryOf(value) ? undefined : 'Choose one of the countries offered'),
  country_legal: (value) => (countryOf(value) ? undefined : 'Choose one of the countries offered'),
  phone: (value, payer) => {
    // 000 §5: a phone is not validated when only + or empty
    if (value === '+') return undefined
    const country = countryOf(payer.country_physical)
    if (!country) return /^\+?[\d\s()-]{7,20}$/.test(value) ? undefined : 'It is not a valid phone number.'
    return fitsPhoneFormat(value, country) ? undefined : `It is not a valid phone number. The format is ${country.phoneformat}`
  },
}

/** Every problem of a payer at once, one per field: a required field left empty, then each filled value against its rule. */
export function payerProblems(payer: Record<string, unknown> & { payer_type: number }): ErrorEntry[] {
  const problems: ErrorEntry[] = missingFields(payer).map((path) => ({ path, message: 'This field is required', code: 'required' as const }))
  for (const [name, check] of Object.entries(CHECKS)) {
    const value = payer[name]
    if (!filled(value) || problems.some((problem) => problem.path === name)) continue
    const message = check(String(value).trim(), payer)
    if (message) problems.push({ path: name, message })
  }
  return problems
}
