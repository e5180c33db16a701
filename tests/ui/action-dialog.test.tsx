// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../engine/errors/http'
import type { ActionFlowOutput } from '../../engine/flow/actionMachine'
import type { DialogOutput } from '../../engine/flow/dialogMachine'
import type { DialogConfig } from '../../engine/types'
import { ActionDialog } from '../../ui/dialog/ActionDialog'
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog'
import { renderUi } from './harness'

// Field labels of a made-up kind: the tests name fields by what the user reads.
const extra = {
  'test.field.name': 'Имя',
  'test.field.size': 'Размер',
  'test.field.agree': 'Я согласен',
  'test.field.confirm': 'Введите имя диска',
}

const resize: DialogConfig = {
  fields: [
    { name: 'name', kind: 'name', label: 'test.field.name', required: true, default: { path: 'item.name' } },
    { name: 'size', kind: 'size', label: 'test.field.size', required: true, min: 10, max: 1000, step: 10, default: { path: 'item.size' } },
  ],
}
const item = { id: 'v1', name: 'data', size: 100 }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/**
 * Lets promises settle and React render, then lets `ms` pass. Two steps: React renders the updates queued in an
 * act only when it ends, and a browser would have rendered them before any timer of ours fires.
 */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
  if (ms > 0) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
}

async function leave(input: HTMLElement) {
  fireEvent.blur(input)
  await advance(150)
}

/** The message a field is invalid with (aria-errormessage, as Chakra's Field wires it), if it is invalid. */
function errorOf(input: HTMLElement): string | undefined {
  if (input.getAttribute('aria-invalid') !== 'true') return undefined
  return document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent ?? undefined
}

const ok = () => screen.getByRole('button', { name: 'Изменить' })

/** The flow's outcomes a submit resolves with (engine/flow/actionMachine.ts ActionFlowOutput). */
const done = (result: unknown) => ({ kind: 'done' as const, result, balance_recalculated: false, warnings: [] })
const failed = (error: unknown): ActionFlowOutput => ({ kind: 'failed', stage: 'run', error })

async function openResize(submit: (input: { values: Record<string, unknown> }) => Promise<ActionFlowOutput>, onClose = vi.fn()) {
  renderUi(<ActionDialog title="Изменить диск" dialog={resize} submitLabel="Изменить" input={{ item }} submit={submit} onClose={onClose} />, { extra })
  await advance()
  const dialog = screen.getByRole('dialog', { name: 'Изменить диск' })
  return { dialog, onClose, name: within(dialog).getByRole('textbox', { name: 'Имя' }), size: within(dialog).getByRole('textbox', { name: 'Размер' }) }
}

describe('ActionDialog (000 §4: preparing, form, processing, back to form on failure, ready, closed after 1 s)', () => {
  it('success: form → processing → ready → closed 1 s later', async () => {
    const call = deferred<ActionFlowOutput>()
    const submit = vi.fn(() => call.promise)
    const { dialog, name, size, onClose } = await openResize(submit)
    expect((name as HTMLInputElement).value).toBe('data')
    expect((size as HTMLInputElement).value).toBe('100')

    type(name, 'data-2')
    type(size, '200')
    await advance()
    fireEvent.click(ok())
    await advance()

    // processing: OK cannot be pressed again and the fields are locked
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith({ values: { name: 'data-2', size: 200 }, data: undefined })
    expect(
      within(dialog)
        .getByRole('button', { name: /Выполняется/ })
        .hasAttribute('disabled'),
    ).toBe(true)
    expect((name as HTMLInputElement).disabled).toBe(true)

    call.resolve(done({ id: 'v1' }))
    await advance()
    expect(within(dialog).getByRole('status').textContent).toBe('Готово')

    await advance(999)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    await advance(1)
    expect(onClose).toHaveBeenCalledWith({ status: 'submitted', outcome: done({ id: 'v1' }), values: { name: 'data-2', size: 200 } } satisfies DialogOutput)
    expect(dialog.getAttribute('data-state')).toBe('closed')
    // gone once its exit animation ends (jsdom runs none: a frame later, the test ends it)
    await advance(20)
    fireEvent.animationEnd(dialog)
    await advance()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a 400 with a path puts the message under that field and keeps what the user typed', async () => {
    const submit = vi.fn(async () => failed(new ApiError(400, { errors: [{ path: 'size', message: 'Size is above the project limit' }] })))
    const { dialog, name, size } = await openResize(submit)
    type(name, 'renamed')
    type(size, '990')
    await advance()
    fireEvent.click(ok())
    await advance()

    // back in the form, under the size field: an uncoded API message is said in Russian, its text kept as the detail
    expect(errorOf(size)).toBe('Значение не принято. Ответ сервера: Size is above the project limit')
    expect(errorOf(name)).toBeUndefined()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect((name as HTMLInputElement).value).toBe('renamed')
    expect((size as HTMLInputElement).value).toBe('990')
    expect(ok().hasAttribute('disabled')).toBe(false)

    // changing the field clears the server's message for it
    type(size, '900')
    await advance()
    expect(errorOf(size)).toBeUndefined()
  })

  it.each([
    ['HTTP 503', new ApiError(503, { message: 'Service Unavailable' })],
    ['a network failure', new ApiError(undefined)],
  ])('%s shows the general error at the top and returns to the form with the values', async (_, failure) => {
    const onReportError = vi.fn()
    const submit = vi.fn(async () => failed(failure))
    renderUi(<ActionDialog title="Изменить диск" dialog={resize} submitLabel="Изменить" input={{ item }} submit={submit} onReportError={onReportError} />, { extra })
    await advance()
    const dialog = screen.getByRole('dialog', { name: 'Изменить диск' })
    type(within(dialog).getByRole('textbox', { name: 'Размер' }), '300')
    await advance()
    fireEvent.click(ok())
    await advance()

    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('Не удалось выполнить действие')
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Размер' }).value).toBe('300')
    expect(ok().hasAttribute('disabled')).toBe(false)
    // 001 §8: an unknown dialog failure is reported
    expect(onReportError).toHaveBeenCalledTimes(1)
  })

  it('OK stays disabled while a required checkbox is unchecked (000 §5)', async () => {
    const submit = vi.fn(async () => done({}))
    const dialog: DialogConfig = { fields: [{ name: 'agree', kind: 'checkbox', label: 'test.field.agree', required: true }] }
    renderUi(<ActionDialog title="Включить" dialog={dialog} submitLabel="Включить" submit={submit} />, { extra })
    await advance()
    const button = screen.getByRole('button', { name: 'Включить' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fireEvent.click(button)
    await advance()
    expect(submit).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен' }))
    await advance()
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.click(button)
    await advance()
    expect(submit).toHaveBeenCalledWith({ values: { agree: true }, data: undefined })
  })

  it('OK is disabled when the action is unavailable, with the reason', async () => {
    renderUi(
      <ActionDialog title="Изменить диск" dialog={resize} submitLabel="Изменить" input={{ item }} available={false} unavailableReason="reason.volume.attached" submit={async () => done({})} />,
      { extra },
    )
    await advance()
    expect(ok().hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Диск подключён к серверу')).toBeTruthy()
  })

  it('cancel closes without calling the action', async () => {
    const submit = vi.fn(async () => done({}))
    const { onClose } = await openResize(submit)
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }))
    await advance()
    expect(onClose).toHaveBeenCalledWith({ status: 'cancelled' })
    expect(submit).not.toHaveBeenCalled()
  })

  it('prepares first, then opens the form with the prepared values', async () => {
    const prepared = deferred<{ values: Record<string, unknown> }>()
    renderUi(<ActionDialog title="Изменить диск" dialog={resize} submitLabel="Изменить" input={{ item }} prepare={() => prepared.promise} submit={async () => done({})} />, { extra })
    await advance()
    const dialog = screen.getByRole('dialog', { name: 'Изменить диск' })
    expect(within(dialog).getByRole('status').textContent).toBe('Подготовка…')
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    prepared.resolve({ values: { size: 500 } })
    await advance()
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Размер' }).value).toBe('500')
  })

  it('a failed verification ends silently: no error shown, the app gets the outcome to open its prompt (001 §8)', async () => {
    const outcome: ActionFlowOutput = { kind: 'prompt', verification: { ok: false, reason: 'not_enough_money', missing: 10, minimum_balance: 20, currency: 'RUB' } }
    const { dialog, onClose } = await openResize(async () => outcome)
    fireEvent.click(ok())
    await advance()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(onClose).toHaveBeenCalledWith({ status: 'submitted', outcome, values: { name: 'data', size: 100 } })
  })

  it('shows the price per hour and per month when the dialog asks for it', async () => {
    renderUi(
      <ActionDialog
        title="Создать диск"
        dialog={{ ...resize, price: true }}
        input={{ item }}
        price={(values) => ({ hour: Number(values.size) * 0.01, month: Number(values.size) * 7.2 })}
        submit={async () => done({})}
      />,
      { extra },
    )
    await advance()
    const price = screen.getByRole('group', { name: 'Стоимость' })
    expect(price.textContent?.replace(/\s/g, ' ')).toContain('1,00 ₽ в час')
    expect(price.textContent?.replace(/\s/g, ' ')).toContain('720,00 ₽ в месяц')
  })
})

describe('a name the API changed (001 §7 autorename: a taken name becomes name-1)', () => {
  it('is said in the ready state, which waits for Close instead of closing after 1 s', async () => {
    const { dialog, name, onClose } = await openResize(async () => done({ id: 'v2', name: 'data-1', size: 100 }))
    type(name, 'data')
    fireEvent.click(ok())
    await advance(5000)
    expect(within(dialog).getByRole('status').textContent).toBe('Готово: создано под именем «data-1», потому что имя «data» уже занято')
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1)!)
    await advance()
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('SizeField (volume 10..1000 step 10)', () => {
  it('000 §5 digits only: what is not digits is refused with a message naming it, never rewritten (-10 is not 10)', async () => {
    const { size } = await openResize(vi.fn(async () => done({})))
    type(size, '-10')
    expect((size as HTMLInputElement).value).toBe('100')
    expect(errorOf(size)).toBe('Только цифры: «-10» не принято')
    type(size, '1a5 ГБ')
    expect((size as HTMLInputElement).value).toBe('100')
    expect(errorOf(size)).toBe('Только цифры: «1a5 ГБ» не принято')
    // the next accepted change takes the message away
    type(size, '200')
    expect((size as HTMLInputElement).value).toBe('200')
    expect(errorOf(size)).toBeUndefined()
  })

  it('refuses a value off the step, 150 ms after blur', async () => {
    const submit = vi.fn(async () => done({}))
    const { size } = await openResize(submit)
    type(size, '15')
    expect((size as HTMLInputElement).value).toBe('15')
    fireEvent.blur(size)
    await advance(100)
    // debounced: nothing yet
    expect(errorOf(size)).toBeUndefined()
    await advance(50)
    expect(errorOf(size)).toBe('Размер должен быть кратен 10 ГБ')

    // OK does not send it
    fireEvent.click(ok())
    await advance()
    expect(submit).not.toHaveBeenCalled()

    type(size, '20')
    await leave(size)
    expect(errorOf(size)).toBeUndefined()
  })

  it('an error goes when its cause goes, without leaving the field (the stale "Максимальное значение — 1000" under 30)', async () => {
    const { size } = await openResize(vi.fn(async () => done({})))
    type(size, '2000')
    await leave(size)
    expect(errorOf(size)).toBe('Максимальное значение — 1000')
    fireEvent.focus(size)
    type(size, '30')
    await advance(150)
    expect(errorOf(size)).toBeUndefined()
  })

  it('refuses values beyond the bounds, and its buttons move by the step', async () => {
    const { size } = await openResize(vi.fn(async () => done({})))
    type(size, '1010')
    await leave(size)
    expect(errorOf(size)).toBe('Максимальное значение — 1000')
    type(size, '5')
    await leave(size)
    expect(errorOf(size)).toBe('Минимальное значение — 10')
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }))
    expect((size as HTMLInputElement).value).toBe('10')
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }))
    expect((size as HTMLInputElement).value).toBe('20')
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }))
    expect((size as HTMLInputElement).value).toBe('10')
  })
})

describe('ConfirmNameField (000 §5: disk deletion requires typing its name plus a confirm checkbox)', () => {
  const remove: DialogConfig = { fields: [{ name: 'confirm_name', kind: 'confirm_name', label: 'test.field.confirm', required: true }] }

  it('needs the exact name and the checkbox before the action runs', async () => {
    const submit = vi.fn(async () => done({}))
    renderUi(<ActionDialog title="Удалить диск" dialog={remove} submitLabel="Удалить" itemName="data" submit={submit} />, { extra })
    await advance()
    const dialog = screen.getByRole('dialog', { name: 'Удалить диск' })
    const name = within(dialog).getByRole('textbox', { name: 'Введите имя диска' })
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Я понимаю, что действие нельзя отменить' })
    const button = within(dialog).getByRole('button', { name: 'Удалить' })
    expect(button.hasAttribute('disabled')).toBe(true)

    type(name, 'Data')
    await leave(name)
    expect(errorOf(name)).toBe('Введённое имя не совпадает')

    fireEvent.click(checkbox)
    await advance(150)
    // 000 §5: OK stays disabled while the typed name does not match, even with the box ticked
    expect(button.hasAttribute('disabled')).toBe(true)

    type(name, 'data')
    await leave(name)
    expect(errorOf(name)).toBeUndefined()
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.click(button)
    await advance()
    // the checkbox is the form's own: the action gets the payload only
    expect(submit).toHaveBeenCalledWith({ values: { confirm_name: 'data' }, data: undefined })
  })

  it("an unchecked checkbox left behind says 'Checkbox required'", async () => {
    renderUi(<ActionDialog title="Удалить диск" dialog={remove} itemName="data" submit={async () => done({})} />, { extra })
    await advance()
    const checkbox = screen.getByRole('checkbox', { name: 'Я понимаю, что действие нельзя отменить' })
    fireEvent.click(checkbox)
    await advance(150)
    fireEvent.click(checkbox)
    await advance(150)
    expect(screen.getByText('Отметьте этот пункт')).toBeTruthy()
  })
})

describe('ConfirmDialog', () => {
  it('asks, runs the action and closes after ready', async () => {
    const submit = vi.fn(async () => done({ deleted: true }))
    const onClose = vi.fn()
    renderUi(<ConfirmDialog title="Удалить ключ" description="Ключ «deploy» будет удалён" submitLabel="Удалить" submit={submit} onClose={onClose} />)
    await advance()
    const dialog = screen.getByRole('dialog', { name: 'Удалить ключ' })
    expect(within(dialog).getByText('Ключ «deploy» будет удалён')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    await advance()
    expect(within(dialog).getByRole('status').textContent).toBe('Готово')
    await advance(1000)
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ status: 'submitted', outcome: done({ deleted: true }) }))
  })
})
