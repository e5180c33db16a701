// How codegen turns schemas into generated code: cross-file $refs become type imports (resolved
// against the loaded files, never fetched), names come from titles, and a broken contract fails loudly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { renderGenerated } from '../../codegen/render'
import { toTypeName } from '../../codegen/schema-files'

const HOST = 'https://console.local/schemas'
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function schemasDir(files: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'))
  dirs.push(dir)
  for (const [path, schema] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), JSON.stringify(schema))
  }
  return dir
}

const limit = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `${HOST}/common/limit.json`,
  title: 'Limit',
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' } },
}
const project = (ref: string) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `${HOST}/entities/project.json`,
  title: 'Project',
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, limits: { type: 'array', items: { $ref: ref } } },
})

describe('codegen', () => {
  it('imports the type of a schema referenced by $id instead of declaring it again', async () => {
    const out = await renderGenerated(schemasDir({ 'common/limit.schema.json': limit, 'entities/project.schema.json': project(`${HOST}/common/limit.json`) }))
    const projectTypes = out.get('types/project.ts') ?? ''
    expect(projectTypes).toMatch(/^import type \{ ?Limit ?\} from "\.\/common\/limit\.js";$/m)
    expect(projectTypes).toContain('limits?: Limit[];')
    expect(projectTypes).not.toContain('interface Limit')
    expect(out.get('types/common/limit.ts')).toContain('export interface Limit')
    expect(out.get('types/index.ts')).toContain('export type * from "./project.js";')
    expect(out.get('validators/index.d.ts')).toContain('export declare const validateProject: Validator<Project>;')
    // one module per schema, the index re-exporting each (the console loads one at a time)
    expect(out.get('validators/Limit.js')).toContain('export const validateLimit =')
    expect(out.get('validators/index.js')).toContain('export { validateLimit } from "./Limit.js";')
  })

  it('resolves a relative $ref against the $id of its schema', async () => {
    const out = await renderGenerated(schemasDir({ 'common/limit.schema.json': limit, 'entities/project.schema.json': project('../common/limit.json') }))
    expect(out.get('types/project.ts')).toMatch(/^import type \{ ?Limit ?\} from "\.\/common\/limit\.js";$/m)
  })

  it('links a $ref under a property whose name is also a keyword (default, examples)', async () => {
    const withDefault = { ...project(`${HOST}/common/limit.json`), properties: { id: { type: 'string' }, default: { $ref: `${HOST}/common/limit.json` } } }
    const out = await renderGenerated(schemasDir({ 'common/limit.schema.json': limit, 'entities/project.schema.json': withDefault }))
    expect(out.get('types/project.ts')).toContain('default?: Limit;')
  })

  it('fails on a $ref to an $id that no schema file has', async () => {
    await expect(renderGenerated(schemasDir({ 'entities/project.schema.json': project(`${HOST}/common/limit.json`) }))).rejects.toThrow(/matches no \$id/)
  })

  it('fails on a schema file not named *.schema.json', async () => {
    await expect(renderGenerated(schemasDir({ 'common/limit.json': limit }))).rejects.toThrow(/must end in \.schema\.json/)
  })

  it('fails on a schema that ajv strict mode rejects', async () => {
    const unknownKeyword = { ...limit, properties: { name: { type: 'string', maxLenght: 3 } } }
    await expect(renderGenerated(schemasDir({ 'common/limit.schema.json': unknownKeyword }))).rejects.toThrow(/strict mode/)
  })

  it('names types after titles, in PascalCase', () => {
    expect(toTypeName('DbaasCluster')).toBe('DbaasCluster')
    expect(toTypeName('dbaas_cluster')).toBe('DbaasCluster')
    expect(toTypeName('list-response')).toBe('ListResponse')
    expect(toTypeName('s3_user')).toBe('S3User')
  })
})
