// A build step: next to every text file of the console's build that is worth compressing, its brotli (`.br`,
// quality 11) and gzip (`.gz`, level 9) forms, so the emulator's static server sends them as they are
// (emulator/http/static.ts) rather than compress per request or send the files raw. Source maps are left out:
// only developer tools fetch them, and brotli 11 on them would double the build's time.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest'])
/** Below this a compressed copy saves less than a packet (and the static server sends the raw file then). */
export const MIN_COMPRESS_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns how many it compressed. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()))
  let count = 0
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      if (body.length < MIN_COMPRESS_BYTES) return
      const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }), gzipAsync(body, { level: 9 })])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      count += 1
    }),
  )
  return count
}

/** The vite plugin: precompresses the output folder once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const count = await precompressFolder(outDir)
      this.info(`precompressed ${count} files (brotli and gzip)`)
    },
  }
}
