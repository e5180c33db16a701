// Reads the contract: every `*.schema.json` under schemas/, in a stable order, with the names
// the generated code gives it (type name from the title, validator `validate<Title>`).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SCHEMAS_DIR, filesUnder } from './paths'

export type JsonObject = { [key: string]: unknown }

export interface SchemaFile {
  /** path under schemas/, posix separators: `entities/volume.schema.json` */
  path: string
  /** the schema's `$id` */
  id: string
  /** TypeScript type name: the title when it is a PascalCase identifier, else made one */
  typeName: string
  /** `validate<typeName>` */
  validatorName: string
  schema: JsonObject
}

const SCHEMA_SUFFIX = '.schema.json'

/** `DbaasCluster` stays; `dbaas_cluster`, `entity config` and `list-response` become PascalCase. */
export function toTypeName(text: string): string {
  if (/^[A-Z][A-Za-z0-9]*$/.test(text)) return text
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`cannot make a type name of "${text}"`)
  return name
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readSchemaFile(dir: string, path: string): SchemaFile {
  const schema: unknown = JSON.parse(readFileSync(join(dir, path), 'utf8'))
  if (!isJsonObject(schema)) throw new Error(`schemas/${path}: a schema must be a JSON object`)
  const id = schema['$id']
  if (typeof id !== 'string') throw new Error(`schemas/${path}: missing $id`)
  const title = schema['title']
  const stem = path.slice(path.lastIndexOf('/') + 1, -SCHEMA_SUFFIX.length)
  const typeName = toTypeName(typeof title === 'string' ? title : stem)
  return { path, id, typeName, validatorName: `validate${typeName}`, schema }
}

function assertUnique(files: readonly SchemaFile[], key: 'id' | 'typeName'): void {
  const seen = new Map<string, string>()
  for (const file of files) {
    const other = seen.get(file[key])
    if (other !== undefined) throw new Error(`schemas/${file.path} and schemas/${other} share the ${key} ${file[key]}`)
    seen.set(file[key], file.path)
  }
}

/** All schemas under `dir` (schemas/ by default), sorted by path. */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  const paths = filesUnder(dir).filter((path) => path.endsWith('.json'))
  const misnamed = paths.filter((path) => !path.endsWith(SCHEMA_SUFFIX))
  if (misnamed.length > 0) throw new Error(`schema files must end in ${SCHEMA_SUFFIX}: ${misnamed.join(', ')}`)
  const files = paths.map((path) => readSchemaFile(dir, path))
  assertUnique(files, 'id')
  assertUnique(files, 'typeName')
  return files
}
