// The payer's documents as PDFs (000 §2 contract: payers/{id}/document, payers/sample-contract?payer_type; 000 §4
// Payer: download_contract, download_contract_sample): the contract filled in with the payer's fields, or a sample
// one with blanks for a payer type.
import { renderDocument, type DocumentLine } from '../../documents/pdf'
import { countryOf } from './countries'
import { PAYER_TYPE } from './fields'

const PROVIDER = 'ООО «Облачный провайдер», ИНН 7707083893, г. Москва'
const BLANK = '____________________'

const TYPE_NAMES: Readonly<Record<number, string>> = {
  [PAYER_TYPE.individual]: 'физическое лицо',
  [PAYER_TYPE.legal_entity]: 'юридическое лицо',
  [PAYER_TYPE.entrepreneur]: 'индивидуальный предприниматель',
}

const TERMS: readonly string[] = [
  '1. Исполнитель предоставляет Заказчику доступ к облачной инфраструктуре (серверы, диски, адреса, хранилище) в дата-центре в Москве.',
  '2. Услуги оплачиваются авансом в рублях. Стоимость начисляется почасово и списывается с баланса раз в сутки, в конце дня.',
  '3. Акты выполненных работ формируются ежемесячно и направляются Заказчику выбранным способом доставки документов.',
]

type PayerFields = Record<string, unknown> & { name: string; payer_type: number }

const value = (payer: PayerFields | undefined, name: string): string => {
  const found = payer?.[name]
  if (typeof found !== 'string' || found.trim() === '') return BLANK
  return name.startsWith('country_') ? (countryOf(found)?.name ?? found) : found
}

function partyLines(payer: PayerFields | undefined, payerType: number): DocumentLine[] {
  const address = (kind: 'physical' | 'legal') => [value(payer, `country_${kind}`), value(payer, `postcode_${kind}`), value(payer, `city_${kind}`), value(payer, `address_${kind}`)].join(', ')
  const lines: DocumentLine[] = [
    { text: 'Заказчик', bold: true, gap: 8 },
    { text: `${payer?.name ?? BLANK} (${TYPE_NAMES[payerType] ?? BLANK})` },
    { text: `Контактное лицо: ${value(payer, 'person')}` },
    { text: `Почтовый адрес: ${address('physical')}` },
  ]
  if (payerType !== PAYER_TYPE.individual) {
    lines.push({ text: `Юридический адрес: ${address('legal')}` })
    lines.push({ text: `ИНН ${value(payer, 'vatnum')}, КПП ${value(payer, 'kpp')}` })
    lines.push({ text: payerType === PAYER_TYPE.entrepreneur ? `ОГРНИП ${value(payer, 'ogrnip')}` : `ОГРН ${value(payer, 'ogrn')}` })
    lines.push({ text: `Банк ${value(payer, 'bankname')}, БИК ${value(payer, 'bik')}, р/с ${value(payer, 'rs')}, к/с ${value(payer, 'ks')}` })
  } else lines.push({ text: `ИНН ${value(payer, 'inn')}` })
  return lines
}

/** the contract of a payer; without one, the sample of a payer type */
export function contractPdf(payer: PayerFields & { id: string }, date: string): Promise<Uint8Array> {
  return renderDocument({
    title: `Договор № ${payer.id.slice(0, 8).toUpperCase()} от ${date.slice(0, 10)}`,
    subject: payer.name,
    author: PROVIDER,
    lines: [{ text: `Исполнитель: ${PROVIDER}`, gap: 8 }, ...partyLines(payer, payer.payer_type), { text: 'Условия', bold: true, gap: 8 }, ...TERMS.map((text) => ({ text }))],
  })
}

export function sampleContractPdf(payerType: number): Promise<Uint8Array> {
  return renderDocument({
    title: `Образец договора: ${TYPE_NAMES[payerType] ?? BLANK}`,
    subject: 'Sample contract',
    author: PROVIDER,
    lines: [{ text: `Исполнитель: ${PROVIDER}`, gap: 8 }, ...partyLines(undefined, payerType), { text: 'Условия', bold: true, gap: 8 }, ...TERMS.map((text) => ({ text }))],
  })
}
