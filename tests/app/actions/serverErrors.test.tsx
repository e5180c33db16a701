// @vitest-environment jsdom
// Every message a user sees in the Russian console is Russian (000 §1 Russian by default; 001 §5 errors on their
// field; 001 §8 unknown errors give a generic message). The API writes English: a field's error is shown by its code
// (a JSON Schema keyword, a kind's refusal), a code the console has no text for by a generic sentence that keeps the
// API's text only as a detail. Driven through a real dialog (volume rename) against msw, with the emulator's own
// error builders so the bodies are the API's.
import { cleanup, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError as EmulatorError, conflict } from '../../../emulator/http/errors'
import { errorEntries } from '../../../emulator/http/validate'
import { FIELD_ERROR_CODES, fieldErrorKey } from '../../../contract/fieldErrorCodes'
import { EntityActions } from '../../../src/actions'
import ruValidation from '../../../src/i18n/locales/ru/validation.json'
import enValidation from '../../../src/i18n/locales/en/validation.json'
import { API, errorOf, openDialog, renderActions, submit, type } from './harness'

const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }

const server = setupServer(http.get(`${API}/volumes/:id/detail`, ({ params }) => HttpResponse.json({ ...volume, id: params.id })))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

const answered = (error: EmulatorError) => server.use(http.patch(`${API}/volumes/v1`, () => HttpResponse.json(error.body(), { status: error.status })))

async function rename(): Promise<{ dialog: HTMLElement; name: HTMLElement }> {
  await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />)
  const dialog = await openDialog('Переименовать')
  const name = within(dialog).getByRole('textbox', { name: 'Название' })
  type(name, 'data-2')
  await submit(dialog, 'Переименовать')
  return { dialog, name }
}

describe('an API error in the Russian console', () => {
  it('a JSON Schema refusal of a field shows by its keyword, with its bound, in Russian (what typed is kept)', async () => {
    // what the emulator's request validation answers for a too long name (ajv's maxLength)
    const entries = errorEntries([{ keyword: 'maxLength', instancePath: '/name', schemaPath: '#/properties/name/maxLength', params: { limit: 64 }, message: 'must NOT have more than 64 characters' }])
    answered(new EmulatorError(400, entries))
    const { name } = await rename()
    await waitFor(() => expect(errorOf(name)).toBe('Максимальная длина — 64'))
    expect((name as HTMLInputElement).value).toBe('data-2')
  })

  it('a field refusal with a code the console has no text for: a generic Russian sentence, the API text as its detail', async () => {
    answered(new EmulatorError(400, [{ path: 'name', message: 'Names starting with data are reserved' }]))
    const { name } = await rename()
    await waitFor(() => expect(errorOf(name)).toBe('Значение не принято. Ответ сервера: Names starting with data are reserved'))
  })

  it('a 409 whose reason is outside the 001 §8 catalogue: the general field says in Russian that the action failed, the API text its detail', async () => {
    answered(conflict('The volume is being migrated', 'volume_migrating'))
    const { dialog } = await rename()
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Не удалось выполнить действие. Ответ сервера: The volume is being migrated'))
  })
})

describe('contract/fieldErrorCodes.ts: every code the API may give a field has its text', () => {
  it.each(FIELD_ERROR_CODES)('%s in Russian and English', (code) => {
    expect((ruValidation as Record<string, string>)[fieldErrorKey(code)]).toBeTruthy()
    expect((enValidation as Record<string, string>)[fieldErrorKey(code)]).toBeTruthy()
  })
})
