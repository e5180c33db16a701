// The sign-in page's JavaScript budget (issue 13, STYLE.md "Bundles"), checked on the build: the files
// index.html loads at once (its module graph, static imports only), gzip-compressed, and what they must not
// hold — the code the sign-in form never runs. `npm run bench -- bundle` measures the same in Chromium.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { entryGraph, SIGN_IN_JS_BUDGET_BYTES } from '../../bench/bundle'
import { DIST_DIR, ensureBuild } from '../../scripts/ensure-build'

let files: string[] = []
beforeAll(() => {
  ensureBuild() // builds only when dist/ is missing or older than the sources
  files = entryGraph()
}, 300_000)

/** The source files a built chunk was made from, by its source map (the bundler's tiny runtime has none). */
const sourcesOf = (file: string): string[] => {
  const map = join(DIST_DIR, `${file}.map`)
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []
}

describe("the sign-in page's JavaScript", () => {
  it(`stays within ${SIGN_IN_JS_BUDGET_BYTES / 1024} KB gzip`, () => {
    expect(files.length).toBeGreaterThan(0)
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST_DIR, file))).length, 0)
    expect(gzip).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_BYTES)
  })

  it('holds no form library, query cache, i18next, action runner, validators, signed-in routes or translation file', () => {
    const sources = files.flatMap(sourcesOf)
    const unwanted = [
      '/node_modules/formik/',
      '/node_modules/lodash-es/',
      '/node_modules/@tanstack/query-core/',
      // the sign-in page translates with src/i18n/signText.ts; i18next loads with every other page
      '/node_modules/i18next/',
      '/node_modules/react-i18next/',
      '/node_modules/ajv/',
      '/node_modules/xstate/',
      '/src/actions/',
      // the signed-in routes: the entry holds a stand-in for /lk (src/router/routeTree.ts)
      '/src/router/lkRoutes.ts',
      '/generated/routes/',
      '/generated/validators/',
      // the translation files: the sign-in page's few texts come picked at build time (src/i18n/signInKeys.ts)
      '/src/i18n/locales/',
    ]
    expect(unwanted.filter((part) => sources.some((source) => source.includes(part)))).toEqual([])
  })
})
