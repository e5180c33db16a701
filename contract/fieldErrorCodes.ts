// The codes an API error entry carries beside its path and message (`{ path, message, code, params }`), by which a
// console shows a field's error in the user's language (001 §5: errors land on their field; 000: Russian by
// default). The JSON Schema keywords of request validation, and the field refusals of the kinds' own rules. The
// API's `message` stays English; a code outside this list is shown by a generic sentence with that text as a detail.
export const FIELD_ERROR_CODES = [
  // JSON Schema keywords (params: limit, multipleOf, format, type, allowed)
  'required',
  'additionalProperties',
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  // a value the request schema refused for another reason
  'invalid',
  // the body is no JSON object at all
  'invalid_json',
  // a ticket's attachment (params: name, extensions / max_kb)
  'file_type_not_accepted',
  'file_too_large',
  // the phone's incoming-call code (000 §5; params: digits)
  'phone_code_wrong',
  'phone_code_spent',
  // a project's name is taken by another project of the account
  'project_name_in_use',
  // an S3 user's quotas (params: used)
  'quota_bucket_space_above_user',
  'quota_bucket_objects_above_user',
  'quota_below_usage',
  'canonical_name_taken',
] as const

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

/** The i18n key of a field error's code: validation.api.<code> (in the lazily loaded validation namespace). */
export const fieldErrorKey = (code: string): string => `validation.api.${code}`
