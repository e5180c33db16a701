// SQLite holds everything: a restart with the same database loses nothing, resumes the pending
// transitions (stored with their due time) and runs the overdue ones at once.
import Database from 'better-sqlite3'
import { MIGRATIONS } from '../../emulator/db/migrations'
import { describe, expect, it } from 'vitest'
import { Listener, OTHER, eventually, sleep, useEmulator } from './harness'

// at scale 1 a volume takes 3 s to create and a server 3 s to stop: long enough to restart in between
const emulator = await useEmulator({ timeScale: 1 })

describe('emulator restart', () => {
  it('a restart mid-transition keeps the data, the sessions and the pending transitions, which then finish', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const created = await api.post(`/projects/${project.id}/volumes`, { name: 'survivor', size: 10 })
    const web = (await api.get(`/projects/${project.id}/servers?name=web-1`)).body.result[0]
    expect((await api.post(`/servers/${web.id}/stop`)).body.status).toBe('STOPPING')
    const balance = (await api.get('/balance')).body

    await emulator.restart()

    // the access token of before the restart still works: sessions are in the database
    const volume = await api.get(`/volumes/${created.body.id}/detail`)
    expect(volume.body).toMatchObject({ name: 'survivor', status: 'CREATING' })
    expect((await api.get(`/servers/${web.id}`)).body.status).toBe('STOPPING')
    expect((await api.get('/balance')).body).toEqual(balance)
    const ws = await Listener.open(emulator.url, api.token as string)
    await ws.status(created.body.id, 'AVAILABLE', 0, 5000)
    await ws.status(web.id, 'STOPPED', 0, 5000)
    expect(ws.statusesOf(created.body.id)).toEqual(['AVAILABLE'])
    ws.close()
    // the seed ran once: still three servers (web-1, db-1, rescue-1) and six volumes (five seeded plus this one)
    expect((await api.get(`/projects/${project.id}/servers`)).body.count).toBe(3)
    expect((await api.get(`/projects/${project.id}/volumes`)).body.count).toBe(6)
  })

  it('a transition that fell due while the emulator was down runs as soon as it starts again', async () => {
    const api = await emulator.signedIn(OTHER)
    const project = await api.project()
    await emulator.restart({ timeScale: 0.05 })
    const created = await api.post(`/projects/${project.id}/volumes`, { name: 'overdue', size: 10 })
    await emulator.emulator.close() // stops the server, keeps the database
    await sleep(300) // the 150 ms creation fell due meanwhile
    await emulator.restart({ timeScale: 0.05 })
    const status = await eventually(async () => {
      const answer = await api.get(`/volumes/${created.body.id}/detail`)
      return answer.body.status === 'AVAILABLE' ? answer.body.status : undefined
    }, 1000)
    expect(status).toBe('AVAILABLE')
  })

  it('migrations are numbered and run once; the database is in WAL mode', async () => {
    const db = new Database(emulator.databasePath, { readonly: true })
    try {
      // the initial schema, its indexes, then what each kind of the resource kit declares, numbered 1, 2, 3, ...
      expect(MIGRATIONS.slice(0, 2).map(({ version, name }) => ({ version, name }))).toEqual([
        { version: 1, name: 'initial schema' },
        { version: 2, name: 'list indexes' },
      ])
      expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1))
      expect(db.prepare('SELECT version, name FROM migrations ORDER BY version').all()).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })))
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(2)
    } finally {
      db.close()
    }
  })
})
