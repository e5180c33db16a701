// The payer form (000 §2 payers/new and payers/{id}; 000 §5): which fields each payer type has and which are
// required ("Payer creation requires payer_type, name, person, country_physical, postcode_physical, city_physical,
// address_physical; non-individual also country_legal, postcode_legal, city_legal, address_legal, vatnum, kpp"),
// and the form rules of its identifiers (inn person and legal, ogrn, ogrnip, bik 9 digits, kpp). The countries and
// their phone formats come from GET /countries, a company's fields from the VAT number search GET /vatnum (001 §7).
import { PAYER } from '../contract/constants'
import type { FieldConfig, Json, PathOf } from '../engine/types'
import type { Payer } from '../generated/types/index.js'

type Field = FieldConfig<Payer>

/** 000 §3 Payer: 1 individual; the others a legal entity (2) or an individual entrepreneur (3) */
const LEGAL_ENTITY = PAYER.sample_contract_type
const ENTREPRENEUR = 3
const NON_INDIVIDUAL: readonly Json[] = PAYER.types.filter((type) => type !== PAYER.individual_type)
const byType = (...types: readonly Json[]) => ({ shown_when: { field: 'payer_type', in: types } })

const COUNTRIES = { call: '/countries', value: 'id', label: 'name', label_key: 'payer.country' }
/** what a company found by its VAT number fills in (GET /vatnum answers these fields) */
const REGISTER_FILLS = ['name', 'kpp', 'ogrn', 'ogrnip', 'country_legal', 'postcode_legal', 'city_legal', 'address_legal', 'director', 'job_title']

/** The form's fields; an edit starts each from the payer (`item.<field>`), a new payer from empty. */
export function payerFields(edit: boolean): readonly Field[] {
  const start = (name: keyof Payer & string, fallback?: Json): Pick<Field, 'default'> =>
    edit ? { default: { path: `item.${name}` as PathOf<Payer> } } : fallback === undefined ? {} : { default: fallback }
  const text = (name: keyof Payer & string, required: boolean, more: Partial<Field> = {}): Field => ({
    name,
    kind: 'text',
    label: `payer.field.${name}`,
    required,
    max_length: 255,
    ...start(name),
    ...more,
  })
  const country = (name: 'country_physical' | 'country_legal', more: Partial<Field> = {}): Field => ({
    name,
    kind: 'widget',
    widget: 'api_select',
    widget_options: COUNTRIES,
    label: `payer.field.${name}`,
    required: true,
    ...start(name),
    ...more,
  })
  return [
    {
      name: 'payer_type',
      kind: 'select',
      label: 'payer.field.payer_type',
      required: true,
      options: PAYER.types.map((type) => ({ value: type, label: `payer.type.${type}` })),
      ...start('payer_type', PAYER.individual_type),
    },
    // a company's tax number first: its search fills in the rest (10 digits for a legal entity, 12 for an entrepreneur)
    ...[
      { type: LEGAL_ENTITY, format: 'inn_legal' as const },
      { type: ENTREPRENEUR, format: 'inn_person' as const },
    ].map(({ type, format }): Field => ({
      name: 'vatnum',
      kind: 'widget',
      widget: 'register_search',
      widget_options: { call: '/vatnum', param: 'search', fills: REGISTER_FILLS },
      label: 'payer.field.vatnum',
      hint: 'payer.hint.vatnum',
      required: true,
      format,
      ...start('vatnum'),
      ...byType(type),
    })),
    text('name', true),
    text('person', true),
    text('inn', false, { format: 'inn_person', ...byType(PAYER.individual_type) }),
    text('passport_data', false, byType(PAYER.individual_type)),
    text('kpp', true, { format: 'kpp', ...byType(...NON_INDIVIDUAL) }),
    text('ogrn', false, { format: 'ogrn', ...byType(LEGAL_ENTITY) }),
    text('ogrnip', false, { format: 'ogrnip', ...byType(ENTREPRENEUR) }),
    text('director', false, byType(...NON_INDIVIDUAL)),
    text('job_title', false, byType(...NON_INDIVIDUAL)),
    country('country_physical', { section: 'payer.section.physical' }),
    text('postcode_physical', true),
    text('city_physical', true),
    text('address_physical', true),
    {
      name: 'phone',
      kind: 'widget',
      widget: 'phone_input',
      widget_options: { formats: '/countries', country_field: 'country_physical' },
      label: 'payer.field.phone',
      format: 'phone',
      ...start('phone'),
    },
    country('country_legal', { section: 'payer.section.legal', ...byType(...NON_INDIVIDUAL) }),
    text('postcode_legal', true, byType(...NON_INDIVIDUAL)),
    text('city_legal', true, byType(...NON_INDIVIDUAL)),
    text('address_legal', true, byType(...NON_INDIVIDUAL)),
    text('bankname', false, { section: 'payer.section.bank', ...byType(...NON_INDIVIDUAL) }),
    text('bik', false, { format: 'bik', ...byType(...NON_INDIVIDUAL) }),
    text('rs', false, byType(...NON_INDIVIDUAL)),
    text('ks', false, byType(...NON_INDIVIDUAL)),
    {
      name: 'delivery_method',
      kind: 'select',
      label: 'payer.field.delivery_method',
      options: ['edoc', 'web', 'mail', 'email'].map((value) => ({ value, label: `payer.delivery.${value}` })),
      ...start('delivery_method'),
    },
  ]
}
