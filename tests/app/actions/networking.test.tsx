// @vitest-environment jsdom
// Networking dialogs (issue 11). A balancer rule's create loads the project's servers when it runs (001 §4 Load
// balancer: "rule create needs attachable servers to exist"; 001 §5: a rule points at a server's internal address):
// with none that has an internal address the dialog says why and sends nothing; otherwise its picker offers those
// addresses. A router's attach_floatingip is paid (001 §4: "create, start, resize, attach and similar"): the API's
// 402 not_enough_money opens the payment prompt (001 §8).
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CollectionAction, EntityActions } from '../../../src/actions'
import { API, openDialog, renderActions, submit, type } from './harness'

const balancer = { id: 'lb1', name: 'front', status: 'ACTIVE', rules_count: 1, rules_limit: 10 }
const web = { id: 's1', name: 'web', status: 'ACTIVE', internal_addresses: [{ address_id: 'ia1', address: '10.0.0.5' }] }
const bare = { id: 's2', name: 'bare', status: 'ACTIVE', internal_addresses: [] }
const router = { id: 'vr1', name: 'edge', status: 'ACTIVE', addresses: [] }
const freeAddress = { id: 'fip1', address: '203.0.113.9', status: 'DOWN', external: true, type: 'FLOATING' }

let servers: object[] = []
const PART = 20
let calls: { method: string; path: string; body: unknown }[] = []
const record = async (request: Request) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname.replace('/api/v1', ''), body: request.method === 'GET' ? undefined : await request.json() })
}

const mock = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 1, month: 720 }, currency: 'RUB' })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: [], count: 0 })),
  // an API answering at most one part (000 §2: 20 rows) whatever the limit asked: the rest come with offset
  http.get(`${API}/projects/p1/servers`, ({ request }) => {
    const url = new URL(request.url)
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? PART), PART)
    return HttpResponse.json({ result: servers.slice(offset, offset + limit), count: servers.length })
  }),
  http.post(`${API}/loadbalancers/lb1/rules`, async ({ request }) => {
    await record(request)
    return HttpResponse.json({ id: 'r1', status: 'CREATING' }, { status: 201 })
  }),
  http.get(`${API}/projects/p1/addresses`, () => HttpResponse.json({ result: [freeAddress], count: 1 })),
  http.post(`${API}/addresses/fip1/attach`, async ({ request }) => {
    await record(request)
    return HttpResponse.json({ errors: [{ path: 'nofield', message: 'Not enough money' }], reason: 'not_enough_money', missing: 7.5, minimum_balance: 7.5, currency: 'RUB' }, { status: 402 })
  }),
)
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.resetHandlers()
  calls = []
})

/** Picks an option of a select by its text once the list is in (the options' values are positions). */
async function pick(select: HTMLElement, option: string) {
  await waitFor(() => expect(within(select).queryByRole('option', { name: option })).not.toBeNull())
  type(select, within(select).getByRole<HTMLOptionElement>('option', { name: option }).value)
}

const ruleDialog = async () => {
  await renderActions(<CollectionAction kind="loadbalancer_rule" action="create" related={{ balancer }} />)
  return openDialog('Добавить правило')
}

describe('loadbalancer_rule create: the project servers it needs (001 §4 Load balancer)', () => {
  it('no server with an internal address: the dialog says why and its OK stays disabled', async () => {
    servers = [bare]
    const dialog = await ruleDialog()
    await waitFor(() => expect(within(dialog).getByText('Нет серверов, которые можно добавить в правило')).toBeTruthy())
    const ok = within(dialog)
      .getAllByRole('button', { name: 'Добавить правило' })
      .find((button) => button.getAttribute('type') === 'submit')
    expect(ok?.hasAttribute('disabled')).toBe(true)
    expect(calls).toEqual([])
  })

  it("the picker offers the servers' internal addresses (001 §5: a valid address_id); the rule is created with the one picked", async () => {
    servers = [bare, web]
    const dialog = await ruleDialog()
    expect(within(dialog).queryByText('Нет серверов, которые можно добавить в правило')).toBeNull()
    const select = within(dialog).getByRole('combobox', { name: 'Адрес сервера' })
    await pick(select, 'web — 10.0.0.5')
    // only the internal addresses: the server without one offers nothing
    expect(within(select).queryByRole('option', { name: /bare/ })).toBeNull()
    type(within(dialog).getByRole('textbox', { name: 'Внешний порт' }), '80')
    type(within(dialog).getByRole('textbox', { name: 'Внутренний порт' }), '8080')
    await submit(dialog, 'Добавить правило')
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: '/loadbalancers/lb1/rules', body: { address_id: 'ia1', external_protocol_port: 80, internal_protocol_port: 8080 } }]))
  })
})

describe('loadbalancer_rule create with more servers than one page (001 §4: rule create needs attachable servers)', () => {
  it('the one server with an internal address on the second page is offered, and the rule is not blocked', async () => {
    servers = [...Array.from({ length: PART + 5 }, (_, i) => ({ ...bare, id: `s-bare-${i}`, name: `bare-${i}` })), web]
    const dialog = await ruleDialog()
    const select = within(dialog).getByRole('combobox', { name: 'Адрес сервера' })
    await pick(select, 'web — 10.0.0.5')
    expect(within(dialog).queryByText('Нет серверов, которые можно добавить в правило')).toBeNull()
  })
})

describe('vrouter attach_floatingip: paid (001 §4, 001 §8)', () => {
  it('a 402 not_enough_money from the attach opens the payment prompt with the missing amount', async () => {
    await renderActions(<EntityActions kind="vrouter" item={router} variant="buttons" />)
    const dialog = await openDialog('Привязать IP-адрес')
    const select = within(dialog).getByRole('combobox', { name: 'IP-адрес' })
    await pick(select, '203.0.113.9')
    await submit(dialog, 'Привязать IP-адрес')
    const prompt = await screen.findByRole('dialog', { name: 'Недостаточно средств' })
    expect(within(prompt).getByText('Не хватает').parentElement?.textContent).toMatch(/7,50\s₽/)
    expect(calls).toEqual([{ method: 'POST', path: '/addresses/fip1/attach', body: { entity: 'vrouter', id: 'vr1' } }])
  })
})
