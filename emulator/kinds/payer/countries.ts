// GET /countries (001 §7 Other): the countries a payer may be of (000 §3 Payer: "Countries offered: Belarus,
// Kazakhstan, Russia, Ukraine. Country list has phonecode and phoneformat"). In a phone format every # is a digit.
export interface Country {
  id: string
  name: string
  phonecode: string
  phoneformat: string
}

export const COUNTRIES: readonly Country[] = [
  { id: 'BY', name: 'Беларусь', phonecode: '375', phoneformat: '+375 (##) ###-##-##' },
  { id: 'KZ', name: 'Казахстан', phonecode: '7', phoneformat: '+7 (###) ###-##-##' },
  { id: 'RU', name: 'Россия', phonecode: '7', phoneformat: '+7 (###) ###-##-##' },
  { id: 'UA', name: 'Украина', phonecode: '380', phoneformat: '+380 (##) ###-##-##' },
]

export const countryOf = (id: unknown): Country | undefined => COUNTRIES.find((country) => country.id === id)

/** the phone's digits are the country's code and as many more as the format has # (spaces, dashes, brackets aside) */
export function fitsPhoneFormat(phone: string, country: Country): boolean {
  if (!/^\+?[\d\s()-]+$/.test(phone)) return false
  const digits = phone.replace(/\D/g, '')
  const local = [...country.phoneformat].filter((sign) => sign === '#').length
  return digits.length === country.phonecode.length + local && digits.startsWith(country.phonecode)
}
