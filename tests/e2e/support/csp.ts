// Every browser test fails on a Content-Security-Policy violation (issue 14, 1): each page of the test's
// context reports the browser's securitypolicyviolation events, and the browser's own "Refused to ..." console
// errors are caught too; the list must be empty when the test ends.
import { expect, test as base } from '@playwright/test'

const BINDING = '__reportCspViolation'

const LISTEN = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${BINDING}(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber)
})`

export const cspGuarded = base.extend({
  context: async ({ context }, use) => {
    const violations: string[] = []
    await context.exposeBinding(BINDING, (_source, text: string) => void violations.push(text))
    await context.addInitScript({ content: LISTEN })
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await use(context)
    expect(violations, 'Content-Security-Policy violations in the browser').toEqual([])
  },
})
