// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1, 30-second steps, 6 digits): what any
// authenticator app computes from the secret it scanned. Written here from the RFCs rather than imported: the
// emulator re-implements the provider's side, and tests/emulator/totp.test.ts checks the RFC's own vectors.
import { createHmac, randomBytes } from 'node:crypto'

export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6
/** a code of the step before or after the current one is still taken (a phone's clock a little off) */
const DRIFT_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '')
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** a new secret of 160 bits (RFC 4226 recommends at least that), in base32 as authenticator apps take it */
export const newTotpSecret = (): string => base32Encode(randomBytes(20))

/** RFC 4226 HOTP of a counter, with the key as raw bytes */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hash = createHmac('sha1', key).update(message).digest()
  const offset = (hash[hash.length - 1] ?? 0) & 0xf
  const binary = hash.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export const totpStep = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS)

/** the code an app shows at that moment for a base32 secret */
export const totpCode = (secret: string, epochMs: number): string => hotp(base32Decode(secret), totpStep(epochMs))

/** the step whose code this is, near the moment; undefined when the code is not one of them */
export function matchingStep(secret: string, code: string, epochMs: number): number | undefined {
  const key = base32Decode(secret)
  const now = totpStep(epochMs)
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) if (hotp(key, step) === code) return step
  return undefined
}

/** the otpauth:// URI that the QR code carries (Key Uri Format of authenticator apps) */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) })
  return `otpauth://totp/${label}?${query.toString()}`
}
