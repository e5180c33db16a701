// Browser protections on every answer of the emulator (the console's pages, its files and the API alike):
// a Content-Security-Policy that runs only the console's own scripts, no framing by another site, no type
// sniffing, no referrer to other origins, no powerful browser features, and HSTS when reached over HTTPS.
import type { MiddlewareHandler } from 'hono'
import { withAnswerHeaders } from './answer-headers'

/**
 * Scripts only from the console's own files: no inline script, no eval. Styles also allow inline ones because
 * Chakra's emotion inserts <style> elements at run time and has no nonce without rewriting every page per
 * answer; a style cannot run code, so this is the strictest setting Chakra allows. connect-src 'self' covers
 * the same-origin websocket (ws:/wss: of this host). frame-src admits the console's own blob: URLs: a PDF the
 * console fetched with the session (a contract, a sample contract) is shown in a frame from one.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/** One year, sub-domains included (sent only over HTTPS: a browser ignores it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

const HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
}

const HTTPS_HEADERS: Readonly<Record<string, string>> = { ...HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }

/** Reached over HTTPS: directly, or through a proxy that says so. */
function overHttps(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** Put first, so that every answer gets the headers: files, the SPA's pages, the API, errors and 404s. */
export function securityHeaders(): MiddlewareHandler {
  return (c, next) => withAnswerHeaders(c, next, overHttps(c.req.url, c.req.header('x-forwarded-proto')) ? HTTPS_HEADERS : HEADERS)
}
