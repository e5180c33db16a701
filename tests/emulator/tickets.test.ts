// Support tickets on the provider's side (000 §3 Ticket, 000 §4 Ticket). The spec shows no ticket call, so the
// paths are the product's (emulator/kinds/ticket/routes.ts); the rules are the spec's where it has them.
import { describe, expect, it } from 'vitest'
import { TICKET } from '../../contract/constants'
import { validateListResponse, validateTicket } from '../../generated/validators/index.js'
import { AGENT_DELAYS } from '../../emulator/kinds/ticket/agent'
import { Listener, OTHER, eventually, useEmulator } from './harness'

// the clock endpoint: a test holds the agent while it checks what comes before its answer
const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const S = TICKET.statuses

const base64 = (bytes: number): string => Buffer.alloc(bytes, 7).toString('base64')
const create = async (body: Record<string, unknown> = {}) => api.post('/tickets', { subject: 'Disk is slow', message: 'The data disk reads slowly since morning.', ...body })

describe('tickets', () => {
  it('the seed: a ticket support answered (unread) and an archived one', async () => {
    const list = (await api.get('/tickets?filter=open')).body
    expect(validateListResponse(list)).toBe(true)
    expect(list.result).toContainEqual(expect.objectContaining({ status: S.answered, ticket_read: false, messages_last: expect.objectContaining({ author: 'support' }) }))
    const archive = (await api.get('/tickets?filter=archive')).body.result
    expect(archive.map((ticket: { status: number }) => ticket.status)).toEqual([S.archived])
    for (const ticket of [...list.result, ...archive]) expect(validateTicket(ticket)).toBe(true)
  })

  it('000 §4: the list takes order, offset, limit, filter and is_read (1 or 0)', async () => {
    const unread = (await api.get('/tickets?is_read=0')).body.result
    expect(unread.length).toBeGreaterThan(0)
    expect(unread.every((ticket: { ticket_read: boolean }) => !ticket.ticket_read)).toBe(true)
    const read = (await api.get('/tickets?is_read=1&order=created_in&limit=1&offset=0')).body
    expect(read.result).toHaveLength(1)
    expect(read.result[0].ticket_read).toBe(true)
    expect((await api.get('/tickets?is_read=yes')).status).toBe(400)
    expect((await api.get('/tickets?filter=closed')).body.errors[0].path).toBe('filter')
  })

  it('create answers the ticket with its first message; the agent takes it (3) and answers (2, unread) on the clock, live', async () => {
    const ws = await Listener.open(emulator.url, api.token ?? '')
    const created = await create({ service: 'volumes', files: [{ name: 'iostat.txt', data: base64(300) }] })
    expect(created.status).toBe(201)
    expect(validateTicket(created.body)).toBe(true)
    expect(created.body).toMatchObject({ status: S.open, subject: 'Disk is slow', service: 'volumes', ticket_read: true, messages: [{ author: 'client', files: [{ name: 'iostat.txt' }] }] })
    const id = created.body.id
    const statusOf = (status: number) => (message: any) => message.type === 'entity' && message.entity === 'ticket' && message.id === id && message.data.status === status
    await ws.next(statusOf(S.active))
    const answered = await ws.next((message) => message.type === 'entity' && message.entity === 'ticket' && message.id === id && message.data.status === S.answered)
    expect(answered.data.ticket_read).toBe(false)
    expect(answered.data.messages_last).toMatchObject({ author: 'support', message: expect.stringContaining('Thank you') })
    // opening it reads the answer
    expect((await api.get(`/tickets/${id}`)).body.ticket_read).toBe(true)
    expect(AGENT_DELAYS.take).toBeGreaterThan(0)
  })

  it('the agent answers in the language the client wrote in', async () => {
    const { id } = (await create({ subject: 'Вопрос по диску', message: 'Диск медленно читает' })).body
    const answered = await eventually(async () => {
      const ticket = (await api.get(`/tickets/${id}`)).body
      return ticket.status === S.answered ? ticket : undefined
    })
    expect(answered.messages_last.message).toMatch(/Здравствуйте/)
  })

  it('a reply adds the message and gives the ticket back to support', async () => {
    const { id } = (await create()).body
    const replied = await api.post(`/tickets/${id}/messages`, { message: 'One more detail', files: [{ name: 'shot.png', data: base64(100) }] })
    expect(replied.status).toBe(201)
    expect(replied.body.status).toBe(S.open)
    // the agent may have answered in between: the client's messages, in order
    const mine = replied.body.messages.filter((message: { author: string }) => message.author === 'client')
    expect(mine.map((message: { message: string }) => message.message)).toEqual(['The data disk reads slowly since morning.', 'One more detail'])
    expect(replied.body.messages_last).toMatchObject({ author: 'client', message: 'One more detail', files: [{ name: 'shot.png' }] })
  })

  it('files: a wrong type or a file over the size is a 400 on that file; more than the count on files', async () => {
    const wrong = await create({
      files: [
        { name: 'ok.pdf', data: base64(10) },
        { name: 'run.exe', data: base64(10) },
      ],
    })
    expect(wrong.status).toBe(400)
    // each with the code and values the console says it by in the user's language (contract/fieldErrorCodes.ts)
    expect(wrong.body.errors).toEqual([
      { path: 'files.1.name', message: expect.stringContaining('run.exe'), code: 'file_type_not_accepted', params: { name: 'run.exe', extensions: TICKET.file_extensions.join(', ') } },
    ])
    const large = await create({ files: [{ name: 'big.png', data: base64(TICKET.max_file_bytes + 1) }] })
    expect(large.status).toBe(400)
    expect(large.body.errors[0]).toMatchObject({ path: 'files.0.data', code: 'file_too_large', params: { name: 'big.png', max_kb: TICKET.max_file_bytes / 1024 } })
    const exact = await create({ files: [{ name: 'edge.png', data: base64(TICKET.max_file_bytes) }] })
    expect(exact.status).toBe(201)
    const many = await create({ files: Array.from({ length: TICKET.max_files + 1 }, (_, index) => ({ name: `f${index}.txt`, data: base64(4) })) })
    expect(many.status).toBe(400)
    expect(many.body.errors[0].path).toBe('files')
  })

  it('malformed bodies are 400 on their fields, never 5xx', async () => {
    for (const body of [
      {},
      { subject: '', message: 'x' },
      { subject: 'x', message: '   ' },
      { subject: 'x', message: 'y', files: 'nope' },
      { subject: 'x', message: 'y', files: [{ name: 'a.txt', data: '***' }] },
    ]) {
      const answer = await api.post('/tickets', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors.length).toBeGreaterThan(0)
    }
  })

  it('000 §4 Ticket: archive allowed only if status < 5 and not 3; an archived ticket takes no reply', async () => {
    const { id } = (await create()).body
    // answered (2), support no longer works on it
    await eventually(async () => ((await api.get(`/tickets/${id}`)).body.status === S.answered ? true : undefined))
    const archived = await api.post(`/tickets/${id}/archive`)
    expect(archived.status).toBe(200)
    expect(archived.body.status).toBe(S.archived)
    const again = await api.post(`/tickets/${id}/archive`)
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('ticket_not_archivable')
    expect((await api.post(`/tickets/${id}/messages`, { message: 'hello?' })).body.reason).toBe('ticket_archived')
  })

  it('000 §4 Ticket: an archived ticket is reopened with a message: open again, back in the open list, answered anew', async () => {
    const { id } = (await create()).body
    // an open ticket takes a reply, not a reopen
    expect((await api.post(`/tickets/${id}/reopen`, { message: 'again' })).body.reason).toBe('ticket_not_closed')
    await eventually(async () => ((await api.get(`/tickets/${id}`)).body.status === S.answered ? true : undefined))
    expect((await api.post(`/tickets/${id}/archive`)).body.status).toBe(S.archived)
    expect((await api.post(`/tickets/${id}/reopen`, {})).body.errors[0].path).toBe('message')
    const reopened = await api.post(`/tickets/${id}/reopen`, { message: 'The disk is slow again', files: [{ name: 'iostat.txt', data: base64(10) }] })
    expect(reopened.status).toBe(200)
    expect(reopened.body).toMatchObject({ status: S.open, messages_last: { author: 'client', message: 'The disk is slow again' } })
    expect((await api.get('/tickets?filter=open')).body.result.some((ticket: { id: string }) => ticket.id === id)).toBe(true)
    expect((await api.get('/tickets?filter=archive')).body.result.some((ticket: { id: string }) => ticket.id === id)).toBe(false)
    // support answers the reopened question
    await eventually(async () => ((await api.get(`/tickets/${id}`)).body.status === S.answered ? true : undefined))
  })

  it('rating: 1 to 5, only once support answered the last message', async () => {
    // held: the agent cannot answer before the refused rating, however slow the machine
    expect((await api.call('POST', '/emulator/clock', { held: true })).status).toBe(200)
    const { id } = (await create()).body
    expect((await api.post(`/tickets/${id}/rating`, { rating: 5 })).body.reason).toBe('ticket_not_answered')
    expect((await api.call('POST', '/emulator/clock', { held: false })).status).toBe(200)
    await eventually(async () => ((await api.get(`/tickets/${id}`)).body.status === S.answered ? true : undefined))
    expect((await api.post(`/tickets/${id}/rating`, { rating: 6 })).status).toBe(400)
    const rated = await api.post(`/tickets/${id}/rating`, { rating: 4 })
    expect(rated.status).toBe(200)
    expect(rated.body.rating).toBe(4)
  })

  it("another account's ticket is a 404", async () => {
    const { id } = (await create()).body
    const other = emulator.api()
    await other.login(OTHER)
    expect((await other.get(`/tickets/${id}`)).status).toBe(404)
    expect((await other.post(`/tickets/${id}/archive`)).status).toBe(404)
    expect((await other.get('/tickets')).body.result.some((ticket: { id: string }) => ticket.id === id)).toBe(false)
  })
})

// a clock slow enough to act while support works on the ticket
const slow = await useEmulator({ timeScale: 0.25 })
const client = await slow.signedIn()

describe('the active ticket', () => {
  it('000 §4 Ticket: archive action not allowed for an active ticket (3)', async () => {
    const ws = await Listener.open(slow.url, client.token ?? '')
    const { id } = (await client.post('/tickets', { subject: 'Busy', message: 'Please look' })).body
    await ws.next((message) => message.type === 'entity' && message.id === id && message.data.status === S.active, 5000)
    const refused = await client.post(`/tickets/${id}/archive`)
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('ticket_active')
    ws.close()
  })
})
