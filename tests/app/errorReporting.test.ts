// 001 §7 POST /frontend-error: the console reports its uncaught errors and unhandled rejections, each message once,
// at most ten a page load; a report that fails is dropped (it never becomes an error of its own).
import { describe, expect, it } from 'vitest'
import { reportUncaughtErrors } from '../../src/app/errorReporting'

function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { pathname: string } }
  target.location = { pathname: '/lk/project/servers/all' }
  return target
}

const errorEvent = (error: unknown) => Object.assign(new Event('error'), { error, message: String(error) })
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason })

describe('reportUncaughtErrors', () => {
  it('posts an uncaught error and an unhandled rejection to /frontend-error with the page path', async () => {
    const posted: [string, unknown][] = []
    const target = fakeWindow()
    const stop = reportUncaughtErrors({ post: async (path, body) => void posted.push([path, body]) as never }, target as unknown as Window)
    target.dispatchEvent(errorEvent(new TypeError('x is undefined')))
    target.dispatchEvent(rejection('lost'))
    expect(posted).toEqual([
      ['/frontend-error', { type: 'uncaught_error', message: expect.stringMatching(/^TypeError: x is undefined/), path: '/lk/project/servers/all' }],
      ['/frontend-error', { type: 'unhandled_rejection', message: 'lost', path: '/lk/project/servers/all' }],
    ])
    stop()
    target.dispatchEvent(rejection('after stop'))
    expect(posted).toHaveLength(2)
  })

  it('each message once, at most ten, and a failed report is swallowed', async () => {
    let calls = 0
    const target = fakeWindow()
    reportUncaughtErrors({ post: () => ((calls += 1), Promise.reject(new Error('offline'))) }, target as unknown as Window)
    for (let round = 0; round < 3; round += 1) for (let n = 0; n < 15; n += 1) target.dispatchEvent(rejection(`error ${n}`))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(10)
  })
})
