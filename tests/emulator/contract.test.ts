// The emulator answers the contract: every entity it returns passes the validator generated from
// schemas/entities, every list the ListResponse one and every refusal the ValidationError one.
import { describe, expect, it } from 'vitest'
import {
  validateAccount,
  validateBalance,
  validateListResponse,
  validateProfile,
  validateProject,
  validateServer,
  validateSession,
  validateSnapshot,
  validateValidationError,
  validateVolume,
  type Validator,
} from '../../generated/validators/index.js'
import { useEmulator } from './harness'

const emulator = await useEmulator()

function expectValid<T>(validator: Validator<T>, data: unknown): void {
  const valid = validator(data)
  expect(valid, JSON.stringify(validator.errors)).toBe(true)
}

describe('emulator answers match the schemas', () => {
  it('entities, lists, sessions and errors', async () => {
    const api = emulator.api()
    expectValid(validateSession, await api.login())
    const projects = (await api.get('/projects')).body
    expectValid(validateListResponse, projects)
    const project = projects.result[0]
    expectValid(validateProject, project)
    expectValid(validateProject, (await api.get(`/projects/${project.id}`)).body)
    expectValid(validateAccount, (await api.get('/account')).body)
    expectValid(validateProfile, (await api.get('/profile')).body)
    expectValid(validateBalance, (await api.get('/balance')).body)

    const lists: [string, Validator<unknown>][] = [
      [`/projects/${project.id}/volumes`, validateVolume],
      [`/projects/${project.id}/local-disks`, validateVolume],
      [`/projects/${project.id}/servers`, validateServer],
      [`/projects/${project.id}/snapshots`, validateSnapshot],
    ]
    for (const [path, validator] of lists) {
      const list = (await api.get(path)).body
      expectValid(validateListResponse, list)
      expect(list.result.length).toBeGreaterThan(0)
      for (const item of list.result) expectValid(validator, item)
    }
    const restored = await api.post(`/snapshots/${(await api.get(`/projects/${project.id}/snapshots`)).body.result[0].id}/restore`, { name: 'contract' })
    expectValid(validateServer, restored.body)
    expectValid(validateVolume, (await api.post(`/projects/${project.id}/volumes`, { name: 'contract', size: 10 })).body)

    for (const refusal of [
      await api.post(`/projects/${project.id}/volumes`, { size: 1 }),
      await api.post(`/projects/${project.id}/volumes`, { name: 'big', size: 1000 }),
      await api.get('/volumes/none/detail'),
    ]) {
      expectValid(validateValidationError, refusal.body)
    }
  })
})
