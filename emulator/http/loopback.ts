// What only the machine the emulator runs on may read (issue 14, 5): the outbox holds sign-up keys, restore
// keys and 2FA codes, so it answers requests from a loopback address only, unless the emulator is started with
// the explicit switch EMULATOR_PUBLIC_OUTBOX=1 (a shared demo where everyone may read every e-mail).
import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import { NOFIELD } from './errors'

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1'
}

/** The address of the caller's socket, when served by Node. */
export function remoteAddress(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // not served by Node (no socket to ask): nothing proves the caller is local
    return undefined
  }
}

export function loopbackOnly(open: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (open || isLoopback(remoteAddress(c))) return next()
    return c.json({ errors: [{ path: NOFIELD, message: 'The outbox is served on loopback only (start the emulator with EMULATOR_PUBLIC_OUTBOX=1 to share it)' }] }, 403)
  }
}
