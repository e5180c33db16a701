// Passwords (000 §5): 10 or more characters with digits, upper and lower case, Latin only, from the allowed
// symbols. Generated: 15 characters with a lowercase, uppercase, digit and symbol; server passwords also
// begin and end with a letter or digit.
import { PASSWORD } from '../../contract/constants'

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '()[].-_+$#!@&'
const ALNUM = LOWER + UPPER + DIGITS

/** The reasons a password is refused, as validation keys (validation.json). */
export type PasswordProblem = 'validation.min_length' | 'validation.password_digit' | 'validation.password_case' | 'validation.password_symbols'

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (password.length < PASSWORD.min_length) problems.push('validation.min_length')
  if (!/[0-9]/.test(password)) problems.push('validation.password_digit')
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) problems.push('validation.password_case')
  if (!/^[A-Za-z0-9()[\].\-_+$#!@&]*$/.test(password)) problems.push('validation.password_symbols')
  return problems
}

function randomIndex(max: number): number {
  const buffer = new Uint32Array(1)
  // rejection sampling: no modulo bias
  const limit = Math.floor(0x1_0000_0000 / max) * max
  do globalThis.crypto.getRandomValues(buffer)
  while ((buffer[0] ?? 0) >= limit)
  return (buffer[0] ?? 0) % max
}

function pick(alphabet: string): string {
  return alphabet.charAt(randomIndex(alphabet.length))
}

export function generatePassword(options: { length?: number; alnumEdges?: boolean } = {}): string {
  const length = Math.max(options.length ?? PASSWORD.generated_length, 4)
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)]
  while (chars.length < length) chars.push(pick(ALNUM + SYMBOLS))
  // Fisher–Yates shuffle so the required classes are not always first
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  if (options.alnumEdges) {
    // the symbol must survive: it moves inside before the edges are replaced
    const inner = chars.slice(1, -1)
    if (!inner.some((c) => SYMBOLS.includes(c))) inner[0] = pick(SYMBOLS)
    const innerText = inner.join('')
    const first = pick(ALNUM)
    const last = pick(ALNUM)
    const candidate = first + innerText + last
    return passwordProblems(candidate).length === 0 ? candidate : generatePassword(options)
  }
  const password = chars.join('')
  return passwordProblems(password).length === 0 ? password : generatePassword(options)
}
