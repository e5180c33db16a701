// onceUntilFailed (ui/once.ts): the signed-in routes (src/router/router.ts) and the later recipes
// (ui/theme/system.ts) load once; a load that failed on a flaky network is asked again, not failed forever.
import { expect, it, vi } from 'vitest'
import { onceUntilFailed } from '../../ui/once'

it('shares one load between callers', async () => {
  const load = vi.fn(async () => 'chunk')
  const once = onceUntilFailed(load)
  expect(once()).toBe(once())
  await expect(once()).resolves.toBe('chunk')
  expect(load).toHaveBeenCalledTimes(1)
})

it('asks again after a failed load, and keeps the load that succeeded', async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('chunk')
  const once = onceUntilFailed(load)
  await expect(once()).rejects.toThrow('Failed to fetch')
  await expect(once()).resolves.toBe('chunk')
  await expect(once()).resolves.toBe('chunk')
  expect(load).toHaveBeenCalledTimes(2)
})
