// Headers every answer carries whatever its route (the browser protections, CORS): set once per request on the
// Node answer that @hono/node-server writes, which merges them into the route's own headers when it writes
// them. Setting them on the route's Response instead makes Hono build a WHATWG Headers object per request and
// convert every name and value through it: a single GET cost 1.36× what a minimal server costs (issue 13, 5).
// Outside Node (app.request in a test) they go on the Response after the route ran, as before.
import type { Context, Next } from 'hono'

interface NodeAnswer {
  setHeader(name: string, value: string): unknown
  readonly headersSent: boolean
}

function nodeAnswer(c: Context): NodeAnswer | undefined {
  const outgoing = (c.env as { outgoing?: NodeAnswer } | undefined)?.outgoing
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined
}

/** runs the rest of the chain with `headers` on its answer; a route's own header of the same name wins */
export async function withAnswerHeaders(c: Context, next: Next, headers: Readonly<Record<string, string>>): Promise<void> {
  const outgoing = nodeAnswer(c)
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string)
    return next()
  }
  await next()
  for (const name in headers) if (!c.res.headers.has(name)) c.res.headers.set(name, headers[name] as string)
}
