// 001 §7 POST /frontend-error: the console reports its own uncaught errors and unhandled rejections (000 §3 error
// alert report: type, message, path). Installed while signed in (the call needs the session); each distinct message
// once, at most MAX_REPORTS a page load, so an error in a loop does not flood the API; a failed report is dropped.
import type { ApiClient } from '../api/client'
import { ENDPOINTS } from '../query/apiQuery'

const MAX_REPORTS = 10
const MESSAGE_MAX = 4000

export interface FrontendErrorReport {
  type: 'uncaught_error' | 'unhandled_rejection'
  message: string
  path: string
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}${reason.stack ? `\n${reason.stack}` : ''}`
  return typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason))
}

/** Starts reporting; returns the function that stops it. */
export function reportUncaughtErrors(api: Pick<ApiClient, 'post'>, target: Window = window): () => void {
  const sent = new Set<string>()
  const report = (type: FrontendErrorReport['type'], reason: unknown): void => {
    const message = (messageOf(reason) || type).slice(0, MESSAGE_MAX)
    if (sent.has(message) || sent.size >= MAX_REPORTS) return
    sent.add(message)
    const body: FrontendErrorReport = { type, message, path: target.location.pathname }
    api.post(ENDPOINTS.frontend_error, body).catch(() => undefined)
  }
  const onError = (event: ErrorEvent) => report('uncaught_error', event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => report('unhandled_rejection', event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
