// OpenSSH public keys: reading one that is uploaded (type, key data, and the name written after them, which
// 000 §5 says must match the keypair's name) and making a new ed25519 pair for generate.
import { generateKeyPairSync, randomBytes } from 'node:crypto'

const KEY_TYPES = ['ssh-rsa', 'ssh-ed25519', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'sk-ssh-ed25519@openssh.com', 'sk-ecdsa-sha2-nistp256@openssh.com']
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

export interface PublicKey {
  type: string
  /** the name inside the key (OpenSSH calls it the comment); '' when there is none */
  name: string
}

/** the length-prefixed strings of an SSH key blob, or undefined when it does not split into them exactly */
function fields(blob: Buffer): Buffer[] | undefined {
  const out: Buffer[] = []
  let at = 0
  while (at < blob.length) {
    if (at + 4 > blob.length) return undefined
    const length = blob.readUInt32BE(at)
    if (at + 4 + length > blob.length) return undefined
    out.push(blob.subarray(at + 4, at + 4 + length))
    at += 4 + length
  }
  return out
}

/** `<type> <base64 key data> [name]` on one line; undefined when it is not a public key */
export function readPublicKey(text: string): PublicKey | undefined {
  const line = text.trim()
  if (line === '' || /[\r\n]/.test(line)) return undefined
  const [type = '', data = '', ...rest] = line.split(/[ \t]+/)
  if (!KEY_TYPES.includes(type) || !BASE64.test(data)) return undefined
  const parts = fields(Buffer.from(data, 'base64'))
  if (!parts || parts.length < 2 || parts[0]?.toString('latin1') !== type) return undefined
  if (type === 'ssh-ed25519' && (parts.length !== 2 || parts[1]?.length !== 32)) return undefined
  return { type, name: rest.join(' ') }
}

function sshString(value: Buffer | string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value
  const length = Buffer.alloc(4)
  length.writeUInt32BE(bytes.length)
  return Buffer.concat([length, bytes])
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

export interface GeneratedKeypair {
  public_key: string
  /** OpenSSH private key format, unencrypted; handed out once and never stored (000 §3) */
  private_key: string
}

/** A new ed25519 pair whose public key carries `name` inside it. */
export function generateKeypair(name: string): GeneratedKeypair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d ?? '', 'base64url')
  const blob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)])
  const check = randomBytes(4)
  let secret = Buffer.concat([check, check, sshString('ssh-ed25519'), sshString(pub), sshString(Buffer.concat([seed, pub])), sshString(name)])
  const padding = Array.from({ length: (8 - (secret.length % 8)) % 8 }, (_, index) => index + 1)
  secret = Buffer.concat([secret, Buffer.from(padding)])
  const body = Buffer.concat([Buffer.from('openssh-key-v1\0', 'latin1'), sshString('none'), sshString('none'), sshString(''), uint32(1), sshString(blob), sshString(secret)])
  const lines = body.toString('base64').match(/.{1,70}/g) ?? []
  return {
    public_key: `ssh-ed25519 ${blob.toString('base64')} ${name}`,
    private_key: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`,
  }
}
