// Password hashes: scrypt (node:crypto) with a random salt, stored as `scrypt$N$r$p$salt$hash`.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

function format(salt: Buffer, key: Buffer): string {
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return format(salt, await derive(password, salt, PARAMS))
}

/** For the seed, which runs before the server answers anything. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  return format(salt, scryptSync(password, salt, KEY_LENGTH, PARAMS))
}

/** Stands in for a missing hash, so that an unknown e-mail costs the same hashing as a known one. */
const DUMMY_SALT = randomBytes(16)

/**
 * Always derives a key, even for a user without a password or an unknown one (stored null): the answer time
 * must not tell which e-mails have accounts (issue 14, 3).
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || hash === undefined) {
    await derive(password, DUMMY_SALT, PARAMS)
    return false
  }
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
