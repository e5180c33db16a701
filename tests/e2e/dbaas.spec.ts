// Managed databases (000 §2 dbaas; 000 §4, 001 §4 DBaaS; 001 §7 DBaaS) against the emulator: a cluster ordered from
// its page becomes ACTIVE live, a database is added on its databases tab, a configuration value is refused out of
// its range on its field and then changed, a database is backed up, and a cluster backup is restored into a new
// cluster from the new-cluster page (000 §2: new_cluster?backup=).
import type { Page } from '@playwright/test'
import { actionDialog, currentProject, listTable, rowOf, runFromMenu, statusLabel, submitAndClose, uniqueName } from './support/entities'
import { expect, pageApi, ru, signIn, test } from './support/test'
import { budget } from './support/budget'

const NEW_CLUSTER = '/lk/dbaas/new_cluster'
const PASSWORD = 'E2e-Database-2026'

async function fillDatabase(page: Page, name: string, user: string) {
  const group = page.getByRole('group', { name: ru('dbaas_cluster.field.database') })
  await group.getByLabel(ru('dbaas_database.field.name')).fill(name)
  await group.getByLabel(ru('dbaas_database.field.admin_username')).fill(user)
  await group.getByLabel(ru('dbaas_database.field.admin_password')).fill(PASSWORD)
}

/** the cluster's page, by its name in the list */
async function openCluster(page: Page, name: string) {
  await page.goto('/lk/dbaas/list')
  await listTable(page, 'dbaas_cluster').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function removeCluster(page: Page, projectId: string, name: string) {
  const clusters = await pageApi(page, 'GET', `/projects/${projectId}/dbaas/clusters?name=${encodeURIComponent(name)}`)
  const cluster = (clusters.body.result as { id: string }[])[0]
  if (cluster) await pageApi(page, 'DELETE', `/dbaas/clusters/${cluster.id}`)
}

test('orders a cluster, adds a database, changes a configuration value (refused out of range first), backs up and restores', async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('pg')

  // 000 §2 new_cluster: datastore, flavor, nodes, storage, an external address, the first database; the price shows
  await page.goto(NEW_CLUSTER)
  await expect(page.getByRole('heading', { level: 1, name: ru('dbaas_cluster.action.create') })).toBeVisible()
  await page.getByRole('combobox', { name: ru('column.datastore') }).selectOption({ label: 'PostgreSQL 16' })
  await fillDatabase(page, 'app', 'app_admin')
  await page.getByRole('textbox', { name: ru('console.action.field.name'), exact: true }).fill(name)
  const price = page.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(/₽ в час/)
  await page.getByRole('button', { name: ru('dbaas_cluster.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/dbaas\/list$/)
  const row = rowOf(listTable(page, 'dbaas_cluster'), name)
  await expect(row).toContainText(statusLabel('dbaas_cluster', 'ACTIVE'), { timeout: budget(30_000) })

  // the databases tab: create a database on the cluster
  await openCluster(page, name)
  await page.getByRole('link', { name: ru('dbaas_cluster.tab.databases') }).click()
  await expect(page).toHaveURL(/\/databases$/)
  await page.getByRole('button', { name: ru('dbaas_database.action.create') }).click()
  const create = actionDialog(page, 'dbaas_database', 'create')
  await create.getByLabel(ru('dbaas_database.field.name')).fill('reports')
  await create.getByLabel(ru('dbaas_database.field.admin_username')).fill('reporter')
  await create.getByLabel(ru('dbaas_database.field.admin_password')).fill(PASSWORD)
  await create.getByLabel(ru('dbaas_database.field.admin_password')).blur()
  await expect(create.getByRole('button', { name: ru('dbaas_database.action.create') })).toBeEnabled()
  await create.getByRole('button', { name: ru('dbaas_database.action.create') }).click()
  await expect(create).toBeHidden()
  const databases = listTable(page, 'dbaas_database')
  await expect(rowOf(databases, 'reports')).toContainText(statusLabel('dbaas_database', 'READY'))
  await expect(page.getByText(statusLabel('dbaas_cluster', 'ACTIVE')).first()).toBeVisible()

  // edit_configuration: the datastore's form; 9 connections is below its range, refused on its field, nothing sent
  await page.getByRole('button', { name: ru('console.action.menu_for', { name }) }).click()
  await page.getByRole('menuitem', { name: ru('dbaas_cluster.action.edit_configuration'), exact: true }).click()
  const configuration = actionDialog(page, 'dbaas_cluster', 'edit_configuration')
  const connections = configuration.getByLabel('max_connections')
  await expect(connections).toHaveValue('100')
  await connections.fill('9')
  await connections.blur()
  await expect(configuration.getByText(ru('validation.min_value', { min: 10 }))).toBeVisible()
  await configuration.getByRole('button', { name: ru('dbaas_cluster.action.edit_configuration') }).click()
  await expect(configuration).toBeVisible()
  await connections.fill('250')
  await configuration.getByRole('button', { name: ru('dbaas_cluster.action.edit_configuration') }).click()
  await expect(configuration).toBeHidden()
  const cluster = ((await pageApi(page, 'GET', `/projects/${project.id}/dbaas/clusters?name=${name}`)).body.result as { id: string }[])[0]
  await expect.poll(async () => (await pageApi(page, 'GET', `/dbaas/clusters/${cluster?.id ?? ''}/configuration/all`)).body).toMatchObject({ max_connections: 250 })

  // backup now of a database: BUILD, then AVAILABLE, on the database's backups tab
  await runFromMenu(page, 'dbaas_database', 'reports', 'backup_now')
  const confirm = actionDialog(page, 'dbaas_database', 'backup_now')
  await confirm.getByRole('button', { name: ru('dbaas_database.action.backup_now') }).click()
  await expect(confirm).toBeHidden()
  await databases.getByRole('link', { name: 'reports', exact: true }).click()
  await page.getByRole('link', { name: ru('dbaas_database.tab.backups') }).click()
  await expect(
    page
      .getByRole('main')
      .getByRole('table', { name: ru('dbaas_database.tab.backups') })
      .getByRole('row')
      .filter({ hasText: statusLabel('dbaas_database_backup', 'AVAILABLE') }),
  ).toHaveCount(1)

  // restore the seeded cluster's backup (a FULL one) into a new cluster: the new-cluster page with ?backup=
  await openCluster(page, 'shop-db')
  await page.getByRole('link', { name: ru('dbaas_cluster.tab.backups') }).click()
  const backups = page.getByRole('main').getByRole('table', { name: ru('dbaas_cluster.tab.backups') })
  await backups
    .getByRole('button', { name: new RegExp(ru('console.action.menu_for', { name: '' })) })
    .first()
    .click()
  await page.getByRole('menuitem', { name: ru('dbaas_cluster_backup.action.restore'), exact: true }).click()
  await expect(page).toHaveURL(/\/lk\/dbaas\/new_cluster\?backup=/)
  const restored = uniqueName('restored')
  await page.getByRole('combobox', { name: ru('column.datastore') }).selectOption({ label: 'MySQL 8.0' })
  await page.getByRole('textbox', { name: ru('console.action.field.name'), exact: true }).fill(restored)
  await page.getByRole('button', { name: ru('dbaas_cluster.action.create') }).click()
  await expect(page).toHaveURL(/\/lk\/dbaas\/list$/)
  await expect(rowOf(listTable(page, 'dbaas_cluster'), restored)).toContainText(statusLabel('dbaas_cluster', 'ACTIVE'), { timeout: budget(30_000) })
  await openCluster(page, restored)
  await page.getByRole('link', { name: ru('dbaas_cluster.tab.databases') }).click()
  await expect(rowOf(listTable(page, 'dbaas_database'), 'shop')).toBeVisible()

  // the project's limits are shared by the run's tests
  await removeCluster(page, project.id, name)
  await removeCluster(page, project.id, restored)
})

test("a floating IP attached to a cluster and detached (000 §3 Floating IP: attachable dbaas_cluster), live on the cluster's page", async ({ page }) => {
  test.slow()
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('fip-db')
  // a cluster without an external address (001 §4 DBaaS: attach is blocked while it has one), and a free address
  const ordered = await pageApi(page, 'POST', `/projects/${project.id}/dbaas/clusters`, {
    name,
    datastore: 'postgresql-16',
    flavor: { vcpus: 1, ram: 2 },
    nodes_count: 2,
    storage_size: 10,
    address: null,
    database: { name: 'app', admin_username: 'app_admin', admin_password: PASSWORD },
  })
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
  const free = await pageApi(page, 'POST', `/projects/${project.id}/addresses`, {})
  await expect.poll(async () => (await pageApi(page, 'GET', `/addresses/${free.body.id}/detail`)).body.status, { timeout: 20_000 }).toBe('DOWN')
  await expect.poll(async () => (await pageApi(page, 'GET', `/dbaas/clusters/${ordered.body.id}`)).body.status, { timeout: 30_000 }).toBe('ACTIVE')

  // attach from the cluster's menu: the address picked in the dialog joins the page by the websocket
  await openCluster(page, name)
  const main = page.getByRole('main')
  await runFromMenu(page, 'dbaas_cluster', name, 'attach_floatingip')
  const attach = actionDialog(page, 'dbaas_cluster', 'attach_floatingip')
  await attach.getByLabel(ru('console.action.field.floatingip')).selectOption({ label: free.body.address })
  await submitAndClose(attach, 'dbaas_cluster', 'attach_floatingip')
  await expect(main).toContainText(free.body.address, { timeout: 20_000 })
  await expect
    .poll(async () => (await pageApi(page, 'GET', `/addresses/${free.body.id}/detail`)).body)
    .toMatchObject({ status: 'ACTIVE', attached_to: { entity: 'dbaas_cluster', id: ordered.body.id } })

  // detach: the address leaves the page and is free again (DOWN)
  await runFromMenu(page, 'dbaas_cluster', name, 'detach_floatingip')
  await submitAndClose(actionDialog(page, 'dbaas_cluster', 'detach_floatingip'), 'dbaas_cluster', 'detach_floatingip')
  await expect(main).not.toContainText(free.body.address, { timeout: 20_000 })
  await expect.poll(async () => (await pageApi(page, 'GET', `/addresses/${free.body.id}/detail`)).body, { timeout: 20_000 }).toMatchObject({ status: 'DOWN', attached_to: null })

  await removeCluster(page, project.id, name)
  await pageApi(page, 'DELETE', `/addresses/${free.body.id}`)
})
