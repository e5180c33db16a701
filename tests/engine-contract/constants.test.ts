// Business constants live in contract/constants.ts (001 §9, with 000 §3 to §5 where they add to it); the configs import
// them. A limit or resource name typed again in a config can drift from the one the engine, the emulator and the
// other kinds use.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LIMIT_NAMES, ORDER_MINIMUMS, RESOURCES } from '../../contract/constants'
import { configPredicates, leavesOf } from '../../engine/matrix'
import { LIMIT_PATH_PREFIX } from '../../engine/evaluate'
import { entityConfigs } from '../../entities'

const limitNames: readonly string[] = Object.values(LIMIT_NAMES)
const resourceNames: readonly string[] = Object.values(RESOURCES)

/** Every limit name a config uses: its limits, its verify.limits, its limitExceeded rules, its project.limits.<name> inputs. */
function limitsUsed(): { where: string; name: string }[] {
  const used: { where: string; name: string }[] = []
  for (const config of entityConfigs) {
    for (const name of config.limits ?? []) used.push({ where: `${config.kind}.limits`, name })
    for (const [action, { verify }] of Object.entries(config.actions)) {
      for (const request of verify?.limits ?? []) used.push({ where: `${config.kind}.${action} verify.limits`, name: request.name })
    }
    for (const { where, predicate } of configPredicates(config)) {
      for (const leaf of leavesOf(predicate)) if ('limitExceeded' in leaf) used.push({ where: `${config.kind} ${where}`, name: leaf.limitExceeded })
    }
    for (const dimension of config.inputs) {
      for (const value of dimension.values) {
        for (const path of Object.keys(value.set)) {
          if (path.startsWith(LIMIT_PATH_PREFIX)) used.push({ where: `${config.kind} input ${dimension.name}`, name: path.slice(LIMIT_PATH_PREFIX.length).split('.')[0]! })
        }
      }
    }
  }
  return used
}

/** Literals of 001 §9 (and the 000 §4 codes moved with them) that name nothing else in a config. */
const CONSTANT_LITERALS = [
  'disk-space',
  's3-max-users',
  's3-bucket-count',
  's3-max-space',
  'dbaas-clusters',
  'dbaas-storage',
  'bandwidth_base',
  'ipv4',
  'ROUND_ROBIN',
  'LEAST_CONNECTIONS',
  'Backup Entire Machine',
  'FULL',
  'failed_to_install_agent',
  'failed_to_apply_plan',
  'missing_linux_headers',
  'pmruwire',
  'pmwire',
  'qr_sbp',
  's3_storage',
]

const entitiesDir = fileURLToPath(new URL('../../entities/', import.meta.url))

describe('contract/constants.ts holds the business constants the configs use', () => {
  it('every limit name a config uses is one of LIMIT_NAMES (000 §3, 001 §9 limit names)', () => {
    const used = limitsUsed()
    expect(used.length).toBeGreaterThan(20)
    const offenders = used.filter(({ name }) => !limitNames.includes(name)).map(({ where, name }) => `${where}: ${name}`)
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every order minimum is of a known limit', () => {
    expect(Object.keys(ORDER_MINIMUMS).filter((name) => !limitNames.includes(name))).toEqual([])
  })

  it('every resource a config consumes is one of RESOURCES (001 §9 priced resources, 001 §5 quota names) or a limit name', () => {
    const offenders = entityConfigs.flatMap((config) => (config.resources ?? []).filter((name) => !resourceNames.includes(name) && !limitNames.includes(name)).map((name) => `${config.kind}: ${name}`))
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('no config source repeats one of these literals: it imports the constant instead', () => {
    const offenders: string[] = []
    for (const file of readdirSync(entitiesDir).filter((name) => name.endsWith('.ts'))) {
      const lines = readFileSync(join(entitiesDir, file), 'utf8').split('\n')
      lines.forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, '')
        if (/^\s*\*/.test(code)) return // doc comments cite the spec
        for (const literal of CONSTANT_LITERALS) if (code.includes(`'${literal}'`) || code.includes(`"${literal}"`)) offenders.push(`entities/${file}:${index + 1}: '${literal}'`)
        if (/\b1048576\b/.test(code)) offenders.push(`entities/${file}:${index + 1}: 1048576`)
      })
    }
    expect(offenders, offenders.join('\n')).toEqual([])
  })
})
