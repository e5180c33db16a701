// DNS domains and records in the browser (000 §2 dns/domains, domains/new, domains/{id}/records, records/new;
// 000 §4 DNS record; 000 §5 and 001 §5 record rules; 001 §4 DNS rules): a domain added from its page, then a
// record of each type added to it, each type's bad value refused on its field with what was typed kept; the SOA
// record and the last NS record offered for deletion only disabled.
import type { Locator, Page } from '@playwright/test'
import { currentProject, mainMenu, uniqueName } from './support/entities'
import { expect, pageApi, ru, signIn, watchableTest as test } from './support/test'
import { budget } from './support/budget'

const label = (field: string): string => ru(`dns_record.field.${field}`)

async function openDomains(page: Page): Promise<Locator> {
  await mainMenu(page)
    .getByRole('link', { name: ru('dns_domain.plural') })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: ru('dns_domain.plural') })).toBeVisible()
  return page.getByRole('main').getByRole('table', { name: ru('dns_domain.plural') })
}

/** the records table of a domain's page */
const recordsTable = (page: Page): Locator => page.getByRole('main').getByRole('table', { name: ru('dns_domain.tab.records') })

interface RecordCase {
  type: string
  /** fills the type's fields, with `bad` in the field that is refused */
  fill: (page: Page, domain: string, bad: boolean) => Promise<void>
  /** the field the bad value lands on, its bad value and the message */
  field: string
  badValue: string
  message: string
}

const fillText = async (page: Page, field: string, value: string) => page.getByLabel(label(field)).fill(value)

const CASES: readonly RecordCase[] = [
  { type: 'A', field: 'ipv4', badValue: '198.51.100.300', message: ru('validation.ipv4'), fill: (page, _d, bad) => fillText(page, 'ipv4', bad ? '198.51.100.300' : '198.51.100.30') },
  { type: 'AAAA', field: 'ipv6', badValue: '2001:db8::zz', message: ru('validation.ipv6'), fill: (page, _d, bad) => fillText(page, 'ipv6', bad ? '2001:db8::zz' : '2001:db8::30') },
  {
    type: 'NS',
    field: 'name_server',
    badValue: 'ns bad',
    message: ru('validation.domain'),
    fill: async (page, domain, bad) => {
      await fillText(page, 'name', `sub.${domain}`)
      await fillText(page, 'name_server', bad ? 'ns bad' : 'ns1.example.net')
    },
  },
  {
    type: 'MX',
    field: 'priority',
    badValue: '70000',
    message: ru('validation.max_value', { max: 65535 }),
    fill: async (page, _d, bad) => {
      await fillText(page, 'mail_server', 'mx.example.net')
      await fillText(page, 'priority', bad ? '70000' : '20')
    },
  },
  { type: 'TXT', field: 'text', badValue: 'привет', message: ru('validation.txt_value'), fill: (page, _d, bad) => fillText(page, 'text', bad ? 'привет' : 'v=spf1 -all') },
  {
    type: 'SRV',
    field: 'port',
    badValue: '70000',
    message: ru('validation.max_value', { max: 65535 }),
    fill: async (page, domain, bad) => {
      await fillText(page, 'name', `_sip._tcp.${domain}`)
      await fillText(page, 'target', 'sip.example.net')
      await fillText(page, 'weight', '5')
      await fillText(page, 'port', bad ? '70000' : '5060')
    },
  },
  {
    type: 'CNAME',
    field: 'name',
    badValue: 'www.example.net',
    message: '',
    fill: async (page, domain, bad) => {
      await fillText(page, 'name', bad ? 'www.example.net' : `www.${domain}`)
      await fillText(page, 'target', `a.${domain}`)
    },
  },
  {
    type: 'DNAME',
    field: 'target',
    badValue: 'bad host!',
    message: ru('validation.domain'),
    fill: async (page, domain, bad) => {
      await fillText(page, 'name', `old.${domain}`)
      await fillText(page, 'target', bad ? 'bad host!' : 'example.net')
    },
  },
  {
    type: 'CAA',
    field: 'caa_value',
    badValue: 'http://ca.example',
    message: ru('validation.caa_value'),
    fill: (page, _d, bad) => fillText(page, 'caa_value', bad ? 'http://ca.example' : 'letsencrypt.org'),
  },
]

test('a domain from its page, then a record of each type, each bad value refused on its field with what was typed kept', async ({ page }) => {
  // nine record pages, each filled twice
  test.setTimeout(budget(240_000))
  await signIn(page)
  const project = await currentProject(page)
  const domains = await openDomains(page)
  await expect(domains.getByRole('link', { name: 'demo-shop.example.com', exact: true })).toBeVisible()

  // 000 §2 domains/new is a page, opened by the list's "add domain": a bad IP list is refused on its field, then the
  // domain is added
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('dns_domain.action.create') })
    .click()
  await expect(page).toHaveURL(/\/lk\/dns\/domains\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: ru('dns_domain.action.create') })).toBeVisible()
  const domain = `${uniqueName('dns')}.example.org`
  await page.getByLabel(ru('dns_domain.field.name')).fill(domain)
  await page.getByLabel(ru('dns_domain.field.related_ip_list')).fill('198.51.100.7; 10.0.0.1')
  await page.getByRole('button', { name: ru('dns_domain.action.create') }).click()
  await expect(page.getByText(ru('validation.ip_list'))).toBeVisible()
  await expect(page.getByLabel(ru('dns_domain.field.name'))).toHaveValue(domain)
  await page.getByLabel(ru('dns_domain.field.related_ip_list')).fill('198.51.100.7')
  await page.getByRole('button', { name: ru('dns_domain.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/dns\/domains$/)
  await page.getByRole('main').getByRole('link', { name: domain, exact: true }).click()
  await expect(page).toHaveURL(/\/lk\/dns\/domains\/[^/]+\/records$/)
  const records = recordsTable(page)
  await expect(records.getByRole('row').filter({ hasText: 'SOA' })).toHaveCount(1)
  await expect(records.getByRole('row').filter({ hasText: '198.51.100.7' })).toHaveCount(1)
  const domainPage = page.url()

  for (const c of CASES) {
    await page
      .getByRole('main')
      .getByRole('button', { name: ru('dns_record.action.create') })
      .click()
    await expect(page).toHaveURL(/\/records\/new$/)
    await page.getByLabel(label('type')).selectOption({ label: ru(`dns_record.type.${c.type}`) })
    await c.fill(page, domain, true)
    await page.getByRole('button', { name: ru('dns_record.action.create') }).click()
    const field = page.getByLabel(label(c.field))
    const message = c.message || ru('validation.record_name_in_domain', { domain })
    await expect(page.getByText(message, { exact: true }), c.type).toBeVisible()
    await expect(field, `${c.type}: what was typed is kept`).toHaveValue(c.badValue)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await c.fill(page, domain, false)
    await page.getByRole('button', { name: ru('dns_record.action.create') }).click()
    await expect(page, c.type).toHaveURL(domainPage)
  }

  const answer = await pageApi(page, 'GET', `/projects/${project.id}/dns/domains?name=${domain}`)
  const id = answer.body.result[0].id as string
  const types = ((await pageApi(page, 'GET', `/dns/domains/${id}/records?limit=100`)).body.result as { type: string }[]).map((record) => record.type)
  for (const c of CASES) expect(types, c.type).toContain(c.type)
  await expect(recordsTable(page).getByRole('row').filter({ hasText: 'letsencrypt.org' })).toHaveCount(1)
})

test('000 §4 DNS record: the SOA record and the last NS record are offered for deletion only disabled', async ({ page }) => {
  await signIn(page)
  const domains = await openDomains(page)
  await domains.getByRole('link', { name: 'demo-blog.example.net', exact: true }).click()
  const records = recordsTable(page)
  for (const [type, reason] of [
    ['SOA', 'reason.dns_record.soa'],
    ['NS', 'reason.dns_record.last_ns'],
  ] as const) {
    const row = records.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) })
    await row.getByRole('button', { name: ru('console.action.menu_for', { name: '@' }) }).click()
    const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name: '@' }) })
    const remove = menu.getByRole('menuitem', { name: new RegExp(`^${ru('dns_record.action.delete')}`) })
    await expect(remove, type).toBeDisabled()
    await expect(menu, type).toContainText(ru(reason))
    await page.keyboard.press('Escape')
  }
})
