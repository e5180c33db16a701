// The error catalogue of 001 §8 as data: one entry per situation, with what the console does about it.
// `message` is the spec's literal English text where the spec gives one ({name} style placeholders);
// otherwise the entry carries only an i18n key. The spec's list of user-facing messages follows as i18n keys
// with an English paraphrase for the translators. Its disabled-action reasons are the reasons of the entity
// configs' rules, each next to its spec sentence; no second list of them is kept here.

export type Behaviour =
  /** open the payment-create dialog with the missing amount, minimum balance and currency */
  | 'open_payment_dialog'
  /** open the ticket-create dialog prefilled with used and max per limit */
  | 'open_ticket_dialog'
  /** show a message (toast) */
  | 'message'
  /** end without showing anything */
  | 'silent'
  /** show an error dialog */
  | 'error_dialog'
  /** show the message on a form field of the open dialog (`field`) */
  | 'field_error'
  /** throw (a developer error, or a formatted rethrow to the dialog that catches it) */
  | 'throw'
  /** show a message with a retry link */
  | 'retry_link'
  /** fall back to the order flow with the requested data kept */
  | 'order_flow'
  /** reject the promise with the error as it is */
  | 'reject'
  /** send an alert report with a severity (see severity.ts) */
  | 'alert'
  /** format and pass to the shared authorized-exception handler */
  | 'authorized_exception'

/** The field of a dialog form that takes errors belonging to no field. */
export const GENERAL_FIELD = '_general'

export interface CatalogueEntry {
  code: string
  /** the situation, in the words of 001 §8 */
  situation: string
  behaviour: Behaviour
  /** i18n key of the message shown to the user */
  message_key: string
  /** the spec's literal text, if it gives one */
  message?: string
  /** field_error: the form field the message lands on */
  field?: string
  /** the path the API puts the error under, when the spec names it */
  api_path?: string
  /** the failure is also reported (frontend-error / alert report) */
  reported?: boolean
  /** the situation is named by where the failing call came from (a list load, a service's own API) */
  origin?: string
  spec: string
}

const entries = [
  {
    code: 'not_enough_money',
    situation: 'Verification failed: not_enough_money',
    behaviour: 'open_payment_dialog',
    message_key: 'error.not_enough_money',
    spec: '001 §8: opens the payment-create dialog; the dialog shows missing amount, minimum balance, currency',
  },
  {
    code: 'not_enough_money_run_service',
    situation: 'Verification failed: not_enough_money_run_service (the balance does not cover 24 hours)',
    behaviour: 'open_payment_dialog',
    message_key: 'error.not_enough_money_run_service',
    spec: '000 §5 Money check: service start ... else not_enough_money_run_service, with shortfall (a money verification failure: 001 §8)',
  },
  {
    code: 'not_enough_money_run_first_service',
    situation: 'Verification failed: not_enough_money_run_first_service (no service runs yet)',
    behaviour: 'open_payment_dialog',
    message_key: 'error.not_enough_money_run_first_service',
    spec: '000 §5 Money check: (or _first_service variant), with shortfall',
  },
  {
    code: 'limit_reached',
    situation: 'Verification failed: limit_reached',
    behaviour: 'open_ticket_dialog',
    message_key: 'error.limit_reached',
    spec: '001 §8: opens the ticket-create dialog prefilled with used and max per limit',
  },
  {
    code: 'minimum_balance',
    situation: 'Minimum-balance error',
    behaviour: 'message',
    message_key: 'error.minimum_balance',
    spec: '001 §8: minimum-balance error shown as a message',
  },
  {
    code: 'signal_redirect',
    situation: 'Redirect signal',
    behaviour: 'silent',
    message_key: 'signal.redirect',
    spec: '001 §8: redirect, router and verificationFailed signals end silently',
  },
  {
    code: 'signal_router',
    situation: 'Router signal',
    behaviour: 'silent',
    message_key: 'signal.router',
    spec: '001 §8: redirect, router and verificationFailed signals end silently',
  },
  {
    code: 'signal_verification_failed',
    situation: 'verificationFailed signal',
    behaviour: 'silent',
    message_key: 'signal.verification_failed',
    spec: '001 §8: redirect, router and verificationFailed signals end silently',
  },
  {
    code: 'action_error',
    situation: 'Other action errors (no dialog open)',
    behaviour: 'error_dialog',
    message_key: 'error.action_failed',
    spec: '001 §8: other action errors: error dialog',
  },
  {
    code: 'action_error_in_dialog',
    situation: 'Other action errors while a dialog is open',
    behaviour: 'throw',
    message_key: 'error.action_failed',
    spec: '001 §8: other action errors: formatted and rethrown if a dialog exists',
  },
  {
    code: 'unknown_action_error',
    situation: 'Unknown dialog action failure',
    behaviour: 'field_error',
    message_key: 'error.unknown_action_error',
    field: GENERAL_FIELD,
    reported: true,
    spec: '001 §8: message for unknown_action_error on a general field, and reported',
  },
  {
    code: 'validation_error',
    situation: 'Backend validation error: HTTP 400 with path and message',
    behaviour: 'field_error',
    message_key: 'error.validation',
    spec: '001 §5: backend validation error: HTTP 400 with path and message, shown on the field',
  },
  {
    code: 'entity_not_found',
    situation: 'Entity not in config',
    behaviour: 'throw',
    message_key: 'error.entity_not_found',
    message: 'Entity {name} not found',
    spec: "001 §8: entity not in config: 'Entity {name} not found'",
  },
  {
    code: 'action_not_found',
    situation: 'Action not found for entity',
    behaviour: 'throw',
    message_key: 'error.action_not_found',
    // The spec says only "error thrown"; the text is the one engine/evaluate.ts actionOf throws.
    message: 'Action {action} not found for entity {name}',
    spec: '001 §8: action not found for entity: error thrown',
  },
  {
    code: 'entrance_without_route',
    situation: 'Entrance action without route',
    behaviour: 'throw',
    message_key: 'error.entrance_without_route',
    message: 'Entity action have not route',
    spec: "001 §8: entrance action without route: 'Entity action have not route'",
  },
  {
    code: 'non_unique_rule',
    situation: 'Non-unique load balancer rule',
    behaviour: 'field_error',
    message_key: 'error.loadbalancer_rule.non_unique',
    message: 'Non-unique rule',
    // path nofield: belongs to no form field, so it lands on the general field
    field: GENERAL_FIELD,
    api_path: 'nofield',
    spec: "001 §8: non-unique load balancer rule: 'Non-unique rule' (path nofield); 001 §5: the pair external and internal port on the same address must be unique",
  },
  {
    code: 'invalid_rule_address',
    situation: 'Invalid rule address',
    behaviour: 'field_error',
    message_key: 'error.loadbalancer_rule.invalid_address',
    message: 'The Loadbalancer rule required a valid address_id',
    field: 'address_id',
    api_path: 'address_id',
    spec: "001 §8: invalid rule address: 'The Loadbalancer rule required a valid address_id'; 001 §5: the server must have an internal address",
  },
  {
    code: 'attach_to_required',
    situation: 'Floating IP attach without attach_to and an id',
    behaviour: 'field_error',
    message_key: 'error.floatingip.attach_to_required',
    message: "'attach_to' is required for attach action",
    field: 'attach_to',
    api_path: 'attach_to',
    spec: '001 §5: floating IP attach: "\'attach_to\' is required for attach action"',
  },
  {
    code: 'make_primary_not_attached',
    situation: 'Make primary for an address not attached to a server',
    behaviour: 'message',
    message_key: 'error.floatingip.make_primary_not_attached',
    message: 'The "make primary" action is available only with an address attached to the server',
    spec: '001 §5: make primary: "The \\"make primary\\" action is available only with an address attached to the server"',
  },
  {
    code: 'checkbox_required',
    situation: 'A required checkbox left unchecked',
    behaviour: 'field_error',
    message_key: 'validation.checkbox_required',
    message: 'Checkbox required',
    spec: "000 §5: a required checkbox shows 'Checkbox required'",
  },
  {
    code: 'entity_not_attachable',
    situation: 'Developer error: entity not attachable to floatingip',
    behaviour: 'throw',
    message_key: 'error.developer.entity_not_attachable',
    spec: '001 §8 developer errors: entity not attachable to floatingip',
  },
  {
    code: 'attachable_prop_not_defined',
    situation: 'Developer error: prop not defined for floatingip-attachable entity',
    behaviour: 'throw',
    message_key: 'error.developer.attachable_prop_not_defined',
    spec: '001 §8 developer errors: prop not defined for floatingip-attachable entity',
  },
  {
    code: 'attachable_details_need_entity_and_id',
    situation: 'Developer error: entity and id required for attachable entity details',
    behaviour: 'throw',
    message_key: 'error.developer.attachable_details_need_entity_and_id',
    spec: '001 §8 developer errors: entity and id required for attachable entity details',
  },
  {
    code: 'items_load_failed',
    situation: 'Failed list load',
    behaviour: 'retry_link',
    message_key: 'error.items_load_failed',
    origin: 'list',
    spec: '001 §8: failed list load: items-load-failed message with retry link',
  },
  {
    code: 'volume_extend_failed',
    situation: 'Failed volume extension',
    behaviour: 'order_flow',
    message_key: 'error.volume_extend_failed',
    spec: '001 §8: failed volume extension falls back to the order flow; 000 §4: the requested size is kept as preselected order data (expires after 24 hours)',
  },
  {
    code: 'backup_store_error',
    situation: 'Backup store API errors',
    behaviour: 'authorized_exception',
    message_key: 'error.action_failed',
    origin: 'backup_store',
    spec: '001 §8: backup store API errors: formatted and passed to a shared authorized-exception handler',
  },
  {
    code: 'loadbalancer_call_error',
    situation: 'Load balancer call errors',
    behaviour: 'reject',
    message_key: 'error.action_failed',
    origin: 'loadbalancer',
    spec: '001 §8: load balancer call errors: rejected as is',
  },
  {
    code: 'http_action_alert',
    situation: 'HTTP 4xx or 5xx on actions',
    behaviour: 'alert',
    message_key: 'error.action_failed',
    reported: true,
    spec: '001 §8: alert with entity, action, account; severity adds 10 for 4xx, 50 for 5xx, 50 for money verification, 100 when monthly cost or payment amount is 5000 or more',
  },
] as const satisfies readonly CatalogueEntry[]

export type CatalogueCode = (typeof entries)[number]['code']

export const ERROR_CATALOGUE: readonly CatalogueEntry[] = entries

const byCode = new Map<string, CatalogueEntry>(ERROR_CATALOGUE.map((entry) => [entry.code, entry]))

export function catalogueEntry(code: CatalogueCode): CatalogueEntry {
  const entry = byCode.get(code)
  if (!entry) throw new Error(`Catalogue entry ${code} not found`)
  return entry
}

/** The entry's literal message with its {placeholders} filled. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Builds the Error a `throw` entry throws, with its literal message. */
export function catalogueError(code: CatalogueCode, params: Record<string, string | number> = {}): Error & { code: string } {
  const entry = catalogueEntry(code)
  const error = new Error(formatMessage(entry.message ?? entry.message_key, params)) as Error & { code: string }
  error.code = entry.code
  return error
}

export interface MessageEntry {
  key: string
  /** English paraphrase of the spec (001 §8 gives these paraphrased) */
  text: string
}

/** 001 §8 "User-facing messages (paraphrased)". */
export const USER_MESSAGES: readonly MessageEntry[] = [
  { key: 'error.limit_reached.disks', text: 'The disk limit is reached' },
  { key: 'error.limit_reached.servers', text: 'The server limit is reached' },
  { key: 'error.limit_reached.external_ips', text: 'The external IP limit is reached' },
  { key: 'error.limit_reached.snapshots_per_server', text: 'The limit of snapshots per server is reached' },
  { key: 'error.limit_reached.keypairs', text: 'The keypair limit is reached' },
  { key: 'error.limit_reached.dns', text: 'The limit of domains and records is reached' },
  { key: 'error.limit_reached.files', text: 'The file limit is reached' },
  { key: 'error.volume_must_be_detached', text: 'The volume must be detached first' },
  { key: 'error.volume_name_in_use', text: 'This volume name is already in use' },
  { key: 'error.snapshot_exists', text: 'A server or disk cannot be deleted while a snapshot exists' },
  { key: 'error.disk_in_error', text: 'The disk is in error' },
  { key: 'error.snapshot_in_error', text: 'The snapshot was created with an error: delete it and create it again' },
  { key: 'error.address_in_error', text: 'The address is in error' },
  { key: 'error.server_in_error', text: 'The server is in error: delete it and order again, or use rescue mode' },
  { key: 'error.dns_duplicate', text: 'This DNS domain or record already exists' },
  { key: 'error.dns_service_blocked', text: 'The DNS service is blocked' },
  { key: 'error.invalid_ssh_key', text: 'The SSH key is not valid' },
  { key: 'error.name_mismatch', text: 'The name does not match' },
  { key: 'error.database_or_user_exists', text: 'This database or user already exists on the cluster' },
  { key: 'error.backup_in_error_no_link', text: 'A backup in error status has no link' },
  { key: 'error.invalid_private_networks', text: 'The private networks are not valid' },
  { key: 'error.backup_service_maintenance', text: 'The backup service is in maintenance' },
  { key: 'error.guest_agent_unavailable', text: 'The guest agent is not available' },
  { key: 'error.flavor_not_found', text: 'The flavor was not found' },
  { key: 'error.project_stopped_abuse', text: 'The project is stopped for abuse' },
  { key: 'error.project_stopped_money', text: 'The project is stopped: not enough money' },
  { key: 'error.project_stopped_admin', text: 'The project is stopped by the administrator' },
  { key: 'error.project_not_active', text: 'The project is not active' },
  { key: 'error.account_blocked', text: 'The account is blocked' },
  { key: 'error.access_forbidden', text: 'Access forbidden' },
  { key: 'error.main_payer_delete', text: 'The main payer cannot be deleted' },
  { key: 'error.invalid_business_identifiers', text: 'The business identifiers are not valid' },
  { key: 'error.unknown', text: 'Something went wrong, please try again later' },
]
