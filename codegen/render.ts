// Everything `npm run codegen` writes to generated/, rendered in memory (pure apart from reading
// schemas/ and the entity configs), so tests can compare it with the files on disk. Same schemas, same bytes.
import { renderRoutes } from './render-routes'
import { renderTypes } from './render-types'
import { renderValidators } from './render-validators'
import { loadSchemaFiles } from './schema-files'

const README = `# generated/

Generated code: do not edit anything in this folder by hand.

It is produced by \`npm run codegen\` (codegen/generate.ts) from the JSON Schemas in \`schemas/\` and, for \`routes/\`, the
entity configs in \`entities/\`:

- \`types/\`: TypeScript types, one file per schema (json-schema-to-typescript), all re-exported by \`types/index.ts\`;
- \`validators/\`: precompiled ajv validators (standalone code, no schema compilation and no \`new Function\` at run time),
  one module per schema (\`<Title>.js\` exporting \`validate<Title>\`) sharing ajv's helpers in \`runtime.js\`, all
  re-exported by \`index.js\` and typed by \`validators/index.d.ts\`; \`requests.js\` loads a request schema's module by
  its title when it is first needed;
- \`routes/\`: every kind's routes and list filter names (engine/routes.ts EntityRouteData), which the router reads
  instead of the configs so that the sign-in page does not load the configs' rules.

Change a schema or a config's routes, then run \`npm run codegen\`. tests/contract/generated-fresh.test.ts fails when this folder is stale.
`

/** Relative path under generated/ (posix) → file content. */
export async function renderGenerated(schemasDir?: string): Promise<Map<string, string>> {
  const files = loadSchemaFiles(schemasDir)
  const out = new Map<string, string>([['README.md', README]])
  for (const [path, content] of await renderTypes(files)) out.set(path, content)
  for (const [path, content] of renderValidators(files)) out.set(path, content)
  for (const [path, content] of renderRoutes()) out.set(path, content)
  return out
}
