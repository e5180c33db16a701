// Issue 14 (hardening) 8: what the emulator acknowledged survives its death. The database syncs every commit
// (synchronous=FULL), and an emulator killed with SIGKILL in the middle of billing (a simulated day lasts
// 1.7 s here) and of orders keeps every order it answered and every charge it reported, each exactly once.
import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { Api } from './harness'

const ROOT = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'emulator-kill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The emulator as its own process (npm run emulator), so that it can be killed for real. */
async function startChild(databasePath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATABASE_PATH: databasePath, EMULATOR_TIME_SCALE: '0.00002' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((done, fail) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk)
      const found = /emulator at (http:\/\/[^\s/]+)/.exec(out)
      if (found?.[1]) done(found[1])
    })
    child.once('exit', (code) => fail(new Error(`the emulator exited (${code}) before it listened: ${out}`)))
  })
  return { child, url }
}

/** balance + every charge ever deducted: constant while only billing moves the balance. */
function ledger(db: Database.Database, email: string): { balance: number; charged: number; charges: number } {
  return db.transaction(() => {
    const account = db.prepare('SELECT a.id, a.balance_kop FROM accounts a JOIN users u ON u.account_id = a.id WHERE u.email = ?').get(email) as { id: string; balance_kop: number }
    const sums = db.prepare('SELECT COALESCE(SUM(amount_kop), 0) AS charged, COUNT(*) AS charges FROM charges WHERE account_id = ?').get(account.id) as { charged: number; charges: number }
    return { balance: account.balance_kop, ...sums }
  })()
}

describe('durability', () => {
  it('the database syncs every commit (synchronous=FULL)', () => {
    const db = openDatabase(join(dir, 'pragma.sqlite'))
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    db.close()
  })

  it('kill -9 while billing and ordering loses no acknowledged order or charge, and doubles none', async () => {
    const databasePath = join(dir, 'killed.sqlite')
    const { child, url } = await startChild(databasePath)
    const api = new Api(url)
    await api.login()
    const project = await api.project()
    const reader = new Database(databasePath, { readonly: true })
    const before = ledger(reader, 'demo@example.com')

    const ordered: string[] = []
    let lowestBalanceKop = Number.POSITIVE_INFINITY
    const deadline = Date.now() + 4000
    let round = 0
    while (Date.now() < deadline) {
      round += 1
      const [created, balance] = await Promise.all([api.post(`/projects/${project.id}/volumes`, { name: `kill-${round}`, size: 10, autorename: true }), api.get('/balance')])
      if (created.status === 201 || created.status === 202) ordered.push(created.body.id)
      if (balance.status === 200) lowestBalanceKop = Math.min(lowestBalanceKop, Math.round(balance.body.balance * 100))
    }
    child.kill('SIGKILL')
    await new Promise((done) => child.once('exit', done))
    reader.close()

    const db = new Database(databasePath)
    const after = ledger(db, 'demo@example.com')
    // billing ran: days were deducted while the orders went in
    expect(after.charges).toBeGreaterThan(before.charges)
    // no reported charge was lost, and every deduction is in the ledger exactly once
    expect(after.balance).toBeLessThanOrEqual(lowestBalanceKop)
    expect(after.balance + after.charged).toBe(before.balance + before.charged)
    expect(ordered.length).toBeGreaterThan(0)
    for (const id of ordered) expect((db.prepare('SELECT COUNT(*) AS n FROM volumes WHERE id = ?').get(id) as { n: number }).n, id).toBe(1)
    db.close()
  }, 30_000)
})
