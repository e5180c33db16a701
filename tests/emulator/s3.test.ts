// S3 users and buckets (001 §7 S3; 000 §4 S3 user; 001 §4 S3 user rules; 001 §5 S3 quota; 001 §9 S3), against a
// running emulator. Websocket events arrive under the entity names s3_user and s3_bucket.
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { validateListResponse, validateS3Bucket, validateS3User } from '../../generated/validators/index.js'
import { DEMO, Listener, OTHER, useEmulator } from './harness'

const MB = 1048576
const GB = 1024 * MB
const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const users = `/projects/${project.id}/s3/users`
const ws = await Listener.open(emulator.url, api.token as string)
const db = openDatabase(emulator.databasePath)
// room for the users the tests make (the default is 5 a project)
db.prepare("UPDATE limits SET max = 100 WHERE project_id = ? AND name = 's3-max-users'").run(project.id)
afterAll(() => {
  ws.close()
  db.close()
})

const put = (path: string, body: unknown) => api.call('PUT', `/api/v1${path}`, body)
const named = async (canonical: string) => (await api.get(`${users}?canonical_name=${canonical}`)).body.result[0]
const limit = async (name: string) => (await api.get(`/projects/${project.id}/limits`)).body.result.find((entry: { name: string }) => entry.name === name)
const order = (canonical: string, more: Record<string, unknown> = {}) => ({ name: `User ${canonical}`, canonical_name: canonical, space_max: 2 * GB, buckets_max: 3, ...more })
async function created(canonical: string, more: Record<string, unknown> = {}): Promise<any> {
  const answer = await api.post(users, order(canonical, more))
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  await ws.status(answer.body.id, 'AVAILABLE')
  return (await api.get(`/s3/users/${answer.body.id}`)).body
}

describe('S3 users', () => {
  it('GET /projects/{id}/s3/users: the demo user with buckets and a suspended one (seed)', async () => {
    const list = (await api.get(users)).body
    expect(validateListResponse(list)).toBe(true)
    for (const user of list.result) expect(validateS3User(user), JSON.stringify(validateS3User.errors)).toBe(true)
    expect(list.result.map((user: { status: string }) => user.status)).toEqual(expect.arrayContaining(['AVAILABLE', 'SUSPENDED']))
    const backups = await named('demo-backups')
    expect(backups).toMatchObject({ buckets_count: 2, objects_max: null, space_max: 50 * GB })
    expect(backups.space_used).toBeGreaterThan(3 * GB)
    // 001 §7: GET /s3/users/{id}/buckets (default sort -created_in)
    const buckets = (await api.get(`/s3/users/${backups.id}/buckets`)).body.result
    expect(buckets.map((bucket: { name: string }) => bucket.name)).toEqual(['demo-site-assets', 'demo-backups'])
    for (const bucket of buckets) expect(validateS3Bucket(bucket), JSON.stringify(validateS3Bucket.errors)).toBe(true)
    // 000 §3: URLs path style and domain style
    expect(buckets[0].urls).toEqual({ path_style: 'https://s3.msk.cloud.local/demo-site-assets', domain_style: 'https://demo-site-assets.s3.msk.cloud.local' })
    expect(buckets[0].owner).toMatchObject({ id: backups.id, canonical_name: 'demo-backups' })
  })

  it('GET /projects/{id}/s3/buckets lists the project buckets; filters by owner; GET /s3/buckets/{id}', async () => {
    const all = (await api.get(`/projects/${project.id}/s3/buckets`)).body
    expect(all.count).toBe(3)
    const backups = await named('demo-backups')
    expect((await api.get(`/projects/${project.id}/s3/buckets?owner.id__eq=${backups.id}`)).body.count).toBe(2)
    const one = await api.get(`/s3/buckets/${all.result[0].id}`)
    expect(one.body).toEqual(all.result[0])
    // another account's bucket and user are 404
    const other = await emulator.signedIn(OTHER)
    expect((await other.get(`/s3/buckets/${all.result[0].id}`)).status).toBe(404)
    expect((await other.get(`/s3/users/${backups.id}`)).status).toBe(404)
  })

  it('POST /projects/{id}/s3/users: CREATING, then AVAILABLE; create_bucket makes a bucket of the canonical name', async () => {
    const answer = await api.post(users, order('photos-1', { create_bucket: true, objects_max: null }))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ status: 'CREATING', canonical_name: 'photos-1', objects_max: null, space_per_bucket_max: 2 * GB, objects_per_bucket_max: null, buckets_count: 1 })
    const event = await ws.next((message) => message.entity === 's3_user' && message.id === answer.body.id && message.action === 'created')
    expect(event.project_id).toBe(project.id)
    await ws.next((message) => message.entity === 's3_bucket' && message.action === 'created' && message.data.name === 'photos-1')
    await ws.status(answer.body.id, 'AVAILABLE')
  })

  it('000 §3: the canonical name is unique across the provider (400 on canonical_name); 000 §5 validation on the field', async () => {
    const taken = await api.post(users, order('demo-backups'))
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].path).toBe('canonical_name')
    // another account's canonical name is taken too
    expect((await api.post(users, order('other-demo-backups'))).body.errors[0].path).toBe('canonical_name')
    const bad = await api.post(users, order('Bad Name'))
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('canonical_name')
    // 001 §5: quota minimum 1 (1 MB, 1 object, 1 bucket)
    for (const [field, value] of [
      ['space_max', MB - 1],
      ['buckets_max', 0],
      ['objects_max', 0],
    ] as const) {
      const refused = await api.post(users, order('min-check', { [field]: value }))
      expect(refused.status, field).toBe(400)
      expect(refused.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    // a malformed body is a 400, never a 5xx
    expect((await api.call('POST', `/api/v1${users}`, undefined, { raw: '{"name":' })).status).toBe(400)
    expect((await api.post(users, { ...order('x-user'), space_max: 'lots' })).status).toBe(400)
  })

  it("001 §5: a bucket's quota cannot exceed the user's; equal_with_user_quotas makes them equal", async () => {
    const refused = await api.post(users, order('per-bucket', { space_per_bucket_max: 3 * GB }))
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('space_per_bucket_max')
    const user = await created('equal-1', { equal_with_user_quotas: true, objects_max: 500, space_per_bucket_max: MB, objects_per_bucket_max: 1 })
    expect(user).toMatchObject({ space_per_bucket_max: 2 * GB, objects_per_bucket_max: 500 })
  })

  it('POST /s3/random-free-name: a canonical name no user or bucket has', async () => {
    const { body } = await api.post('/s3/random-free-name')
    expect(body.name).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/)
    expect((await api.post(users, order(body.name))).status).toBe(201)
  })

  it('PATCH /s3/users/{id} renames the name; 001 §4: the canonical name cannot be renamed', async () => {
    const user = await named('demo-backups')
    expect((await api.patch(`/s3/users/${user.id}`, { name: 'Nightly backups' })).body).toMatchObject({ name: 'Nightly backups', canonical_name: 'demo-backups' })
    const refused = await api.patch(`/s3/users/${user.id}`, { name: 'x', canonical_name: 'other-name' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('canonical_name')
  })

  it('000 §4: suspend (UPDATING → SUSPENDED), not again; unsuspend only when SUSPENDED; both blocked while processing', async () => {
    const user = await created('suspend-1')
    expect((await api.post(`/s3/users/${user.id}/unsuspend`)).status).toBe(409)
    const mark = ws.mark()
    const suspending = await api.post(`/s3/users/${user.id}/suspend`)
    expect(suspending.status).toBe(202)
    expect(suspending.body.status).toBe('UPDATING')
    await ws.status(user.id, 'SUSPENDED', mark)
    expect((await api.post(`/s3/users/${user.id}/suspend`)).body.reason).toBe('s3_user_suspended')
    // 001 §4: blocked while CREATING, DELETING, UPDATING (and AWAITING); the transition is too quick to catch here
    for (const status of ['CREATING', 'DELETING', 'UPDATING', 'AWAITING']) {
      db.prepare('UPDATE s3_users SET status = ? WHERE id = ?').run(status, user.id)
      for (const call of ['suspend', 'unsuspend', 'credentials']) expect((await api.post(`/s3/users/${user.id}/${call}`)).body, `${call} ${status}`).toMatchObject({ reason: 's3_user_processing' })
      expect((await put(`/s3/users/${user.id}/quotas`, { space_max: 3 * GB, buckets_max: 3 })).body).toMatchObject({ reason: 's3_user_processing' })
      expect((await api.delete(`/s3/users/${user.id}`)).body).toMatchObject({ reason: 's3_user_processing' })
    }
    db.prepare("UPDATE s3_users SET status = 'SUSPENDED' WHERE id = ?").run(user.id)
    const back = ws.mark()
    expect((await api.post(`/s3/users/${user.id}/unsuspend`)).status).toBe(202)
    await ws.status(user.id, 'AVAILABLE', back)
  })

  it('PUT /s3/users/{id}/quotas: null objects unlimited; not below usage; minimum 1; the added space counts against s3-max-space', async () => {
    const user = await named('demo-backups')
    const below = await put(`/s3/users/${user.id}/quotas`, { space_max: GB, buckets_max: 1, objects_max: 10 })
    expect(below.status).toBe(400)
    expect(below.body.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['space_max', 'buckets_max', 'objects_max']))
    expect((await put(`/s3/users/${user.id}/quotas`, { space_max: 50 * GB, buckets_max: 0 })).body.errors[0].path).toBe('buckets_max')
    const mark = ws.mark()
    const changed = await put(`/s3/users/${user.id}/quotas`, { space_max: 60 * GB, buckets_max: 6, objects_max: null, equal_with_user_quotas: true })
    expect(changed.status).toBe(202)
    expect(changed.body).toMatchObject({ status: 'UPDATING', space_max: 60 * GB, objects_max: null, space_per_bucket_max: 60 * GB })
    await ws.status(user.id, 'AVAILABLE', mark)
    const space = await limit('s3-max-space')
    const tooMuch = await put(`/s3/users/${user.id}/quotas`, { space_max: 60 * GB + (space.max - space.used + 1) * MB, buckets_max: 6 })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 's3-max-space' }] })
  })

  it('a suspended user keeps its status through a quota change', async () => {
    const archive = await named('demo-archive')
    const mark = ws.mark()
    expect((await put(`/s3/users/${archive.id}/quotas`, { space_max: 12 * GB, buckets_max: 2, objects_max: 100000 })).status).toBe(202)
    await ws.status(archive.id, 'SUSPENDED', mark)
  })

  it('GET /s3/users/{id}/credentials shows them; POST resets them (the old key stops)', async () => {
    const user = await named('demo-backups')
    const shown = (await api.get(`/s3/users/${user.id}/credentials`)).body
    expect(shown).toEqual({ key_id: expect.any(String), secret_key: expect.any(String) })
    const reset = await api.post(`/s3/users/${user.id}/credentials`)
    expect(reset.status).toBe(200)
    expect(reset.body.key_id).not.toBe(shown.key_id)
    expect(reset.body.secret_key).not.toBe(shown.secret_key)
    expect((await api.get(`/s3/users/${user.id}/credentials`)).body).toEqual(reset.body)
    // the user's answers never carry the secret
    expect(JSON.stringify((await api.get(`/s3/users/${user.id}`)).body)).not.toContain(reset.body.secret_key)
  })

  it('DELETE /s3/users/{id}: DELETING, the buckets go first, then the user', async () => {
    const user = await created('delete-1', { create_bucket: true })
    const mark = ws.mark()
    const deleting = await api.delete(`/s3/users/${user.id}`)
    expect(deleting.status).toBe(202)
    expect(deleting.body.status).toBe('DELETING')
    const bucketGone = await ws.next((message) => message.entity === 's3_bucket' && message.action === 'deleted' && message.data.name === 'delete-1', 5000, mark)
    const userGone = await ws.status(user.id, 'deleted', mark)
    expect(ws.messages.indexOf(bucketGone)).toBeLessThan(ws.messages.indexOf(userGone))
    expect((await api.get(`/s3/users/${user.id}`)).status).toBe(404)
  })
})

describe('S3 limits and money', () => {
  it('001 §9 limits: s3-max-users 1 per order, s3-bucket-count 1 if create_bucket, s3-max-space (409 limit_reached)', async () => {
    const usersLimit = await limit('s3-max-users')
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 's3-max-users'").run(usersLimit.used, project.id)
    expect((await api.post(users, order('limit-users'))).body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 's3-max-users', requested: 1 }] })
    db.prepare("UPDATE limits SET max = 100 WHERE project_id = ? AND name = 's3-max-users'").run(project.id)
    const buckets = await limit('s3-bucket-count')
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 's3-bucket-count'").run(buckets.used, project.id)
    expect((await api.post(users, order('limit-buckets', { create_bucket: true }))).body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 's3-bucket-count', requested: 1 }] })
    // without a bucket the order asks 0 of s3-bucket-count
    expect((await api.post(users, order('limit-buckets', { create_bucket: false }))).status).toBe(201)
    const space = await limit('s3-max-space')
    expect((await api.post(users, order('limit-space', { space_max: (space.max - space.used + 1) * MB }))).body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 's3-max-space' }] })
  })

  it("001 §9: the first user needs a balance of 300 (402 not_enough_money); later ones don't", async () => {
    const other = await emulator.signedIn(OTHER)
    const otherProject = await other.project()
    const otherUsers = `/projects/${otherProject.id}/s3/users`
    // the other account's seeded users go, so its next one is its first
    for (const user of (await other.get(otherUsers)).body.result) db.prepare('DELETE FROM s3_users WHERE id = ?').run(user.id)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 299.99 })
    const refused = await other.post(otherUsers, order('first-user'))
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({ reason: 'not_enough_money', minimum_balance: 300, missing: 0.01, currency: 'RUB' })
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 300 })
    expect((await other.post(otherUsers, order('first-user'))).status).toBe(201)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 10 })
    expect((await other.post(otherUsers, order('second-user'))).status).toBe(201)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 5000 })
  })

  it('000 §4 Cart: S3 storage is billed by consumption (GB-hours of the space used; a suspended user is not charged)', async () => {
    const consumption = (await api.get('/consumption')).body.result
    const backups = await named('demo-backups')
    const archive = await named('demo-archive')
    const line = (id: string) => consumption.find((cost: { id: string }) => cost.id === id)
    expect(line(backups.id)).toMatchObject({ entity: 's3_user', name: 'demo-backups' })
    expect(line(backups.id).amount).toBeCloseTo(backups.space_used / GB, 1)
    // 2 kop per GB-hour, whole GB: 3.73 GB → 4 GB
    expect(line(backups.id).cost.hour).toBeCloseTo(0.08, 2)
    expect(line(archive.id)).toMatchObject({ amount_active: 0, cost: { hour: 0 } })
  })

  it('project stopped: creating is refused (409 project_stopped)', async () => {
    db.prepare("UPDATE projects SET status = 'STOPPED', stopping_reason = 'money' WHERE id = ?").run(project.id)
    expect((await api.post(users, order('stopped-1'))).body.reason).toBe('project_stopped')
    db.prepare("UPDATE projects SET status = 'ACTIVE', stopping_reason = NULL WHERE id = ?").run(project.id)
  })
})

void DEMO
