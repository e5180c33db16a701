// `npm run emulator`: runs the emulator from the environment (PORT, DATABASE_PATH, EMULATOR_TIME_SCALE,
// ACCESS_TOKEN_TTL_SECONDS, EMULATOR_FAULT_*, EMULATOR_FAULTS_ENDPOINT, EMULATOR_STATIC_DIR, EMULATOR_EXTRA_KINDS, ...).
import { extraKindsFromEnv } from './kit/extra'
import { optionsFromEnv, resolveOptions } from './options'
import { startEmulator } from './server'

const options = { ...optionsFromEnv(), extraKinds: await extraKindsFromEnv() }
const emulator = await startEmulator(options)
const resolved = resolveOptions(options)
console.log(`Provider API emulator at ${emulator.url}/api/v1 (websocket ${emulator.url.replace(/^http/, 'ws')}/api/v1/ws)`)
console.log(`Database ${resolved.databasePath}, time scale ${resolved.timeScale}; outbox ${emulator.url}/emulator/mail`)
console.log('Demo accounts: demo@example.com and other@example.com, password Demo-console-2026')

let stopping = false
const stop = (): void => {
  if (stopping) return
  stopping = true
  void emulator.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
