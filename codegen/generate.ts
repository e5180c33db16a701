// `npm run codegen`: renders schemas/ into generated/ (types and precompiled validators) and writes
// only what changed. `npm run codegen -- --check` writes nothing and fails when generated/ is stale.
import { folderDrift, writeFolder } from './generated-folder'
import { GENERATED_DIR } from './paths'
import { renderGenerated } from './render'

const check = process.argv.includes('--check')
const rendered = await renderGenerated()
const drift = check ? folderDrift(GENERATED_DIR, rendered) : writeFolder(GENERATED_DIR, rendered)
const changes = [
  ...drift.missing.map((path) => `${check ? 'missing' : 'added  '} ${path}`),
  ...drift.stale.map((path) => `${check ? 'stale  ' : 'updated'} ${path}`),
  ...drift.extra.map((path) => `${check ? 'extra  ' : 'removed'} ${path}`),
]
console.log(`codegen: ${rendered.size} files in generated/`)
for (const line of changes) console.log(`  ${line}`)
if (changes.length === 0) console.log('  (no change)')
if (check && changes.length > 0) {
  console.error('generated/ is stale: run `npm run codegen`')
  process.exitCode = 1
}
