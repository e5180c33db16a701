// The shape of an entity config and of the evaluation the engine makes of it.
// Configs are data: every condition is a Predicate the engine interprets, so the engine
// knows which inputs a rule reads (matrices enumerate exactly those) and a config can be
// checked against schemas/config/entity-config.schema.json.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * A path into the evaluation context, dot-separated:
 * `item.status`, `related.server.rescue_mode`, `project.stopping_reason`, `account.verified`,
 * `project.limits.<limit name>` (the limit entry of that name).
 */
export type InputPath = string

// ---------------------------------------------------------------------------------------------
// Typing a config against its kind's generated entity type (generated/types). Every config type below takes the
// entity type `E` (`EntityConfig<Volume>`): its `item.*` paths, list fields and status values are checked by the
// compiler. The default, `AnyEntity`, is the engine's own view: any path, any status.

declare const anyEntity: unique symbol
/** The entity type of a config that is not typed against a generated one (the engine's view): nothing checked. */
export interface AnyEntity {
  readonly [anyEntity]: true
}

/** The declared fields of an entity type, without the `[k: string]: unknown` the schemas' open objects add. */
type DeclaredFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K extends string ? K : never]-?: T[K] }
type Depth = [never, 0, 1, 2, 3, 4, 5]

/**
 * The dot paths into an entity type, as a config writes them after `item.` (status, attached_to_server.id), down
 * to `D` levels. Arrays are leaves (count reads them whole); an object with no declared field (a free map) takes
 * any key below it.
 */
export type FieldPath<T, D extends number = 5> = [D] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in keyof DeclaredFields<T> & string]: K | SubPath<NonNullable<DeclaredFields<T>[K]>, K, Depth[D]> }[keyof DeclaredFields<T> & string]
      : never
type SubPath<V, K extends string, D extends number> = V extends readonly unknown[]
  ? never
  : V extends object
    ? [keyof DeclaredFields<V>] extends [never]
      ? `${K}.${string}`
      : `${K}.${FieldPath<V, D>}`
    : never

/** A path into the context beside the item: related entities, the project, the account, the form, an answer. */
export type ContextPath = `related.${string}` | `project.${string}` | `account.${string}` | `payload.${string}` | `answer.${string}`

/**
 * A path a config of entity type `E` may read: an `item.*` path of `E`, or a context path. `never` reads no item
 * path: a rule written once for several kinds (`Condition<never>` fits every config).
 */
export type PathOf<E> = [E] extends [never] ? ContextPath : [E] extends [AnyEntity] ? InputPath : `item.${FieldPath<E>}` | ContextPath

/** A field of the item (list columns, detail fields): `FieldPath` of `E`. */
export type ItemField<E> = [E] extends [never] ? never : [E] extends [AnyEntity] ? string : FieldPath<E>

/** A top-level field of the item (name_field). */
export type TopField<E> = [E] extends [never] ? never : [E] extends [AnyEntity] ? string : keyof DeclaredFields<E> & string

/** The status values of `E` (the schema's status enum); any StatusValue for the engine's view. */
export type StatusOf<E> = [E] extends [never] ? never : [E] extends [AnyEntity] ? StatusValue : E extends { status?: infer S } ? Exclude<S, null | undefined> & StatusValue : never

/** The value a path may be compared with: a status of `E` at `item.status`, any Json elsewhere. */
export type ValueAt<E, P> = P extends 'item.status' ? StatusOf<E> : Json

/**
 * Values set at paths, keys checked as paths of `E` (what `dimensionOf` takes, what defineEntity checks a baseline
 * against). The config itself holds them as `Record<InputPath, Json>`: an optional key of a mapped type is not
 * assignable to that record, and a typed config must stay an EntityConfig.
 */
export type PathValues<E> = [E] extends [AnyEntity] ? Record<InputPath, Json> : { [P in PathOf<E>]?: Json }

export type StatusSetName = 'processing' | 'usable' | 'error' | (string & {})

export type Comparison = '>' | '>=' | '<' | '<='

/** A condition over the evaluation context. Missing values never match (nothing blocks). */
export type Predicate<E = AnyEntity> =
  | { path: PathOf<E>; eq: Json }
  | { path: PathOf<E>; in: readonly Json[] }
  /** the value at path (a status name or number) is in a status set of `of` (default: the kind being evaluated) */
  | { path: PathOf<E>; inSet: StatusSetName; of?: string }
  /** present and not null (exists: true) or absent/null (exists: false) */
  | { path: PathOf<E>; exists: boolean }
  /** numeric comparison with a number or with the value at another path */
  | { path: PathOf<E>; cmp: Comparison; to: number | { path: PathOf<E> } }
  /** length of the array at path (missing counts 0) compared with a number */
  | { path: PathOf<E>; count: Comparison; to: number }
  /** used + amount > max for the project limit of that name; no limit entry never matches */
  | { limitExceeded: string; amount: number }
  /** a named computed fact of the config (see EntityConfig.facts) */
  | { fact: string }
  | { all: readonly Predicate<E>[] }
  | { any: readonly Predicate<E>[] }
  | { not: Predicate<E> }

/** A rule that hides or blocks an action. `reason` is an i18n key; `spec` cites the sentence. */
export interface Condition<E = AnyEntity> {
  when: Predicate<E>
  reason: string
  spec: string
}

export interface RouteRef {
  /** route name as the spec writes it (e.g. volume_details) */
  name: string
  /** path template with `$param` segments, relative to the app root (e.g. /lk/project/volumes/$id/details) */
  path: string
  /**
   * The query params the page takes besides its path params (000 §2: new_dbaas_cluster takes backup,
   * payers/sample-contract payer_type, cart hash). Entrance and redirect params that are not path params must be
   * declared here; they go to the query string (engine/routes.ts hrefFor).
   */
  query?: readonly string[]
}

/** Where an action sends the user instead of running (001 §2 redirect rules). */
export interface Redirect<E = AnyEntity> {
  when: Predicate<E>
  /** the redirect's own name in the spec (detach_bootable, delete_with_snapshot, ...) */
  name: string
  route: string
  /**
   * route params taken from the context: { id: 'item.attached_to_server.id' }; as for an entrance, a param the
   * route path does not name goes to the query string (hrefFor), and a missing or null value is dropped
   */
  params?: Record<string, PathOf<E>>
  /**
   * an i18n key the page it lands on says, so the user learns why they are there instead of a silent jump (a boot
   * disk's detach lands on its server's volumes: the system disk goes only with the server's deletion, 000 §4)
   */
  notice?: string
  spec: string
}

export interface MoneyRequirement<E = AnyEntity> {
  /**
   * balance: the cost must fit the balance (plus credit) and the balance must reach `minimum_balance`;
   * service_start: the balance must cover 24 hours of current plus new hourly cost (000 §5).
   */
  rule: 'balance' | 'service_start'
  /** minimum balance for the action, in roubles (e.g. 300 for the first S3 user) */
  minimum_balance?: number
  /** the minimum applies only when this holds (e.g. the project has no S3 users yet) */
  minimum_balance_when?: Predicate<E>
}

export interface LimitRequest {
  /** limit name of the project (servers, volumes, disk-space, ...) */
  name: string
  /**
   * A fixed amount, or a payload field (with the order minimum when the field is absent or smaller). `times` makes
   * the amount a product of two payload fields, the second taken as `default` when absent (001 §5: "DB storage 20
   * (size times nodes, default 2)" is `{ field: 'storage_size', times: { field: 'nodes_count', default: 2 },
   * minimum: 20 }`); the minimum applies to the product. A field holding an array counts its items, or sums their
   * `of` values, over the items matching `where` (000 §5: a server order's network volumes: `{ field: 'volumes',
   * of: 'size', where: { storage_type: 'volume' }, minimum: 10 }`).
   */
  /** `per`: the field's value divided by it, rounded up, in the limit's unit (001 §9 s3-max-space counts megabytes of the bytes sent) */
  amount: number | { field: string; minimum?: number; times?: { field: string; default: number }; of?: string; where?: Record<string, Json>; per?: number }
}

export interface ActionConfig<E = AnyEntity> {
  /** item actions act on one entity; collection actions (create, generate) get item {} and the owner in related */
  scope: 'item' | 'collection'
  spec: string
  /** false: not offered in the kind's generic action menu (offered by its own page or another kind's) */
  menu?: boolean
  /** false for actions that change nothing (show, download, view); default true */
  mutating?: boolean
  /** a paid action (create, start, resize, attach...): blocked while the project is stopped for money */
  paid?: boolean
  /** creates a resource: blocked while the account is unverified or unidentified (000 §4 Project) */
  creates_resource?: boolean
  /** still allowed while the project is stopped by admin, abuse or manual alarm */
  allowed_when_project_blocked?: boolean
  /** not available in a support (admin-key) session */
  blocked_in_support_session?: boolean
  /** long operation: the item shows AWAITING while it runs and gets its status back on failure */
  awaiting_status?: boolean
  /** delete: the item is marked DELETING while it runs */
  marks_deleting?: boolean
  hide?: readonly Condition<E>[]
  block?: readonly Condition<E>[]
  redirects?: readonly Redirect<E>[]
  /**
   * An entrance action navigates to this route instead of calling the API (001 §4 Action flow). `params` maps each
   * route param to the context path it is read from. A param the route path names (`$id`) fills that segment; any
   * other param goes to the query string, which the route declares in RouteRef.query: restore of a backup is
   * `{ route: 'new_dbaas_cluster', params: { backup: 'item.id' } }` → /lk/dbaas/new_cluster?backup=<id> (000 §2).
   * A value that is missing or null is left out. engine/routes.ts hrefFor(path, params) builds the href.
   */
  entrance?: { route: string; params?: Record<string, PathOf<E>> }
  /** named preparation steps run before verification, each declared in EntityConfig.preparations (load_buckets, ...) */
  prepare?: readonly string[]
  /**
   * What depends on the item and would break (beyond the spec, issue 11 item 6): one-to-many relations of the config
   * whose items the dialog lists before the action runs (a router's addresses, a server's volumes and snapshots).
   * Each relation is found from the other side, as a related tab is: the other kind's many-to-one relation back
   * (its `reverse` this name), whose reference or id field filters the other kind's list.
   */
  dependents?: readonly string[]
  verify?: { money?: MoneyRequirement<E>; limits?: readonly LimitRequest[] }
  /**
   * The API call the action makes (001 §7). Placeholders in the path are filled by engine/evaluate.ts callPath:
   * `{id}` is item.id, `{project_id}` project.id, `{item.<path>}` and `{related.<path>}` any field of the context
   * (`{item.keypair_id}`, `{related.balancer.id}` for a collection action on its owner), `{payload.<field>}` a value
   * of the submitted form (`{payload.address_id}`, the address chosen in the dialog). A value that is missing throws.
   */
  call?: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }
  after?: {
    refetch?: 'list' | 'details' | 'both' | 'none'
    recalculate_balance?: boolean
    /**
     * per-user preferences (000 §3: server-side storage) the flow saves after success, name → value:
     * cart clear sets { hide_dashboard_cart_banner: true } (000 §4 Cart)
     */
    preferences?: Record<string, Json>
    /** route to go to after success (restore → servers_all) */
    navigate?: string
    /**
     * Action opened after success: an action of the same kind (generate → download_keypair, credentials_reset →
     * credentials_show), or `<kind>.<action>` of another kind (email_change → ticket.create: the action opens ticket
     * creation). engine/evaluate.ts thenTarget resolves it; the flow's output names the resolved kind and action.
     */
    then?: string
  }
  /** the form of the action's dialog; an action without one asks for confirmation only */
  dialog?: DialogConfig<E>
  /** title of the request schema (schemas/requests) that validates the payload, e.g. VolumeCreateRequest */
  request?: string
  /** what happens when the call fails beyond the dialog error (extend → order flow) */
  on_failure?: 'order_flow'
  /**
   * The order flow a failure opens (000 §4 Volume: a failed extend keeps the requested size and opens the order):
   * the collection action that orders anew, and which of its form fields take which value of the kept payload
   * (`{ size: 'new_size' }`: the new volume's size is the size the extend asked for).
   */
  order_flow?: { action: string; values: Record<string, string> }
  /** values the call always sends besides the dialog's fields (001 §7: volume create's autorename true) */
  payload?: Record<string, Json>
  /** values the call sends read from the context: a server's attach_floatingip sends `{ id: 'item.id' }` */
  payload_from?: Record<string, InputPath>
  /**
   * What the action orders, priced from the project's price list (000 §3 Project prices): each entry a price list
   * entry (group and name, the name may be read from the context) and how many of it. The context has the
   * submitted `payload` besides item, related and project. The dialog shows the price (DialogConfig.price) and the
   * money check compares it with the balance.
   */
  price?: readonly PriceEntry<E>[]
  /**
   * What the ordered resource costs per unit it consumes, when it is billed by consumption instead of by what the
   * order holds (000 §4 Cart: s3_storage and backup are consumption-billed): price list entries shown as rates (per
   * unit, per hour and per month) on its order page and in the cart; never added to the price or the money check.
   */
  rates?: readonly RateEntry[]
  /**
   * false: the console does not offer this action yet (its dialog, page or the API's call is not built); the config
   * keeps its rules. Otherwise an action is offered when it has a call, an entrance or a download, or is opened by
   * another action's `after.then`.
   */
  offered?: false
  /**
   * This collection action is what "write to support" opens (000 §2: alerts can offer a write-to-support link opening
   * ticket creation; 001 §8: limit_reached opens the ticket-create dialog prefilled): which of its dialog's fields take
   * the subject and the text the link fills in. One action of all configs has it.
   */
  write_to_support?: { subject: string; text: string }
  /**
   * The action opens another action's dialog filled in, instead of a form of its own (000 §4 Profile actions:
   * email_change opens a support ticket): `action` is `<kind>.<action>` (as after.then), `values` the target dialog's
   * fields it fills, each a literal, or a text (an i18n key, its params read from the context: `{ email: 'item.email' }`).
   */
  opens?: { action: string; values: Record<string, string | number | boolean | null | OpensText> }
  /** a file the browser saves (001 §7 download calls; a keypair's public key) instead of, or after, a call */
  download?: DownloadConfig<E>
  /** a dialog that only shows values (a new API token once, with copy) */
  view?: ViewConfig<E>
  /** the state from which the condition matrix varies one input at a time; the action must be enabled there */
  baseline?: Record<InputPath, Json>
}

/** A text an `opens` value fills in: the i18n key and its params, each read from the context at a path. */
export interface OpensText {
  text: string
  params?: Record<string, InputPath>
}

/**
 * A number worked out from the context: a literal, the number at a path, a sum, a difference (first minus the rest)
 * or the smallest of several. A value that is not a number makes the whole amount NaN (the price: "calculating").
 */
export type Amount<E = AnyEntity> =
  | number
  | { path: PathOf<E> }
  | { sum: readonly Amount<E>[] }
  | { minus: readonly Amount<E>[] }
  | { min: readonly Amount<E>[] }
  /** the items of the array at `total` matching `where`: how many, or the sum of their `of` (disk sizes of an order) */
  | { total: PathOf<E>; of?: string; where?: Record<string, Json> }

/** A rate of a consumption-billed resource (ActionConfig.rates): the price list entry and the i18n key of its unit. */
export interface RateEntry {
  group: string
  name: string
  /** what one of it is, an i18n key ("GB") */
  unit: string
}

/** One entry of an order: the price list entry (group, name) and how many of it; `when` makes it optional. */
export interface PriceEntry<E = AnyEntity> {
  group: string
  /**
   * the entry's name, the context path holding it (a server's flavor: related.server.flavor.name), or the `field` of
   * the item of the list at `find` whose fields equal the values at `where`'s paths (a resize's new flavor among
   * project.flavors, by payload.vcpus and payload.ram)
   */
  name: string | { path: PathOf<E> } | { find: PathOf<E>; where: Record<string, PathOf<E>>; field: string }
  amount: Amount<E>
  when?: Predicate<E>
  /** subtracted: what the order no longer pays (a resize's current flavor); the total does not go below 0 */
  credit?: boolean
}

/** A file the browser saves: its name (placeholders as a call path's) and its content from the context. */
export interface DownloadConfig<E = AnyEntity> {
  /** `{item.name}.pub`; `{answer.x}` reads the answer of the action that opened this one */
  file: string
  /**
   * text: one file of the value at `content`; zip: an archive of the files named by `entries`; api: the bytes the API
   * answers at `path` (a PDF the provider makes), asked for with the session's token
   */
  format: 'text' | 'zip' | 'api'
  content?: PathOf<E>
  /** api: the GET call whose answer is the file, placeholders as a call path's (`/payments/{id}/pdf`) */
  path?: string
  entries?: Record<string, PathOf<E>>
  media_type?: string
}

/** A dialog that shows values once (a token): each a context path, its label key, and whether it can be copied. */
export interface ViewConfig<E = AnyEntity> {
  fields: readonly { path: PathOf<E>; label: string; copy?: boolean; secret?: boolean }[]
  /** a note above the values (shown only once: save it now) */
  note?: string
}

/** One field of an action dialog. Labels and hints are i18n keys. */
export interface FieldConfig<E = AnyEntity> {
  /**
   * payload field name, as the API call takes it; `group/field` is sent as `field` inside the payload's object
   * `group` (a balancer create's healthmonitor/timeout), and an API error at `group.field` lands on it
   */
  name: string
  /**
   * password: a new one, checked by the 000 §5 rules; current_password: the one the user has, checked by the API only;
   * qr_code and copy_text only show their value (a default, often `{ path: 'answer.x' }`) and are never sent
   */
  kind: 'name' | 'text' | 'textarea' | 'number' | 'size' | 'select' | 'entity_picker' | 'checkbox' | 'confirm_name' | 'password' | 'current_password' | 'qr_code' | 'copy_text' | 'widget' | 'files'
  /**
   * files: what may be attached, checked when a file is chosen (the API checks again): the extensions accepted, the
   * largest file in bytes, how many files at most, and which extensions are previewed as images. The value is
   * `[{ name, data }]`, data base64.
   */
  accept?: { extensions: readonly string[]; max_bytes: number; max_files: number; image_extensions?: readonly string[] }
  /** kind widget: the input registered under this name (src/entities/order/widgets), named after what it draws */
  widget?: string
  /** what the widget takes besides min, max, step and picker (flavor_picker: the price list group it prices from) */
  widget_options?: Record<string, Json>
  /** the value is an object whose keys are sent as the payload's own (an image or a recipe: `{ recipe_id }`) */
  spread?: boolean
  /**
   * text and textarea: the value is a list; its entries, one a line or separated by commas, are sent as an array of
   * strings (a router's private networks)
   */
  list?: boolean
  /** the heading key of the section of an order page the field opens (the fields after it belong to it) */
  section?: string
  /** password: offer to generate one; alnum_edges keeps the first and last characters alphanumeric (000 §5) */
  generate?: 'default' | 'alnum_edges'
  /** required when this other field is empty (a password, unless SSH keys are chosen) */
  required_unless?: string
  /**
   * number and size: the API takes the typed value times this factor (001 §5: S3 sizes are megabytes times 1048576);
   * a default read from the context is divided by it and floored to 2 decimals
   */
  factor?: number
  /**
   * number: how many decimals a typed value may have (0 by default: a whole number). 001 §5: S3 sizes are megabytes
   * read back floored to 2 decimals, so a quota of 1.5 MB is typed as it is shown
   */
  decimals?: number
  /** an empty value is sent as null instead of being left out (001 §5: unlimited objects sent as null) */
  empty_as_null?: boolean
  label: string
  hint?: string
  required?: boolean
  min?: number
  max?: number
  step?: number
  /**
   * a literal, a context path read when the dialog opens (rename: item.name), or an amount worked out from the
   * context (extend: item.size plus one step, at most the maximum)
   */
  default?: FieldDefault<E>
  /** select: the options (value and i18n label) */
  options?: readonly { value: Json; label: string }[]
  /**
   * entity_picker, and a widget that lists a kind: which kind to list and the list filters (attach: servers of the
   * project); `each` offers the entries of an array field of every item instead of the items (a server's
   * internal_addresses: value address_id, label address, after the item's name)
   */
  picker?: { kind: string; filter?: Record<string, Json>; each?: { list: string; value: string; label: string } }
  /**
   * select: the options are the entries an API call answers, not fixed in the config (001 §7 GET
   * /projects/{id}/dbaas/datastores): `path` (placeholder {project_id}), the answer's list at `list` (default
   * `result`); with `within`, the list at `within.list` of the entry whose `within.value` field equals the form's
   * `within.field` (the chosen datastore's flavors). `value` is an entry's field, or several making an object
   * ({ vcpus, ram }); `label` an i18n key given the entry's fields as params. Until a value is chosen the first
   * option is.
   */
  options_from?: {
    path: string
    list?: string
    within?: { field: string; value: string; list: string }
    value: string | readonly string[]
    label: string
  }
  /**
   * a rule the value must satisfy, with its message key: against the context (extend: bigger than item.size), or
   * against another field of the form (a health monitor's timeout below its delay)
   */
  must?: { cmp: Comparison; to: number | { path: PathOf<E> } | { field: string }; message: string }
  /** a regular expression a text value must match, with its message key (expected codes: a number or a comma list) */
  pattern?: { regex: string; message: string }
  /**
   * The field is shown, checked and sent only while another field's value (`field`), or a value of the context
   * (`path`: item.type on an edit), is one of `in`: a DNS record's fields by its type. Fields of one `name` may
   * stand for one payload value under exclusive conditions (a record's value: an IPv6 address, a host, a text).
   */
  shown_when?: { field?: string; path?: PathOf<E>; in: readonly Json[] }
  /** a text rule of 000 §5 the value must pass (ipv4, ipv6, a host or domain name, an IP list, a TXT or CAA value) */
  format?: TextFormat
  /** the value must be the domain at this context path or a subdomain of it (001 §5: a record's name) */
  subdomain_of?: PathOf<E>
  /** the most characters the value takes */
  max_length?: number
}

/**
 * The text rules a field may name (000 §5 form rules); an ip_list is sent as an array of its comma-separated IPs. The
 * business identifiers (000 §5: "ogrn, inn (person and legal), bik 9 digits"): inn_legal 10 digits and inn_person 12
 * with their check digits, ogrn 13 and ogrnip 15 digits with theirs, bik 9 digits, kpp 9 signs; phone a number
 * (000 §5: 'It is not a valid phone number.', not checked when only + or empty).
 */
export type TextFormat = 'ipv4' | 'ipv6' | 'host' | 'domain' | 'ip_list' | 'printable_ascii' | 'caa_value' | 'email' | 'inn_legal' | 'inn_person' | 'ogrn' | 'ogrnip' | 'bik' | 'kpp' | 'phone'

/**
 * A field's default. Typed against an entity, a literal object may not have the keys `path` or `amount`, so that a
 * `{ path }` default is checked as a path and not taken for a Json object.
 */
export type FieldDefault<E = AnyEntity> = [E] extends [AnyEntity]
  ? Json | { path: InputPath } | { amount: Amount }
  : Exclude<Json, { [key: string]: Json }> | ({ [key: string]: Json } & { path?: never; amount?: never }) | { path: PathOf<E> } | { amount: Amount<E> }

export interface DialogConfig<E = AnyEntity> {
  fields: readonly FieldConfig<E>[]
  /** show the price per hour and month of what the payload orders before submitting */
  price?: boolean
  /** the price's heading key, when it is not the whole order's price (an extension: what the growth costs) */
  price_label?: string
  /** the dialog's submit label key, when not the action's own name */
  submit_label?: string
  /**
   * Fields the API describes, after `fields` (a DBaaS cluster's configuration: whatever its datastore's form lists).
   * `form` is a call path answering `{ fields: [{ name, type: integer | string | boolean | select, min, max, options,
   * default, unit, description }] }` (engine/formFields.ts turns each into a FieldConfig); `values`, a call path
   * answering the current value of each by name, gives their defaults. Placeholders as a call's (`{item.x}`).
   */
  fields_from?: { form: string; values?: string }
}

/** A column of the kind's list page. */
export interface ColumnConfig<E = AnyEntity> {
  /** dot path into the item (name, status, attached_to_server.id) */
  field: ItemField<E>
  label: string
  /** size_kb: a size counted in KB (a cluster's storage_used_KB), shown in the unit that fits */
  format?: 'name' | 'status' | 'size_gb' | 'size_kb' | 'date' | 'money' | 'text' | 'boolean' | 'link'
  /** a value no format describes (a list of addresses, a flavor): drawn by the widget registered under this name */
  widget?: string
  sortable?: boolean
}

/**
 * A tab of the kind's details page; each has its own route so it can be linked. It shows the item's `fields` (a
 * field list, as columns are declared), the items of a one-to-many relation (`related`, a relation name), or a
 * widget registered by name.
 */
export interface TabConfig<E = AnyEntity> {
  name: string
  label: string
  route: string
  fields?: readonly ColumnConfig<E>[]
  related?: string
  /** collection actions of the related kind offered above its list, with this item as their owner (a rule's create) */
  related_actions?: readonly string[]
  widget?: string
}

/** Where the API serves a kind's items (001 §7): a list call and the detail call of its items. */
export interface SourceConfig {
  /** list call template (`/projects/{project_id}/volumes`); params project_id, order, filters, limit/offset */
  list: string
  /** detail call template of one item (`/volumes/{id}/detail`); a kind without one has no details page */
  detail?: string
  /** the config route that shows one item of this source (default: page) */
  route?: string
  /** what the endpoint holds besides its params say (`{ storage_type: 'local' }`): a new item joins only its lists */
  scope?: Record<string, Json>
}

/** A page drawn by a widget (`pages.widgets`): which widget, and the websocket it talks to, if any. */
export interface PageWidgetConfig {
  widget: string
  /** a websocket of the API for the item, as a call path template (`/servers/{id}/console`) */
  socket?: string
  /** a document of the API for the item (a PDF), as a call path template (`/payers/{id}/contract`) */
  document?: string
  /**
   * an item field holding a list (the fields still empty); while it has entries the page names them and asks to
   * confirm before it opens the document (000 §4 Payer: download_contract asks confirmation when fields are empty)
   */
  confirm_when?: string
}

/** How the console shows a kind: its pages, its place in the left menu and its dashboard cards. */
export interface PagesConfig {
  /** config route keys the details page shows ('page', its tab routes, 'local_disk_page') */
  details?: readonly string[]
  /**
   * false: the kind has no list page of its own; its list route is another page where its items are shown (000 §2
   * vrouters: "back goes to dashboard", whose card lists them: `dashboard: [{ list: true }]`)
   */
  list?: false
  /**
   * config route keys whose path only redirects, each to another route key of the config: the list ('servers':
   * /lk/project/servers), the page, or a tab's route (a server's staticip shows its network tab)
   */
  redirects?: Record<string, string>
  /**
   * order pages: config route key → the collection action whose form the page shows in full (servers/new: create).
   * The page is the action's dialog drawn as a page with its own URL; it runs the same flow.
   */
  orders?: Record<string, string>
  /**
   * route keys of `orders` (without params) that the collection action's button opens instead of its dialog
   * (000 §2 loadbalancers/new, domains/new reached from their list); the others keep the dialog, their page by URL
   */
  order_links?: readonly string[]
  /**
   * config route keys of one item drawn as a whole page by a widget registered by name, beside the details page
   * (000 §2 servers/{id}/console: a terminal)
   */
  widgets?: Record<string, PageWidgetConfig>
  /**
   * the left menu: the group's i18n name (console.menu.group.<group>), the place in it and the entry's icon (a
   * name registered in src/shell/menuIcons.ts; a generic one without it)
   */
  menu?: { group: string; order: number; icon?: string }
  /**
   * dashboard cards counting the items of a source (index into `sources`, default 0); `list`: the card lists the
   * items too, each a link to its page, with the kind's collection actions (a kind whose only list is the dashboard:
   * 000 §2 vrouters, "back goes to dashboard")
   */
  dashboard?: readonly { label: string; source?: number; list?: boolean }[]
  /**
   * A step of the first hour (issue 10: after sign-up the dashboard leads the way: top up, add an SSH key, order a
   * server): its place among the steps, its text, the route (a key of `routes`) that does it, and when it is done:
   * the source (index into `sources`, default 0) holds at least one item matching `filter` (a paid payment:
   * `{ status: 4 }`). The dashboard counts it like a card, so it shows done live, as the websocket patches the list.
   */
  first_step?: { order: number; label: string; route: string; source?: number; filter?: Record<string, Json> }
  /**
   * the section page whose children are the list pages of several kinds, drawn as tabs (000 §2 project/backups:
   * children servers, clusters, databases): the section's route name and this kind's place among its siblings
   */
  section?: { route: string; order: number }
}

/**
 * An alert a list page shows over its table while `when` holds over the project and the account (000 §4 Project:
 * the backup service's states): its level and the i18n key of its text.
 */
export interface NoticeConfig<E = AnyEntity> {
  when: Predicate<E>
  level: 'info' | 'warning' | 'error'
  text: string
  spec: string
}

/** A computed fact for rules that need arithmetic; `reads` lists every path compute looks at. */
export interface Fact<E = AnyEntity> {
  reads: readonly PathOf<E>[]
  compute: (context: EvalContext) => boolean
  spec: string
}

/** One declared input of a kind: the values worth enumerating in a condition matrix. */
/** Names a type parameter the structure does not hold, so that helpers can infer it (always `unknown`). */
type Phantom<E> = [E] extends [unknown] ? unknown : never

/** `E` is the entity type the dimension's paths are of (dimension and dimensionOf check them; see PathValues). */
export interface InputDimension<E = AnyEntity> {
  /** what the dimension is called in a matrix row */
  name: string
  /** each value sets one or more paths; the first value is the default (the usual state) */
  values: readonly InputValue[] & Phantom<E>
}

export interface InputValue {
  label: string
  set: Record<InputPath, Json>
}

export type Relation = {
  kind: string
  cardinality: 'many-to-one' | 'one-to-many'
  /** name of the relation seen from the other side (snapshot → server: snapshots) */
  reverse?: string
  /**
   * A many-to-one relation holds only for the items whose fields have these values (dot paths of the item): a
   * reference that names its kind, as a floating IP's attached_to { entity, id } is a router only when
   * `{ 'attached_to.entity': 'vrouter' }`. The other side's list of them filters on these fields too.
   */
  when?: Record<string, Json>
  /**
   * A relation by value: the field of the related item that this item's reference or id field holds, when it is not
   * the id (a DNS A record's `ipv4` names a floating IP by its `address`). Such a relation only lists: the other
   * side's dependents and related tabs filter on it; the item it names is never loaded by id.
   */
  key?: string
} & ({ reference: string; data?: never; id?: never } | { data: string; reference?: never; id?: never } | { id: string; reference?: never; data?: never })

/**
 * A status as the API sends it: most kinds send names (ACTIVE), some send numbers (000 §4: payments 1..9,
 * acceptance certificates 0..340, tickets). A numeric status stays a number in the sets: 4 and '4' differ.
 */
export type StatusValue = string | number

export interface StatusSets<S extends StatusValue = StatusValue> {
  values: readonly S[]
  sets: { processing: readonly S[]; usable: readonly S[]; error: readonly S[]; [name: string]: readonly S[] }
}

/**
 * A kind's config. `E` is the kind's generated entity type (`EntityConfig<Volume>`, written by
 * `defineEntity<Volume>()({...})`): status values, `item.*` paths and list fields are checked against it.
 */
export interface EntityConfig<E = AnyEntity> {
  kind: string
  spec: string
  /** account-level kinds (payments, tickets, profile) are not touched by project stopping rules */
  scope: 'project' | 'account'
  service: string
  parent: { kind: string; via?: string } | null
  /** field that names an item (s3_user: canonical_name, floatingip: address) */
  name_field: TopField<E>
  /** name of the entity in websocket events */
  ws_entity: string
  icon: string
  routes: { page?: RouteRef; list?: RouteRef; [name: string]: RouteRef | undefined }
  statuses?: StatusSets<StatusOf<E>>
  facts?: Record<string, Fact<E>>
  inputs: readonly InputDimension<E>[]
  actions: Record<string, ActionConfig<E>>
  /** project limits that apply to this kind */
  limits?: readonly string[]
  /** priced resources of the project price list this kind consumes */
  resources?: readonly string[]
  relations?: Record<string, Relation>
  list?: {
    order: string
    filters?: Record<string, Record<string, Json>>
    default_filter?: Record<string, Json>
    columns?: readonly ColumnConfig<E>[]
    /** rows per part of progressive loading (000 §2: 20 by default, configurable per table) */
    page_size?: number
    notices?: readonly NoticeConfig<E>[]
    /**
     * The one owner of the whole collection, read from a call of its own (000 §3 Affiliate for the referrals): the
     * page shows its `fields` above the table and judges the collection actions with it in related, by `name`.
     */
    owner?: { name: string; source: string; fields?: readonly ColumnConfig[] }
    /**
     * The project's first item of this kind, by `order` (the API's list order), under related.<name> for the
     * collection actions (000 §3 Virtual router: "an active router exists if the first in the project is ACTIVE").
     */
    first_item?: { name: string; order: string }
  }
  detail?: { tabs: readonly TabConfig<E>[] }
  /**
   * Counts of another kind's items a rule or redirect reads as `related.<name>.count`, asked for when the action
   * runs (000 §4: attaching a floating IP with none free redirects to the list: `free_floatingips`). With `items`
   * the first page of the items comes too, as `related.<name>.items` (001 §4: a rule's create needs a server with an
   * internal address).
   */
  counts?: Record<string, { kind: string; filter?: Record<string, Json>; items?: boolean }>
  /** where the API serves the items, the first the main one; a kind without sources has no pages */
  sources?: readonly SourceConfig[]
  /**
   * Named preparation steps (ActionConfig.prepare) that load something before the action runs: a call of the path
   * (placeholders as a call's; GET unless `method` says POST), its answer kept for the flow under the step's name,
   * a failed call stopping the action (001 §4 Virtual router: stop and delete first load the external gateway
   * address; 001 §4 S3 user: delete first loads the user's buckets).
   */
  preparations?: Record<string, PreparationConfig>
  pages?: PagesConfig
  /** a basket of products, each ordered through another kind's order form (000 §4 Cart); drawn by a page widget */
  basket?: BasketConfig
}

/**
 * A basket (000 §3 Cart / cart_product, 000 §4 Cart): the item's products, each `{ id, kind, num, label, options,
 * status, error }`, whose options are what another kind's collection action sends. Its page draws each product's
 * options with that action's dialog fields, prices them, and orders them all with that action's flow.
 */
export interface BasketConfig {
  /** the item's field holding the products */
  products: string
  /** the kind of the products: their statuses (submitting, ok, failed) and texts (`<it>.kind.<product kind>`) */
  product_kind: string
  /** product kind → the kind and its collection action whose form edits the options and whose flow orders them */
  orders: Record<string, { kind: string; action: string }>
  /** saves a product's options or order state (`{ options }`, `{ status, error }`); the product is `{related.product.*}` in the path */
  update: { method: 'PATCH' | 'PUT'; path: string }
  /** adds products from an encoded order (000 §2 order-from-site: the query `order`); the answer is the basket */
  import: { method: 'POST'; path: string }
  /** the basket's own actions in its config: ordering them all, removing one (payload product_id), clearing */
  actions: { order: string; remove: string; clear: string }
  /** the dashboard shows a banner of a basket with products unless this per-user preference (000 §3) is true */
  banner_hidden?: string
}

/** One named preparation step (EntityConfig.preparations). */
export interface PreparationConfig {
  path: string
  /** a check the API answers to a POST (001 §7 POST /servers/{id}/backup/ready-check); GET by default */
  method?: 'GET' | 'POST'
  /**
   * the answer refuses the action when its `field` equals `equals`: the action stops and its dialog shows `reason`
   * (an i18n key) on its general field (001 §4 Backup plan: the ready check's linux_headers false)
   */
  refuse?: { field: string; equals: Json; reason: string }
}

// ---------------------------------------------------------------------------------------------
// Evaluation (docs: docs/ARCHITECTURE.md "The engine's public contract")

export interface LimitEntry {
  name: string
  used: number
  max: number
}

export interface ProjectInput {
  /** the current project's id: `{project_id}` of a call path (engine/evaluate.ts) */
  id?: string
  status?: 'ACTIVE' | 'STOPPED' | 'DELETED'
  stopping_reason?: 'money' | 'admin' | 'abuse' | 'manual_alarm' | null
  limits?: LimitEntry[]
  params?: { max_addresses_per_server?: number; [key: string]: unknown }
  [key: string]: unknown
}

export interface AccountInput {
  verified?: boolean
  identified?: boolean
  is_support_session?: boolean
  [key: string]: unknown
}

export interface ActionInput {
  item: object
  related?: Record<string, object>
  project?: ProjectInput
  account?: AccountInput
}

export interface ActionVerdict {
  visible: boolean
  enabled: boolean
  /** i18n key of the rule that hid or blocked the action */
  reason?: string
}

/** What predicates and facts see: the input with the project limits indexed by name. */
export interface EvalContext {
  item: Record<string, unknown>
  /** the submitted form's API payload, for prices and defaults (absent while judging whether an action is offered) */
  payload?: Record<string, unknown>
  /** the answer of the action that opened this one (after.then): a generated keypair, a new token */
  answer?: Record<string, unknown>
  related: Record<string, Record<string, unknown>>
  project: ProjectInput
  account: AccountInput
  limits: Record<string, LimitEntry>
}
