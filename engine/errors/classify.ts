// Maps a failure (an HTTP or network error, a thrown program error, a flow signal or a failed verification)
// to its entry of the 001 §8 catalogue, with what the user is shown.
import { catalogueEntry, ERROR_CATALOGUE, GENERAL_FIELD, USER_MESSAGES, type CatalogueCode, type CatalogueEntry } from '../../contract/catalogue'
import { normalizeError, type NormalizedError } from './http'
import { alertSeverity, type Severity } from './severity'
import { isPreparationRefused } from '../flow/preparation'
import { isActionSignal, isVerificationFailure, type SignalKind, type VerificationFailure } from './signals'

/**
 * A message for one form field: the API's text, or a catalogue key with its English text. `code` and `params` are
 * the API's own code of the entry (contract/fieldErrorCodes.ts), by which a screen translates a message of no key;
 * ui/errors/serverErrorText.ts says how it is shown.
 */
export interface FieldError {
  message: string
  key?: string
  code?: string
  params?: Record<string, string | number>
}

export interface ClassifyContext {
  /** a dialog is open: other errors are formatted and rethrown to it, unknown ones land on its general field */
  in_dialog?: boolean
  /** the fields of the open form; an error path outside them lands on the general field */
  fields?: readonly string[]
  /** where the call came from ('action' when missing); a catalogue entry of that `origin` takes the failure */
  origin?: string
  /** the action falls back to the order flow when its call fails: the catalogue entry of that behaviour */
  on_failure?: 'order_flow'
  /** the failing call was part of the money verification (alert severity +50) */
  money_verification?: boolean
  monthly_cost?: number
  payment_amount?: number
}

export interface Classification {
  entry: CatalogueEntry
  /** i18n key of what the user is shown */
  message_key: string
  /** text to show: the API's message or the catalogue's literal, when there is one */
  message?: string
  /** per field path (GENERAL_FIELD for the rest), for field errors and errors shown in a dialog */
  field_errors?: Record<string, FieldError>
  /** 001 §8: HTTP 4xx or 5xx on actions send an alert with this severity */
  alert?: Severity & { http_status: number }
  error?: NormalizedError
  verification?: VerificationFailure
  signal?: SignalKind
}

const UNKNOWN_TEXT = USER_MESSAGES.find((entry) => entry.key === 'error.unknown')?.text ?? 'Something went wrong, please try again later'

/** Paths the API uses for errors of no field (001 §8: 'Non-unique rule' comes with path nofield). */
const NO_FIELD_PATHS = new Set(['', 'nofield', '__all__', 'non_field_errors'])

/** The form field an API error path lands on: the field itself, or the field holding it (volumes.1.size: volumes). */
export function fieldOf(path: string, fields?: readonly string[]): string {
  if (NO_FIELD_PATHS.has(path)) return GENERAL_FIELD
  if (!fields || fields.includes(path)) return path
  // a grouped field (engine/types.ts FieldConfig.name): healthmonitor.timeout lands on healthmonitor/timeout
  const grouped = path.split('.').join('/')
  if (fields.includes(grouped)) return grouped
  const holder = path.split('.')[0] ?? ''
  return path.includes('.') && fields.includes(holder) ? holder : GENERAL_FIELD
}

/** Catalogue entries whose literal text a message or a field error shows (001 §5, §8): an API answer with that text is theirs. */
const LITERAL_SHOWN_ENTRIES: readonly CatalogueEntry[] = ERROR_CATALOGUE.filter((entry) => entry.message !== undefined && (entry.behaviour === 'field_error' || entry.behaviour === 'message'))

function entryWithLiteral(message: string): CatalogueEntry | undefined {
  return LITERAL_SHOWN_ENTRIES.find((entry) => entry.message === message)
}

/** The catalogue entry 001 §8 names by where the call came from (a list load, a service's own API), if any. */
function entryOfOrigin(origin: string | undefined): CatalogueEntry | undefined {
  return origin === undefined || origin === 'action' ? undefined : ERROR_CATALOGUE.find((entry) => entry.origin === origin)
}

function addFieldError(errors: Record<string, FieldError>, field: string, error: FieldError): void {
  const existing = errors[field]
  // several messages for one field are kept, one per line
  errors[field] = existing ? { ...existing, message: `${existing.message}\n${error.message}` } : error
}

function classifySignal(signal: SignalKind): Classification {
  const code = signal === 'redirect' ? 'signal_redirect' : signal === 'router' ? 'signal_router' : 'signal_verification_failed'
  const entry = catalogueEntry(code)
  return { entry, message_key: entry.message_key, signal }
}

function classifyVerification(outcome: VerificationFailure): Classification {
  const entry = catalogueEntry(outcome.reason)
  return { entry, message_key: entry.message_key, verification: outcome }
}

/** The i18n key of a user-facing message (001 §8) an error body names by code, if any. */
function knownMessageKey(error: NormalizedError): string | undefined {
  if (error.code) {
    const key = `error.${error.code}`
    if (USER_MESSAGES.some((entry) => entry.key === key)) return key
  }
  if (error.http_status === 403) return 'error.access_forbidden'
  return undefined
}

export function classify(failure: unknown, context: ClassifyContext = {}): Classification {
  if (isActionSignal(failure)) return classifySignal(failure.signal)
  if (isVerificationFailure(failure)) return classifyVerification(failure)
  if (isPreparationRefused(failure)) {
    // a prepare step's answer refused the action (EntityConfig.preparations `refuse`): its reason, on the general field
    const entry = catalogueEntry(context.in_dialog ? 'action_error_in_dialog' : 'action_error')
    const shown: FieldError = { key: failure.reason, message: failure.reason }
    return { entry, message_key: failure.reason, ...(context.in_dialog ? { field_errors: { [GENERAL_FIELD]: shown } } : {}), error: normalizeError(failure) }
  }

  const error = normalizeError(failure)
  const status = error.http_status
  const withAlert = (classification: Classification): Classification => {
    if (status !== undefined && status >= 400 && status < 600 && (context.origin ?? 'action') === 'action') {
      const severityInput: Parameters<typeof alertSeverity>[0] = { http_status: status }
      if (context.money_verification) severityInput.money_verification = true
      if (context.monthly_cost !== undefined) severityInput.monthly_cost = context.monthly_cost
      if (context.payment_amount !== undefined) severityInput.payment_amount = context.payment_amount
      classification.alert = { ...alertSeverity(severityInput), http_status: status }
    }
    return classification
  }
  const simple = (code: CatalogueCode | CatalogueEntry, extra: Partial<Classification> = {}): Classification => {
    const entry = typeof code === 'string' ? catalogueEntry(code) : code
    return { entry, message_key: entry.message_key, error, ...extra }
  }

  const byOrigin = entryOfOrigin(context.origin)
  if (byOrigin) return simple(byOrigin, { message: error.message })

  if (error.code === 'minimum_balance') return withAlert(simple('minimum_balance', { message: error.message }))

  // Backend validation: HTTP 400 with { errors: [{ path, message }] }, shown on the field (001 §5).
  if (status === 400 && error.field_errors.length > 0) {
    const field_errors: Record<string, FieldError> = {}
    let literal: CatalogueEntry | undefined
    // a 400 naming a user-facing message by its code (volume_name_in_use) is shown in the user's language
    const codeKey = knownMessageKey(error)
    for (const { path, message, code, params } of error.field_errors) {
      const entry = entryWithLiteral(message)
      literal ??= entry
      // the API's path decides the field; an entry's own field only fills in a missing path
      const field = entry?.field === GENERAL_FIELD ? GENERAL_FIELD : fieldOf(path || entry?.field || '', context.fields)
      const key = entry?.message_key ?? codeKey
      addFieldError(field_errors, field, { message, ...(key ? { key } : {}), ...(code ? { code } : {}), ...(params ? { params } : {}) })
    }
    const entry = literal ?? catalogueEntry('validation_error')
    return withAlert({ entry, message_key: entry.message_key, message: error.field_errors[0]?.message ?? error.message, field_errors, error })
  }

  const fallback = context.on_failure && ERROR_CATALOGUE.find((entry) => entry.behaviour === context.on_failure)
  if (fallback) return withAlert(simple(fallback))

  const key = knownMessageKey(error)
  const known = key !== undefined || (status !== undefined && status >= 400 && status < 500)
  if (context.in_dialog) {
    if (!known) {
      // 001 §8: unknown dialog action failure: unknown_action_error on a general field, and reported
      const entry = catalogueEntry('unknown_action_error')
      return withAlert({
        entry,
        message_key: entry.message_key,
        message: UNKNOWN_TEXT,
        field_errors: { [GENERAL_FIELD]: { key: entry.message_key, message: UNKNOWN_TEXT } },
        error,
      })
    }
    // 001 §8: other action errors are formatted and rethrown to the open dialog, which shows them
    const message_key = key ?? 'error.action_failed'
    // a code outside the catalogue: the generic sentence, the API's own (English) text kept as its detail
    const general: FieldError = key ? { key, message: error.message } : { key: 'error.action_failed_detail', message: error.message, params: { detail: error.message } }
    return withAlert(simple('action_error_in_dialog', { message_key, message: error.message, field_errors: { [GENERAL_FIELD]: general } }))
  }
  return withAlert(simple('action_error', known ? { message_key: key ?? 'error.action_failed', message: error.message } : { message_key: 'error.unknown', message: UNKNOWN_TEXT }))
}
