// 000 §5 on the payer form (entities/payer.form.ts, checked in the browser by ui/forms/rules.ts before the call):
// the required fields by payer type, and the form rules of the identifiers, each refused on its own field.
import { describe, expect, it } from 'vitest'
import { registry } from '../../entities/index'
import { fieldProblems } from '../../ui/forms/rules'

const fields = registry.get('payer').actions.create?.dialog?.fields ?? []
const problemsOf = (values: Record<string, unknown>) => fieldProblems(fields, values)

const individual = {
  payer_type: 1,
  name: 'Сидоров Пётр',
  person: 'Сидоров Пётр',
  country_physical: 'RU',
  postcode_physical: '101000',
  city_physical: 'Москва',
  address_physical: 'ул. Мясницкая, д. 1',
}
const company = { ...individual, payer_type: 2, country_legal: 'RU', postcode_legal: '117997', city_legal: 'Москва', address_legal: 'ул. Вавилова, д. 19', vatnum: '7707083893', kpp: '770701001' }

describe('payer form', () => {
  it('000 §5: "Payer creation requires payer_type, name, person, country_physical, postcode_physical, city_physical, address_physical"', () => {
    expect(Object.keys(problemsOf({ payer_type: 1 })).sort()).toEqual(['address_physical', 'city_physical', 'country_physical', 'name', 'person', 'postcode_physical'])
    expect(problemsOf(individual)).toEqual({})
  })

  it('000 §5: "non-individual also country_legal, postcode_legal, city_legal, address_legal, vatnum, kpp"', () => {
    for (const payer_type of [2, 3]) {
      const missing = Object.keys(problemsOf({ ...individual, payer_type })).sort()
      expect(missing).toEqual(['address_legal', 'city_legal', 'country_legal', 'kpp', 'postcode_legal', 'vatnum'])
    }
    expect(problemsOf(company)).toEqual({})
  })

  it('000 §5 form rules: a wrong INN check digit is refused on its field (legal 10 digits, person 12)', () => {
    expect(problemsOf({ ...company, vatnum: '7707083894' })).toEqual({ vatnum: { key: 'validation.inn_legal' } })
    // an entrepreneur's INN is a person's: 12 digits with two check digits
    expect(problemsOf({ ...company, payer_type: 3, vatnum: '7707083893' })).toEqual({ vatnum: { key: 'validation.inn_person' } })
    expect(problemsOf({ ...company, payer_type: 3, vatnum: '500212345628' })).toEqual({})
    expect(problemsOf({ ...individual, inn: '500212345627' })).toEqual({ inn: { key: 'validation.inn_person' } })
    expect(problemsOf({ ...individual, inn: '500212345628' })).toEqual({})
  })

  it('000 §5 form rules: ogrn, ogrnip, "bik 9 digits", kpp', () => {
    expect(problemsOf({ ...company, ogrn: '1027700132194' })).toEqual({ ogrn: { key: 'validation.ogrn' } })
    expect(problemsOf({ ...company, ogrn: '1027700132195' })).toEqual({})
    expect(problemsOf({ ...company, payer_type: 3, vatnum: '500212345628', ogrnip: '304770001234501' })).toEqual({ ogrnip: { key: 'validation.ogrnip' } })
    expect(problemsOf({ ...company, payer_type: 3, vatnum: '500212345628', ogrnip: '304770001234500' })).toEqual({})
    expect(problemsOf({ ...company, bik: '04452522' })).toEqual({ bik: { key: 'validation.bik' } })
    expect(problemsOf({ ...company, bik: '044525225' })).toEqual({})
    expect(problemsOf({ ...company, kpp: '77070100' })).toEqual({ kpp: { key: 'validation.kpp' } })
  })

  it("000 §5: phone 'It is not a valid phone number.', not validated when only + or empty", () => {
    expect(problemsOf({ ...individual, phone: '+7 12' })).toEqual({ phone: { key: 'validation.phone' } })
    expect(problemsOf({ ...individual, phone: '+' })).toEqual({})
    expect(problemsOf({ ...individual, phone: '+7 (916) 123-45-67' })).toEqual({})
  })

  it('the identifiers of another payer type are neither checked nor sent (an individual has no KPP)', () => {
    expect(problemsOf({ ...individual, kpp: 'bad', vatnum: 'bad' })).toEqual({})
  })
})
