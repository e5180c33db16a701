// 001 §7: another account's ids answer 404; a user sees only the projects of their own account.
import { OTHER, apiToken, expect, pageApi, ru, signIn, test } from './support/test'

test('other@example.com sees none of demo’s projects, through the API or in the console', async ({ page, request }) => {
  // what demo has, read as demo (outside the browser)
  const demoToken = await apiToken(request)
  const auth = { authorization: `Bearer ${demoToken}` }
  const demoProjects = (await (await request.get('/api/v1/projects', { headers: auth })).json()) as { result: { id: string; name: string }[] }
  const demoProject = demoProjects.result[0]
  expect(demoProject, 'demo has a project').toBeDefined()
  const demoVolumes = (await (await request.get(`/api/v1/projects/${demoProject?.id}/volumes?limit=1`, { headers: auth })).json()) as { result: { id: string }[] }
  const demoVolume = demoVolumes.result[0]
  expect(demoVolume, 'demo has a volume').toBeDefined()

  await signIn(page, OTHER)

  // the API, called by other's page with other's token
  const projects = await pageApi(page, 'GET', '/projects')
  expect(projects.status).toBe(200)
  const ids = (projects.body.result as { id: string }[]).map((project) => project.id)
  expect(ids.length).toBeGreaterThan(0)
  expect(ids).not.toContain(demoProject?.id)
  expect((await pageApi(page, 'GET', `/projects/${demoProject?.id}`)).status).toBe(404)
  expect((await pageApi(page, 'GET', `/projects/${demoProject?.id}/volumes`)).status).toBe(404)
  expect((await pageApi(page, 'GET', `/volumes/${demoVolume?.id}/detail`)).status).toBe(404)
  expect((await pageApi(page, 'PATCH', `/volumes/${demoVolume?.id}`, { name: 'taken-over' })).status).toBe(404)

  // the console: other's project in the header's switcher and on the dashboard, demo's nowhere
  const header = page.getByRole('banner', { name: ru('ui.shell.header') })
  await expect(header).toContainText('Other project')
  await expect(page.getByRole('heading', { level: 1, name: 'Other project' })).toBeVisible()
  const switcher = header.getByRole('combobox', { name: ru('console.project.label') })
  if ((await switcher.count()) > 0) await expect(switcher.getByRole('option', { name: demoProject?.name ?? '' })).toHaveCount(0)
  await expect(page.getByText(demoProject?.name ?? 'Demo project')).toHaveCount(0)
})

test('other@example.com opening demo’s volume page by its URL gets the not-found state, nothing of the volume', async ({ page, request }) => {
  const demoToken = await apiToken(request)
  const auth = { authorization: `Bearer ${demoToken}` }
  const demoProject = ((await (await request.get('/api/v1/projects', { headers: auth })).json()) as { result: { id: string }[] }).result[0]
  const demoVolumes = (await (await request.get(`/api/v1/projects/${demoProject?.id}/volumes?name=backup`, { headers: auth })).json()) as { result: { id: string; name: string }[] }
  const demoVolume = demoVolumes.result[0]
  expect(demoVolume, 'demo has the volume backup').toBeDefined()

  await signIn(page, OTHER)
  await page.goto(`/lk/project/volumes/${demoVolume?.id}/details`)
  const main = page.getByRole('main')
  await expect(main.getByText(ru('console.entity.not_found'))).toBeVisible()
  await expect(main.getByRole('heading', { level: 1, name: demoVolume?.name ?? 'backup' })).toHaveCount(0)
  await expect(main.getByText(demoVolume?.name ?? 'backup', { exact: true })).toHaveCount(0)
  await expect(main.getByRole('button', { name: ru('console.action.menu_for', { name: demoVolume?.name ?? 'backup' }) })).toHaveCount(0)
  // a safe way out: the link back to the volumes list, which holds other's volumes only
  await main.getByRole('link', { name: new RegExp(ru('volume.plural')) }).click()
  await expect(page).toHaveURL(/\/lk\/project\/volumes\/all$/)
  const table = main.getByRole('table', { name: ru('volume.plural') })
  await expect(table.getByRole('link', { name: 'other-backup', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: demoVolume?.name ?? 'backup', exact: true })).toHaveCount(0)
})
