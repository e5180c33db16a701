// Projects (issue 10, 000 §3 Project, 000 §4 Project): the header's switcher changes the project of every page; the
// demo's second project is stopped for money, says why and what to do, and blocks its paid actions with the reason;
// a new project made from the switcher's menu becomes the current one, and can be renamed. A private emulator: the
// new projects would be other tests' demo projects too.
import { listTable, mainMenu, rowOf } from './support/entities'
import { expect, privateTest as test, ru, signIn } from './support/test'
import { budget } from './support/budget'

test('switch projects and see the lists change; the stopped project says why; make and rename a project', async ({ page }) => {
  // a long walk through the shell: three lists, two dialogs, a failed and two successful calls
  test.setTimeout(budget(90_000))
  await signIn(page)
  const header = page.getByRole('banner', { name: ru('ui.shell.header') })
  const switcher = header.getByRole('combobox', { name: ru('console.project.label') })
  await expect(switcher).toHaveValue(/.+/)
  await mainMenu(page)
    .getByRole('link', { name: ru('server.plural') })
    .click()
  const servers = listTable(page, 'server')
  await expect(rowOf(servers, 'web-1')).toBeVisible()
  await expect(page.getByText(ru('console.project.stopped.title', { name: 'Demo project' }))).toHaveCount(0)

  // the staging project: its own servers, stopped for money, with what to do
  await switcher.selectOption({ label: 'Demo project: staging' })
  await expect(rowOf(servers, 'staging-1')).toBeVisible()
  await expect(rowOf(servers, 'web-1')).toHaveCount(0)
  const banner = page.getByRole('status').filter({ hasText: ru('console.project.stopped.title', { name: 'Demo project: staging' }) })
  await expect(banner).toContainText(ru('console.project.stopping_reason.money'))
  await expect(banner.getByRole('button', { name: ru('console.project.stopped.top_up') })).toBeVisible()
  // 001 §4: under money, paid actions are blocked, with the reason
  await page.getByRole('button', { name: ru('console.action.menu_for', { name: 'staging-1' }) }).click()
  const start = page.getByRole('menuitem', { name: ru('server.action.start'), exact: true })
  await expect(start).toBeDisabled()
  await expect(page.getByRole('menu')).toContainText(ru('reason.project_stopped_money'))
  await page.keyboard.press('Escape')

  // a new project from the switcher's menu becomes the current one: empty lists
  await header.getByRole('button', { name: ru('console.project.actions') }).click()
  await page.getByRole('menuitem', { name: ru('console.project.create') }).click()
  const create = page.getByRole('dialog', { name: ru('console.project.create') })
  await create.getByLabel(ru('console.project.field.name')).fill('Demo project')
  await create.getByRole('button', { name: ru('console.project.create') }).click()
  // a name taken: on the field, the text kept
  await expect(create.getByText(ru('console.project.name_taken'))).toBeVisible()
  await expect(create.getByLabel(ru('console.project.field.name'))).toHaveValue('Demo project')
  const submit = create.getByRole('button', { name: ru('console.project.create') })
  await expect(submit).toBeEnabled()
  await create.getByLabel(ru('console.project.field.name')).fill('Research')
  await expect(submit).toBeVisible()
  await submit.click()
  await expect(create).toBeHidden()
  await expect(switcher.locator('option:checked')).toHaveText('Research')
  await expect(page.getByRole('main').getByText(ru('console.entity.empty'))).toBeVisible()
  await expect(banner).toHaveCount(0)

  await header.getByRole('button', { name: ru('console.project.actions') }).click()
  await page.getByRole('menuitem', { name: ru('console.project.rename') }).click()
  const rename = page.getByRole('dialog', { name: ru('console.project.rename') })
  await expect(rename.getByLabel(ru('console.project.field.name'))).toHaveValue('Research')
  await rename.getByLabel(ru('console.project.field.name')).fill('Research lab')
  await rename.getByRole('button', { name: ru('console.project.rename') }).click()
  await expect(rename).toBeHidden()
  await expect(switcher.locator('option:checked')).toHaveText('Research lab')
})
