// The Russian business identifiers of 000 §5 ("Form rules: ogrn, inn (person and legal), bik 9 digits") as the
// provider checks them: the tax number's check digits (10 digits for a company, 12 for a person), the state
// registration numbers' remainders (OGRN 13 digits mod 11, OGRNIP 15 digits mod 13), BIK 9 digits, KPP 9 signs.
// Written here from the rules themselves: the emulator never imports the console's checks (docs/ARCHITECTURE.md).

const digitsOf = (text: string): number[] => [...text].map(Number)

/** Σ digit × weight, mod 11, mod 10: the check digit of a tax number for the weights given */
function taxCheck(digits: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10
}

const COMPANY_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8]
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

export function isCompanyInn(text: string): boolean {
  if (!/^\d{10}$/.test(text)) return false
  const digits = digitsOf(text)
  return taxCheck(digits, COMPANY_WEIGHTS) === digits[9]
}

export function isPersonInn(text: string): boolean {
  if (!/^\d{12}$/.test(text)) return false
  const digits = digitsOf(text)
  return taxCheck(digits, PERSON_WEIGHTS_11) === digits[10] && taxCheck(digits, PERSON_WEIGHTS_12) === digits[11]
}

/** the first `length - 1` digits as a number, mod `modulus`, mod 10, is the last digit (BigInt: 14 digits pass 2^53) */
function registrationCheck(text: string, length: number, modulus: bigint): boolean {
  if (!new RegExp(`^\\d{${length}}$`).test(text)) return false
  return Number((BigInt(text.slice(0, -1)) % modulus) % 10n) === Number(text.slice(-1))
}

export const isOgrn = (text: string): boolean => registrationCheck(text, 13, 11n)
export const isOgrnip = (text: string): boolean => registrationCheck(text, 15, 13n)
export const isBik = (text: string): boolean => /^\d{9}$/.test(text)
/** KPP: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3 digits) */
export const isKpp = (text: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(text)
