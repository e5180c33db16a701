// The yardstick of the throughput bench (issue 13, 5): a minimal Hono + better-sqlite3 server answering the
// volume list and a single volume from the same database with the same SQL the emulator runs (a count, a page,
// the page's servers and snapshots; a row, its project's owner, its server and snapshots), and a token
// compared with the one given. No validation, no faults, no events: what the emulator costs beyond it is its
// own. Run as a child process: `tsx bench/minimal-server.ts <database> <token>`; prints its URL.
import { serve } from '@hono/node-server'
import Database from 'better-sqlite3'
import { Hono } from 'hono'

const [databasePath, token] = process.argv.slice(2)
if (!databasePath || !token) throw new Error('usage: minimal-server.ts <database> <token>')
const db = new Database(databasePath, { readonly: true })

const count = db.prepare("SELECT COUNT(*) FROM volumes v WHERE v.project_id = ? AND v.storage_type = 'volume'").pluck()
const page = db.prepare("SELECT v.* FROM volumes v WHERE v.project_id = ? AND v.storage_type = 'volume' ORDER BY v.created_in DESC, v.id LIMIT ? OFFSET ?")
const one = db.prepare('SELECT * FROM volumes WHERE id = ?')
const project = db.prepare('SELECT id FROM projects WHERE id = ? AND account_id = (SELECT account_id FROM projects WHERE id = ?)')
const servers = db.prepare('SELECT * FROM servers WHERE id IN (SELECT value FROM json_each(?))')
const snapshots = db.prepare('SELECT id, volume_id FROM snapshots WHERE volume_id IN (SELECT value FROM json_each(?)) ORDER BY created_in, rowid')

interface Row {
  id: string
  project_id: string
  server_id: string | null
  bootable: number
  [column: string]: unknown
}

function present(rows: Row[]): object[] {
  const byServer = new Map(
    (servers.all(JSON.stringify(rows.flatMap((row) => (row.server_id ? [row.server_id] : [])))) as { id: string; name: string; rescue_mode: string }[]).map((server) => [server.id, server]),
  )
  const byVolume = new Map<string, { id: string }[]>()
  for (const snapshot of snapshots.all(JSON.stringify(rows.map((row) => row.id))) as { id: string; volume_id: string }[])
    byVolume.set(snapshot.volume_id, [...(byVolume.get(snapshot.volume_id) ?? []), { id: snapshot.id }])
  return rows.map((row) => {
    const server = row.server_id ? byServer.get(row.server_id) : undefined
    return {
      ...row,
      server_id: undefined,
      bootable: row.bootable === 1,
      attached_to_server: server ? { id: server.id, rescue_mode: server.rescue_mode, name: server.name } : null,
      snapshots: byVolume.get(row.id) ?? [],
    }
  })
}

const app = new Hono()
app.use('*', async (c, next) => (c.req.header('authorization') === `Bearer ${token}` ? next() : c.json({ errors: [] }, 401)))
app.get('/api/v1/projects/:id/volumes', (c) => {
  const id = c.req.param('id')
  const limit = Number(c.req.query('limit') ?? 20)
  const offset = Number(c.req.query('offset') ?? 0)
  return c.json({ result: present(page.all(id, limit, offset) as Row[]), count: count.get(id) as number })
})
app.get('/api/v1/volumes/:id', (c) => {
  const row = one.get(c.req.param('id')) as Row | undefined
  if (!row || !project.get(row.project_id, row.project_id)) return c.json({ errors: [] }, 404)
  return c.json(present([row])[0])
})

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => console.log(`minimal server at http://127.0.0.1:${info.port}`))
