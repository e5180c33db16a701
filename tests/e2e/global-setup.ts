// Once per run: build the console when dist/ is missing or stale (always in CI), then start the shared
// emulator serving it. Workers find it through E2E_BASE_URL; the returned function closes it.
import { ensureBuild } from '../../scripts/ensure-build'
import { SLOWNESS } from './support/budget'
import { startTestEmulator } from './support/emulator'

export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`[e2e] load per CPU ${SLOWNESS}: every time budget is an idle machine's x${SLOWNESS} (support/budget.ts)`)
  ensureBuild()
  const emulator = await startTestEmulator()
  process.env.E2E_BASE_URL = emulator.url
  console.log(`[e2e] emulator at ${emulator.url} (database ${emulator.databasePath})`)
  return () => emulator.close()
}
