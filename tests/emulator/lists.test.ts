// List answers: { result, count }, limit/offset paging, order (default -created_in) and the spec's filters.
import { describe, expect, it } from 'vitest'
import { useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const project = await api.project()
const names = (answer: { body: { result: { name: string }[] } }): string[] => answer.body.result.map((item) => item.name)

describe('emulator lists', () => {
  it('answers { result, count } sorted by -created_in by default', async () => {
    const answer = await api.get(`/projects/${project.id}/volumes`)
    expect(Object.keys(answer.body).sort()).toEqual(['count', 'result'])
    expect(answer.body.count).toBe(5)
    const created = answer.body.result.map((volume: { created_in: string }) => volume.created_in)
    expect(created).toEqual([...created].sort().reverse())
    expect(answer.body.result.every((volume: { storage_type: string }) => volume.storage_type === 'volume')).toBe(true)
  })

  it('pages with limit and offset; count is the total', async () => {
    const all = names(await api.get(`/projects/${project.id}/volumes?order=name`))
    const first = await api.get(`/projects/${project.id}/volumes?order=name&limit=2`)
    const second = await api.get(`/projects/${project.id}/volumes?order=name&limit=2&offset=2`)
    const last = await api.get(`/projects/${project.id}/volumes?order=name&limit=2&offset=4`)
    expect(first.body.count).toBe(5)
    expect([...names(first), ...names(second), ...names(last)]).toEqual(all)
    expect(names(last)).toHaveLength(1)
    expect(all).toEqual([...all].sort())
  })

  it('orders by any field, descending with a minus, several keys with commas', async () => {
    const bySize = (await api.get(`/projects/${project.id}/volumes?order=-size`)).body.result.map((volume: { size: number }) => volume.size)
    expect(bySize).toEqual([100, 50, 30, 20, 10])
    const byStatus = await api.get(`/projects/${project.id}/volumes?order=status,-size`)
    expect(byStatus.body.result.map((volume: { status: string; size: number }) => `${volume.status}:${volume.size}`)).toEqual(['AVAILABLE:100', 'AVAILABLE:30', 'IN_USE:50', 'IN_USE:20', 'IN_USE:10'])
  })

  it('filters: status__in, storage_type, attached_to_server.id__eq, name__contains, size__gte', async () => {
    const servers = (await api.get(`/projects/${project.id}/servers`)).body.result
    const web = servers.find((server: { name: string }) => server.name === 'web-1')
    expect(names(await api.get(`/projects/${project.id}/volumes?status__in=AVAILABLE&order=name`))).toEqual(['backup', 'scratch'])
    expect((await api.get(`/projects/${project.id}/volumes?status__in=AVAILABLE,IN_USE`)).body.count).toBe(5)
    expect((await api.get(`/projects/${project.id}/volumes?status__in=AVAILABLE&status__in=IN_USE`)).body.count).toBe(5)
    expect((await api.get(`/projects/${project.id}/volumes?storage_type=local`)).body.count).toBe(0)
    expect(names(await api.get(`/projects/${project.id}/local-disks?storage_type=local`))).toEqual(['rescue-1-local', 'db-1-local'])
    expect(names(await api.get(`/projects/${project.id}/volumes?attached_to_server.id__eq=${web.id}&order=name`))).toEqual(['data-1', 'web-1-boot'])
    expect(names(await api.get(`/projects/${project.id}/volumes?name__contains=BOOT&order=name`))).toEqual(['db-1-boot', 'web-1-boot'])
    expect(names(await api.get(`/projects/${project.id}/volumes?size__gte=50&order=name`))).toEqual(['backup', 'data-1'])
    expect(names(await api.get(`/projects/${project.id}/volumes?bootable=true&order=name`))).toEqual(['db-1-boot', 'web-1-boot'])
    expect((await api.get(`/projects/${project.id}/servers?status__in=STOPPED`)).body.result.map((server: { name: string }) => server.name)).toEqual(['db-1'])
    expect((await api.get(`/projects/${project.id}/snapshots?parent_server.id__eq=${web.id}`)).body.count).toBe(1)
  })

  it('refuses a bad limit or an unknown filter operator with 400 on the parameter', async () => {
    const bad = await api.get(`/projects/${project.id}/volumes?limit=-1`)
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('limit')
    const op = await api.get(`/projects/${project.id}/volumes?status__like=A`)
    expect(op.status).toBe(400)
    expect(op.body.errors[0].path).toBe('status__like')
  })

  it('projects, limits and the project detail the console needs', async () => {
    const projects = await api.get('/projects')
    // the main project, then the staging one stopped for money (issue 10: the switcher has a choice)
    expect(projects.body.result.map((item: { name: string; status: string }) => [item.name, item.status])).toEqual([
      ['Demo project', 'ACTIVE'],
      ['Demo project: staging', 'STOPPED'],
    ])
    const detail = (await api.get(`/projects/${project.id}`)).body
    expect(detail.params).toEqual({ max_addresses_per_server: 64 })
    expect(detail.services).toEqual({ status: 'ACTIVE', stopping_reason: null, dns: { status: 'ACTIVE' } })
    expect(detail.limits).toEqual(
      expect.arrayContaining([
        // web-1, db-1 and the rescue server rescue-1 (on a local disk: no volume, no disk-space)
        { name: 'servers', used: 3, max: 10 },
        { name: 'volumes', used: 5, max: 10 },
        { name: 'disk-space', used: 210, max: 1000 },
        // the servers' own 3, the 5 seeded floating IPs, the one on the seeded router (its gateway, type VROUTER, is no
        // ipv4) and the balancer web-lb's
        { name: 'addresses', used: 10, max: 64 },
        { name: 'vrouters', used: 1, max: 3 },
      ]),
    )
    expect(detail.prices).toEqual(
      expect.arrayContaining([{ group: 'volume', name: 'disk-space', cost: { hour: 0.01, month: 7.2 }, cost_origin: { hour: 0.01, month: 7.2 }, options: { max_value: 1000 } }]),
    )
    const limits = await api.get(`/projects/${project.id}/limits?name__in=servers,volumes`)
    expect(limits.body).toEqual({
      result: [
        { name: 'servers', used: 3, max: 10 },
        { name: 'volumes', used: 5, max: 10 },
      ],
      count: 2,
    })
    expect((await api.get(`/projects/${project.id}/services`)).body).toEqual({ status: 'ACTIVE', stopping_reason: null, dns: { status: 'ACTIVE' } })
  })

  it('account, profile and balance', async () => {
    expect((await api.get('/account')).body).toMatchObject({ signup_status: 9, second_factor_enabled: false, has_identification: true, phone_verified: true })
    expect((await api.get('/profile')).body).toMatchObject({ email: 'demo@example.com', name: 'Demo User' })
    // web-1 std-2-4 (3.00) + its addresses, DDoS protection and 210 GB, web-1's backups, S3 space, the DBaaS cluster
    // shop-db, the router office-router and the running balancer web-lb with their addresses; db-1 is stopped.
    // 2.80 more than before the licences and rescue seed: web-1's ISPmanager 6 licence (1.20) and the rescue server
    // rescue-1 (std-1-1 1.00, its 20 GB local disk 0.40, its address 0.20)
    const balance = (await api.get('/balance')).body
    expect(balance).toEqual({ balance: 5000, current_cost: { hour: 18.48, month: 13305.6 }, credit_limit: 0, days_left_until_zero: 11, currency: 'RUB' })
  })
})
