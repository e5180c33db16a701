// @vitest-environment jsdom
// A click on OK is never lost (000 §4 Generic action flow; 000 §5 validation on blur, 150 ms debounce). The balancer
// rule's browser test went red under load with the dialog on its form, nothing sent and nothing said: the check the
// first port's blur scheduled ran while the second port was still empty (a busy browser between clearing and typing
// it) and kept "required" for it, unseen while the field was not left. Pressing OK left the field: the stale message
// appeared under the pointer, moved OK down and the click missed it; the next check took the message away again.
// A message must be about the value the field holds: typing drops the one about the value before.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { CollectionAction } from '../../../src/actions'
import { API, closed, errorOf, openDialog, renderActions, submit } from './harness'

const balancer = { id: 'b1', name: 'web-lb', status: 'ACTIVE', rules_count: 1, rules_limit: 10 }
const web = { id: 's1', name: 'web-1', status: 'ACTIVE', internal_addresses: [{ address_id: 'ia1', address: '10.0.0.3' }] }

let posted: unknown[] = []
const server = setupServer(
  http.get(`${API}/projects/p1/servers`, () => HttpResponse.json({ result: [web], count: 1 })),
  http.post(`${API}/loadbalancers/b1/rules`, async ({ request }) => {
    posted.push(await request.json())
    return HttpResponse.json({ id: 'r9', status: 'ACTIVE', address_id: 'ia1', external_protocol_port: 80, internal_protocol_port: 8080 })
  }),
  http.get(`${API}/projects/p1/loadbalancers/rules`, () => HttpResponse.json({ result: [], count: 0 })),
  http.get(`${API}/projects/p1/loadbalancers`, () => HttpResponse.json({ result: [balancer], count: 1 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  server.resetHandlers()
  posted = []
})

const TITLE = 'Добавить правило'

it('a port typed after a check that saw it empty shows no stale "required" when left, and OK sends the rule once (001 §7)', async () => {
  await renderActions(<CollectionAction kind="loadbalancer_rule" action="create" related={{ balancer }} />)
  const dialog = await openDialog(TITLE)
  const picker = within(dialog).getByRole('combobox', { name: 'Адрес сервера' })
  await waitFor(() => expect(within(picker).queryByRole('option', { name: 'web-1 — 10.0.0.3' })).not.toBeNull())
  fireEvent.change(picker, { target: { value: within(picker).getByRole<HTMLOptionElement>('option', { name: 'web-1 — 10.0.0.3' }).value } })
  const external = within(dialog).getByRole('textbox', { name: 'Внешний порт' })
  const internal = within(dialog).getByRole('textbox', { name: 'Внутренний порт' })
  fireEvent.change(external, { target: { value: '80' } })
  // leaving the first port schedules the check (150 ms): it runs while the second is still empty
  fireEvent.blur(external)
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)))

  fireEvent.change(internal, { target: { value: '8080' } })
  // pressing OK leaves the field first: no message may appear for the port just typed
  fireEvent.blur(internal)
  expect(errorOf(internal)).toBeUndefined()
  await submit(dialog, TITLE)
  await waitFor(() => expect(posted).toEqual([{ address_id: 'ia1', external_protocol_port: 80, internal_protocol_port: 8080 }]))
  await closed(TITLE)
  expect(posted).toHaveLength(1)
  expect(errorOf(internal)).toBeUndefined()
})
