// Issue 14 (hardening) 1: the console's pages refuse scripts that are not its own files, and another site
// cannot frame them.
import { expect, test } from './support/test'

test('the sign-in page refuses an injected inline script (script-src self)', async ({ browser, baseURL }) => {
  // a context of its own: this test provokes the violation the shared guard would fail on
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL })
  const page = await context.newPage()
  const response = await page.goto('/sign/in')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: Boolean((window as unknown as { injected?: boolean }).injected), violated: event.violatedDirective }))
        const script = document.createElement('script')
        script.textContent = 'window.injected = true'
        document.body.append(script)
      }),
  )
  expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' })
  await context.close()
})

test('another site cannot frame the sign-in page (frame-ancestors none)', async ({ browser, baseURL }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setContent(`<iframe src="${baseURL}/sign/in" title="framed"></iframe>`)
  // setContent waits for the frame's load: the browser has put its error page there instead of the console
  const framed = page.frames().find((frame) => frame !== page.mainFrame())
  expect(framed?.url()).not.toContain('/sign/in')
  await context.close()
})
