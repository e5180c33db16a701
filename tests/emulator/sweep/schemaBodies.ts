// Request bodies for the fuzz test, generated from the request schemas (schemas/requests) with fast-check: a
// valid-looking body per schema, then mutated (a field wrong, one extra, one missing), or no object at all.
import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { shapeOf } from './routeTable'

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  oneOf?: Schema[]
  anyOf?: Schema[]
  $ref?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  description?: string
}

const DIR = join(process.cwd(), 'schemas', 'requests')
const schemas: Schema[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Schema)

/** the calls a schema's description names: "POST /volumes/{id}/extend (...)", "POST /servers/{id}/start and /stop" */
function callsOf(schema: Schema): string[] {
  const head = /^((?:[A-Z]+(?: and [A-Z]+)?)) (\/[^\s:(]+)((?: and \/[^\s:(]+)*)/.exec(schema.description ?? '')
  if (!head) return []
  const methods = head[1]!.split(' and ')
  const first = head[2]!
  const paths = [first, ...[...(head[3] ?? '').matchAll(/and (\/[^\s:(]+)/g)].map((match) => (match[1]!.startsWith('/' + first.split('/')[1]) ? match[1]! : first.replace(/\/[^/]+$/, match[1]!)))]
  return methods.flatMap((method) => paths.map((path) => `${method} ${shapeOf(path)}`))
}

const byCall = new Map<string, Schema>()
for (const schema of schemas) for (const call of callsOf(schema)) byCall.set(call, schema)

/** strings that have broken parsers before: empty, blank, control and bidi characters, a lone surrogate, huge */
const NASTY = ['', ' ', '\u0000', 'a\u202Eb', '\uD800', 'x'.repeat(10_000), '../../etc/passwd', "'; DROP TABLE volumes; --", '<script>alert(1)</script>', '%s%n', '{{7*7}}', '١٢٣', '💥']
const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
)

function valueOf(schema: Schema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.oneOf ?? schema.anyOf
  if (options) return fc.oneof(...options.map((option) => valueOf(option, ids)))
  if (schema.$ref) return fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), fc.constantFrom(...NASTY))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return fc.oneof(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) }), ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid())
    case 'integer': {
      const min = Math.ceil(schema.minimum ?? Math.min(-1000, schema.maximum ?? 0))
      return fc.integer({ min, max: Math.floor(schema.maximum ?? Math.max(100_000, min)) })
    }
    case 'number': {
      const min = schema.minimum ?? Math.min(-1000, schema.maximum ?? 0)
      return fc.double({ min, max: schema.maximum ?? Math.max(100_000, min), noNaN: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, ids) : wild, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'object':
    case undefined:
      return objectOf(schema, ids)
    default:
      return wild
  }
}

function objectOf(schema: Schema, ids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(properties)) model[name] = valueOf(property, ids)
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) })
}

/** one change that makes a valid body invalid, or odd */
function mutated(body: fc.Arbitrary<Record<string, unknown>>, names: readonly string[]): fc.Arbitrary<unknown> {
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 8 })
  return fc.oneof(
    fc.tuple(body, name, wild).map(([value, key, replacement]) => ({ ...value, [key]: replacement })),
    fc.tuple(body, name).map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
    fc.tuple(body, fc.string({ maxLength: 12 }), wild).map(([value, key, extra]) => ({ ...value, [key]: extra })),
  )
}

/** a body for a route: from its schema when one names it, else from any schema; or not an object at all */
export function bodiesFor(method: string, path: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  const own = byCall.get(`${method} ${shapeOf(path)}`)
  const candidates = own ? [own] : schemas
  const valid = fc.oneof(...candidates.map((schema) => objectOf(schema, ids)))
  const names = [...new Set(candidates.flatMap((schema) => Object.keys(schema.properties ?? {})))]
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated(valid, names), weight: 4 }, { arbitrary: wild, weight: 1 })
}

/** bodies that are not JSON at all, sent raw */
export const RAW_BODIES = ['', '{', '{"a":', '[1,2', 'null', 'nul', '"text"', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '9'.repeat(400)]

/** how many routes have a schema of their own: the test checks the descriptions are still read */
export const schemaCallCount = (): number => byCall.size
