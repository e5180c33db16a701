// GET /vatnum (001 §7 Other: "GET /vatnum (search param)"): the company register the payer form searches by tax
// number to fill in a company's fields. The emulator's register is a few made-up companies (test mode); a search
// matches the start of a tax number or a part of a name.
export interface RegisteredCompany {
  vatnum: string
  name: string
  kpp: string
  ogrn?: string
  ogrnip?: string
  payer_type: number
  country_legal: string
  postcode_legal: string
  city_legal: string
  address_legal: string
  director: string
  job_title: string
}

export const COMPANY_REGISTER: readonly RegisteredCompany[] = [
  {
    vatnum: '7707083893',
    name: 'ООО «Ромашка»',
    kpp: '770701001',
    ogrn: '1027700132195',
    payer_type: 2,
    country_legal: 'RU',
    postcode_legal: '117997',
    city_legal: 'Москва',
    address_legal: 'ул. Вавилова, д. 19',
    director: 'Иванов Иван Иванович',
    job_title: 'Генеральный директор',
  },
  {
    vatnum: '5402123450',
    name: 'АО «Северный ветер»',
    kpp: '540201001',
    ogrn: '1155476012340',
    payer_type: 2,
    country_legal: 'RU',
    postcode_legal: '630099',
    city_legal: 'Новосибирск',
    address_legal: 'Красный проспект, д. 1',
    director: 'Петрова Анна Сергеевна',
    job_title: 'Директор',
  },
  {
    vatnum: '500212345628',
    name: 'ИП Смирнов Олег Петрович',
    kpp: '500201001',
    ogrnip: '304770001234500',
    payer_type: 3,
    country_legal: 'RU',
    postcode_legal: '141400',
    city_legal: 'Химки',
    address_legal: 'ул. Ленина, д. 5',
    director: 'Смирнов Олег Петрович',
    job_title: 'Индивидуальный предприниматель',
  },
]

export function searchRegister(search: string): RegisteredCompany[] {
  const wanted = search.trim().toLowerCase()
  if (wanted === '') return []
  return COMPANY_REGISTER.filter((company) => company.vatnum.startsWith(wanted) || company.name.toLowerCase().includes(wanted))
}
