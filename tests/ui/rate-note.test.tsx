// @vitest-environment jsdom
// 000 §4 Cart: s3_storage and backup are consumption-billed: where an order shows its price, theirs is a rate per
// unit of what they hold, from the project's price list (ActionConfig.rates, engine/rates.ts, ui/money/RateNote).
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ratesOf } from '../../engine/rates'
import { RateNote } from '../../ui/money/RateNote'
import { renderUi } from './harness'

afterEach(cleanup)

const PRICES = [
  { group: 's3', name: 's3_storage', cost: { hour: 0.02, month: 14.4 } },
  { group: 'volume', name: 'disk-space', cost: { hour: 0.01, month: 7.2 } },
]
const S3 = [{ group: 's3', name: 's3_storage', unit: 'console.rate.unit.gb' }]

const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ')

describe('ratesOf', () => {
  it('reads each entry per hour and per month from the price list, with its unit', () => {
    expect(ratesOf(S3, PRICES)).toEqual([{ hour: 0.02, month: 14.4, unit: 'console.rate.unit.gb' }])
  })
  it('waits for the price list (undefined), and leaves out an entry the list lacks', () => {
    expect(ratesOf(S3, undefined)).toBeUndefined()
    expect(ratesOf([...S3, { group: 'backup', name: 'storage', unit: 'console.rate.unit.gb' }], PRICES)).toHaveLength(1)
  })
})

describe('the rate note', () => {
  it('says the price per GB an hour and a month, in Russian and in English', async () => {
    const { i18n } = renderUi(<RateNote rates={ratesOf(S3, PRICES)} />)
    expect(flat(screen.getByRole('group', { name: 'Оплата по потреблению' }).textContent)).toContain('0,02 ₽ за 1 ГБ в час, 14,40 ₽ за 1 ГБ в месяц')
    await act(async () => {
      await i18n.changeLanguage('en')
    })
    expect(flat(screen.getByRole('group', { name: 'Billed by consumption' }).textContent)).toMatch(/0\.02 per 1 GB an hour, .?14\.40 per 1 GB a month/)
  })
  it('says it is calculating while the price list loads', () => {
    renderUi(<RateNote rates={undefined} />)
    expect(screen.getByRole('status').textContent).toBeTruthy()
  })
})
