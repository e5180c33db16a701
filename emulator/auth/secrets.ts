// Random secrets handed to clients; only their SHA-256 is stored.
import { createHash, randomBytes, randomInt } from 'node:crypto'

export const newSecret = (): string => randomBytes(32).toString('base64url')

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** 001 §5: a confirmation code is 6 characters */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')
