// `npm run matrices`: writes the condition matrix of every registered kind under matrices/
// (Markdown for people, JSON for tools, README.md as the index). tests/matrices fails when they are stale. It also
// prints which verdicts the change altered against the last commit (matrix-verdicts.ts).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registry } from '../entities'
import { writeMatrices } from './matrix-files'
import { changeLines, committedFile, verdictChanges } from './matrix-verdicts'
import { MATRICES_DIR, renderMatrices } from './matrix-render'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dir = join(root, MATRICES_DIR)
const rendered = renderMatrices(registry)
const drift = writeMatrices(dir, rendered)
const changed = drift.stale.length + drift.missing.length + drift.extra.length
console.log(`matrices: ${rendered.size} files for ${registry.kinds().length} kinds in ${MATRICES_DIR}/`)
for (const name of drift.missing) console.log(`  added   ${name}`)
for (const name of drift.stale) console.log(`  updated ${name}`)
for (const name of drift.extra) console.log(`  removed ${name}`)
if (changed === 0) console.log('  (no change)')
const jsonFiles = [...new Set([...rendered.keys(), ...drift.extra])].filter((name) => name.endsWith('.json'))
const changes = jsonFiles.flatMap((name) => verdictChanges(name.replace(/\.json$/, ''), committedFile(root, `${MATRICES_DIR}/${name}`), rendered.get(name)))
for (const line of changeLines(changes)) console.log(line)
