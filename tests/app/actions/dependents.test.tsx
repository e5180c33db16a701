// @vitest-environment jsdom
// Beyond the spec (issue 11 item 6): before a delete, the dialog lists what depends on the item and would break,
// read from the relations the configs declare (ActionConfig.dependents). A router's delete lists the addresses on
// it (floatingip.relations.vrouter: attached_to naming a vrouter); the list is asked for with that filter. Also the
// router's create form sends its private networks as a list (001 §7 POST /projects/{id}/vrouters), and stop and
// delete first load the external gateway address (001 §4 Virtual router).
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogueBadRequest } from '../../../emulator/http/errors'
import { CollectionAction, EntityActions } from '../../../src/actions'
import { API, closed, errorOf, openDialog, renderActions, submit, type } from './harness'

const router = { id: 'r1', name: 'office', status: 'ACTIVE', private_networks: ['10.10.0.0/24'], private_ip: '10.10.0.1', addresses: [] }
const gateway = { id: 'g1', address: '203.0.113.40', status: 'ACTIVE', type: 'VROUTER', attached_to: { entity: 'vrouter', id: 'r1', name: 'office' } }
const attached = { ...gateway, id: 'f1', address: '203.0.113.41', type: 'FIXED' }

let received: { method: string; url: URL; body: unknown }[] = []
const record = async (request: Request) => {
  const text = await request.text()
  received.push({ method: request.method, url: new URL(request.url), body: text === '' ? undefined : (JSON.parse(text) as unknown) })
}

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 1, month: 720 }, currency: 'RUB' })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: [], count: 0 })),
  http.get(`${API}/projects/p1/addresses`, async ({ request }) => {
    await record(request)
    const query = new URL(request.url).searchParams
    if (query.get('attached_to.id__eq') !== 'r1') return HttpResponse.json({ result: [], count: 0 })
    const rows = query.get('type') === 'VROUTER' ? [gateway] : [gateway, attached]
    return HttpResponse.json({ result: rows, count: rows.length })
  }),
  http.delete(`${API}/vrouters/r1`, async ({ request }) => {
    await record(request)
    return HttpResponse.json({ ...router, status: 'DELETING' }, { status: 202 })
  }),
  http.post(`${API}/vrouters/r1/stop`, async ({ request }) => {
    await record(request)
    return HttpResponse.json({ ...router, status: 'STOPPING' }, { status: 202 })
  }),
  http.get(`${API}/vrouters/r1`, () => HttpResponse.json(router)),
  http.get(`${API}/projects/p1/vrouters`, () => HttpResponse.json({ result: [router], count: 1 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  received = []
})

describe('what depends on an item, before its delete (ActionConfig.dependents)', () => {
  it("a router's delete lists the addresses on it, each with its status, asked for by attached_to naming the router", async () => {
    await renderActions(<EntityActions kind="vrouter" item={router} variant="buttons" />)
    const dialog = await openDialog('Удалить')
    const section = await within(dialog).findByRole('region', { name: 'Что от него зависит' })
    await within(section).findByText('203.0.113.41')
    expect(within(section).getByText('203.0.113.40')).toBeTruthy()
    expect(within(section).getByText(/перестанут работать: 2/)).toBeTruthy()
    const asked = received.find((call) => call.url.pathname.endsWith('/addresses') && call.url.searchParams.get('type') === null)
    expect(asked?.url.searchParams.get('attached_to.id__eq')).toBe('r1')
    expect(asked?.url.searchParams.get('attached_to.entity__eq')).toBe('vrouter')
  })

  it('nothing depends on a router without addresses: the dialog says so', async () => {
    await renderActions(<EntityActions kind="vrouter" item={{ ...router, id: 'r2' }} variant="buttons" />)
    const dialog = await openDialog('Удалить')
    expect(await within(dialog).findByText(/ничего не зависит/)).toBeTruthy()
  })

  it("001 §4 Virtual router: 'Stop and delete first load the external gateway address', then the call", async () => {
    await renderActions(<EntityActions kind="vrouter" item={router} variant="buttons" />)
    const dialog = await openDialog('Удалить')
    await submit(dialog, 'Удалить')
    await closed('Удалить')
    const calls = received.map((call) => `${call.method} ${call.url.pathname}${call.url.searchParams.get('type') ? '?type' : ''}`)
    expect(calls.indexOf('GET /api/v1/projects/p1/addresses?type')).toBeGreaterThanOrEqual(0)
    expect(calls.indexOf('GET /api/v1/projects/p1/addresses?type')).toBeLessThan(calls.indexOf('DELETE /api/v1/vrouters/r1'))
  })

  it('001 §7 create (name, private_networks): the networks typed one a line are sent as a list; a refused one lands on the field', async () => {
    let answer: 'ok' | 'bad' = 'bad'
    server.use(
      http.post(`${API}/projects/p1/vrouters`, async ({ request }) => {
        await record(request)
        if (answer === 'bad') {
          const refusal = catalogueBadRequest('private_networks.1', 'invalid_private_networks')
          return HttpResponse.json({ errors: refusal.errors, code: 'invalid_private_networks' }, { status: 400 })
        }
        return HttpResponse.json({ ...router, name: 'lab', status: 'CREATING' }, { status: 201 })
      }),
    )
    await renderActions(<CollectionAction kind="vrouter" action="create" />)
    const dialog = await openDialog('Создать маршрутизатор')
    type(within(dialog).getByLabelText(/Название/), 'lab')
    const networks = within(dialog).getByLabelText(/Частные сети/)
    type(networks, '10.0.0.0/24\n8.8.8.0/24')
    await submit(dialog, 'Создать маршрутизатор')
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText(/Частные сети/))).toBe('Неверно указаны частные сети'))
    expect(received.at(-1)?.body).toEqual({ name: 'lab', private_networks: ['10.0.0.0/24', '8.8.8.0/24'] })
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Частные сети/).value).toBe('10.0.0.0/24\n8.8.8.0/24')
    answer = 'ok'
    type(within(dialog).getByLabelText(/Частные сети/), '10.0.0.0/24, 10.1.0.0/24')
    await submit(dialog, 'Создать маршрутизатор')
    await closed('Создать маршрутизатор')
    expect(received.at(-1)?.body).toEqual({ name: 'lab', private_networks: ['10.0.0.0/24', '10.1.0.0/24'] })
    expect(screen.queryByRole('dialog', { name: 'Создать маршрутизатор' })).toBeNull()
  })
})
