// The Russian business identifiers of 000 §5 ("Form rules: ogrn, inn (person and legal), bik 9 digits"), checked in
// the browser before the call: a tax number's check digits, the registration numbers' remainders.
const WEIGHTS = {
  legal: [2, 4, 10, 3, 5, 9, 4, 6, 8],
  person11: [7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
  person12: [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
} as const

/** the check digit over the leading digits: the weighted sum mod 11, mod 10 */
const checkDigit = (digits: string, weights: readonly number[]): number => (weights.reduce((sum, weight, at) => sum + weight * Number(digits[at]), 0) % 11) % 10

/** a legal entity's INN: 10 digits, the last the check digit of the first nine */
export const isLegalInn = (value: string): boolean => /^\d{10}$/.test(value) && checkDigit(value, WEIGHTS.legal) === Number(value[9])

/** a person's INN: 12 digits, the 11th and 12th check digits */
export const isPersonInn = (value: string): boolean => /^\d{12}$/.test(value) && checkDigit(value, WEIGHTS.person11) === Number(value[10]) && checkDigit(value, WEIGHTS.person12) === Number(value[11])

/** the remainder of the leading digits by `modulus`, computed digit by digit (15 digits pass 2^53), mod 10 */
const remainder = (digits: string, modulus: number): number => [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % modulus, 0) % 10

/** OGRN: 13 digits; OGRNIP: 15 digits; the last is the remainder of the others by 11 or 13 */
export const isOgrn = (value: string): boolean => /^\d{13}$/.test(value) && remainder(value.slice(0, 12), 11) === Number(value[12])
export const isOgrnip = (value: string): boolean => /^\d{15}$/.test(value) && remainder(value.slice(0, 14), 13) === Number(value[14])

export const isBik = (value: string): boolean => /^\d{9}$/.test(value)
/** KPP: 4 digits of the tax office, 2 digits or capital letters of the reason, 3 digits */
export const isKpp = (value: string): boolean => /^\d{4}[0-9A-Z]{2}\d{3}$/.test(value)

/** 000 §5: a phone is not validated when only + (or empty); otherwise + and 7 to 15 digits, spaces, dashes, brackets */
export const isPhone = (value: string): boolean => value === '+' || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15)
