// Payers on the provider's side (000 §3 Payer, 000 §4 Payer, 000 §5 payer creation and form rules, 001 §7 GET
// /countries and GET /vatnum), bank invoices (000 §4 Payments: create_bank needs a payer; 000 §5: "needs a payer
// and all fields") and the documents as real PDFs.
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { Listener, OTHER, useEmulator, type Api } from './harness'

const emulator = await useEmulator()

const INVOICE = '3'

const individual = {
  payer_type: 1,
  name: 'Сидоров Пётр',
  person: 'Сидоров Пётр',
  country_physical: 'RU',
  postcode_physical: '101000',
  city_physical: 'Москва',
  address_physical: 'ул. Мясницкая, д. 1',
}
const company = {
  ...individual,
  payer_type: 2,
  name: 'ООО «Ромашка»',
  country_legal: 'RU',
  postcode_legal: '117997',
  city_legal: 'Москва',
  address_legal: 'ул. Вавилова, д. 19',
  vatnum: '7707083893',
  kpp: '770701001',
}

async function pdf(api: Api, path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${api.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${api.token ?? ''}` } })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

const pathsOf = (body: { errors: { path: string }[] }) => body.errors.map((error) => error.path)

describe('payers', () => {
  it('000 §6 "A main payer exists": the account has one from the start, and it cannot be deleted (001 §8)', async () => {
    const api = await emulator.signedIn()
    const payers = (await api.get('/payers')).body.result as { id: string; is_main: boolean }[]
    const main = payers.filter((payer) => payer.is_main)
    expect(main).toHaveLength(1)
    const refused = await api.delete(`/payers/${main[0]?.id ?? ''}`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'main_payer_delete' })
  })

  it('000 §5: payer creation requires payer_type, name, person and the physical address; non-individual also the legal address, vatnum, kpp', async () => {
    const api = await emulator.signedIn()
    const bare = await api.post('/payers', { payer_type: 2, name: 'Без полей' })
    expect(bare.status).toBe(400)
    expect(pathsOf(bare.body)).toEqual([
      'person',
      'country_physical',
      'postcode_physical',
      'city_physical',
      'address_physical',
      'country_legal',
      'postcode_legal',
      'city_legal',
      'address_legal',
      'vatnum',
      'kpp',
    ])
    expect((await api.post('/payers', individual)).status).toBe(201)
    const created = await api.post('/payers', company)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'ООО «Ромашка»', is_main: false, has_invoice: false, missing_fields: [] })
  })

  it('000 §5 form rules: a wrong INN check digit, OGRN, OGRNIP, a BIK not of 9 digits and a bad KPP are refused each on its field', async () => {
    const api = await emulator.signedIn()
    const wrong = await api.post('/payers', { ...company, vatnum: '7707083894', kpp: '77070100', ogrn: '1027700132194', bik: '04452522', phone: '+7 495' })
    expect(wrong.status).toBe(400)
    expect(pathsOf(wrong.body)).toEqual(['vatnum', 'kpp', 'ogrn', 'bik', 'phone'])
    const person = await api.post('/payers', { ...individual, inn: '500212345627' })
    expect(pathsOf(person.body)).toEqual(['inn'])
    // an entrepreneur's tax number is a person's (12 digits), its registration number the OGRNIP (15)
    const entrepreneur = { ...company, payer_type: 3, vatnum: '500212345628', ogrnip: '304770001234501' }
    expect(pathsOf((await api.post('/payers', entrepreneur)).body)).toEqual(['ogrnip'])
    expect((await api.post('/payers', { ...entrepreneur, ogrnip: '304770001234500', inn: '500212345628' })).status).toBe(201)
  })

  it('001 §7 GET /countries: Belarus, Kazakhstan, Russia, Ukraine with phonecode and phoneformat; a phone is checked against its country', async () => {
    const api = await emulator.signedIn()
    const countries = (await api.get('/countries')).body.result as { id: string; phonecode: string; phoneformat: string }[]
    expect(countries.map((country) => country.id)).toEqual(['BY', 'KZ', 'RU', 'UA'])
    expect(countries.every((country) => country.phonecode !== '' && country.phoneformat.includes('#'))).toBe(true)
    expect((await api.post('/payers', { ...individual, phone: '+7 (916) 123-45-67' })).status).toBe(201)
    expect(pathsOf((await api.post('/payers', { ...individual, country_physical: 'BY', phone: '+7 (916) 123-45-67' })).body)).toEqual(['phone'])
    expect((await api.post('/payers', { ...individual, country_physical: 'BY', phone: '+375 (29) 123-45-67' })).status).toBe(201)
    // 000 §5: a phone is not validated when only +
    expect((await api.post('/payers', { ...individual, phone: '+' })).status).toBe(201)
    expect(pathsOf((await api.post('/payers', { ...individual, country_physical: 'FR' })).body)).toEqual(['country_physical'])
  })

  it('001 §7 GET /vatnum: a search by tax number finds the company with the fields the form fills in', async () => {
    const api = await emulator.signedIn()
    const found = (await api.get('/vatnum?search=77070')).body.result
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ vatnum: '7707083893', kpp: '770701001', name: 'ООО «Ромашка»', country_legal: 'RU' })
    expect((await api.get('/vatnum?search=')).body.result).toEqual([])
  })

  it('an edit sends the whole form and is checked as a new payer; another account reads no payer of this one', async () => {
    const api = await emulator.signedIn()
    const main = ((await api.get('/payers')).body.result as { id: string; is_main: boolean; missing_fields: string[] }[]).find((payer) => payer.is_main)
    expect(main?.missing_fields.length).toBeGreaterThan(0)
    const half = await api.patch(`/payers/${main?.id ?? ''}`, { person: 'Кто-то' })
    expect(half.status).toBe(400)
    const filled = await api.patch(`/payers/${main?.id ?? ''}`, individual)
    expect(filled.status).toBe(200)
    expect(filled.body).toMatchObject({ is_main: true, missing_fields: [], name: 'Сидоров Пётр' })
    const other = await emulator.signedIn(OTHER)
    expect((await other.get(`/payers/${main?.id ?? ''}`)).status).toBe(404)
  })
})

describe('bank invoices', () => {
  it('000 §4 create_bank needs a payer, and 000 §5 a payer with all fields: refused on payer_id otherwise', async () => {
    const api = await emulator.signedIn(OTHER)
    const none = await api.post('/payments', { method_id: INVOICE, amount: 1500 })
    expect(none.status).toBe(400)
    expect(none.body.errors[0].path).toBe('payer_id')
    const main = ((await api.get('/payers')).body.result as { id: string; is_main: boolean }[]).find((payer) => payer.is_main)
    const incomplete = await api.post('/payments', { method_id: INVOICE, amount: 1500, payer_id: main?.id })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body).toMatchObject({ reason: 'payer_incomplete', errors: [{ path: 'payer_id' }] })
    expect(incomplete.body.missing_fields).toContain('person')
  })

  it('an invoice awaits payment (1) in the payer name; its document is a PDF naming the payer; it lists under /invoices and marks the payer', async () => {
    const api = await emulator.signedIn(OTHER)
    const payer = (await api.post('/payers', company)).body
    const created = await api.post('/payments', { method_id: INVOICE, amount: 1500.5, payer_id: payer.id })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 1, amount: 1500.5, payer: payer.id, payment_method: { module: 'pmruwire' } })
    const file = await pdf(api, `/payments/${created.body.id}/document`)
    expect(file.status).toBe(200)
    expect(file.type).toBe('application/pdf')
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-')
    const loaded = await PDFDocument.load(file.bytes)
    expect(loaded.getSubject()).toBe('ООО «Ромашка»')
    expect(loaded.getTitle()).toContain('Счёт на оплату')
    const invoices = (await api.get('/invoices')).body.result as { id: string }[]
    expect(invoices.map((invoice) => invoice.id)).toContain(created.body.id)
    expect((await api.get(`/payers/${payer.id}`)).body.has_invoice).toBe(true)
    // 000 §4 Payer: a payer with an invoice cannot download the contract
    expect((await api.get(`/payers/${payer.id}/contract`)).status).toBe(409)
  })

  it('000 §2 contract: a payer without an invoice has its contract, and every payer type a sample, as PDFs', async () => {
    const api = await emulator.signedIn(OTHER)
    const payer = (await api.post('/payers', company)).body
    const contract = await pdf(api, `/payers/${payer.id}/contract`)
    expect(contract.status).toBe(200)
    expect((await PDFDocument.load(contract.bytes)).getSubject()).toBe('ООО «Ромашка»')
    const sample = await pdf(api, '/payers/sample-contract?payer_type=2')
    expect(sample.status).toBe(200)
    expect(new TextDecoder().decode(sample.bytes.slice(0, 5))).toBe('%PDF-')
    expect((await api.get('/payers/sample-contract?payer_type=9')).status).toBe(400)
  })
})

describe('acceptance certificates', () => {
  it('000 §4 Acceptance certificate statuses: the demo account has certificates in many of them, each with a PDF', async () => {
    const api = await emulator.signedIn()
    const certificates = (await api.get('/acceptance-certs?limit=100')).body.result as { id: string; number: string; status: number }[]
    const statuses = new Set(certificates.map((certificate) => certificate.status))
    for (const status of [0, 1, 4, 110, 120, 330]) expect(statuses).toContain(status)
    const first = certificates[0]
    const file = await pdf(api, `/acceptance-certs/${first?.id ?? ''}/document`)
    expect(file.status).toBe(200)
    expect((await PDFDocument.load(file.bytes)).getSubject()).toBe(first?.number)
    const other = await emulator.signedIn(OTHER)
    expect((await other.get(`/acceptance-certs/${first?.id ?? ''}`)).status).toBe(404)
  })
  it('000 §4: the client signs (110) or rejects (120) a sent certificate (3) and asks to annul (310) a signed one; other statuses 409', async () => {
    const api = await emulator.signedIn()
    const certificates = (await api.get('/acceptance-certs?limit=100')).body.result as { id: string; status: number }[]
    const sent = certificates.find((certificate) => certificate.status === 3)
    const signed = certificates.find((certificate) => certificate.status === 4)
    const annulled = certificates.find((certificate) => certificate.status === 330)
    const ws = await Listener.open(emulator.url, api.token as string)
    // the list follows live: the websocket says the certificate's new status
    const heard = ws.next((message) => message.type === 'entity' && message.id === sent?.id && message.data?.status === 110)
    expect((await api.post(`/acceptance-certs/${sent?.id}/sign`, {})).body).toMatchObject({ id: sent?.id, status: 110 })
    await heard
    ws.close()
    expect((await api.post(`/acceptance-certs/${sent?.id}/reject`, {})).status).toBe(409)
    expect((await api.post(`/acceptance-certs/${signed?.id}/annul`, {})).body).toMatchObject({ status: 310 })
    expect((await api.post(`/acceptance-certs/${annulled?.id}/sign`, {})).status).toBe(409)
    expect((await api.get(`/acceptance-certs/${signed?.id}`)).body.status).toBe(310)
    expect((await (await emulator.signedIn(OTHER)).post(`/acceptance-certs/${signed?.id}/annul`, {})).status).toBe(404)
  })
})
