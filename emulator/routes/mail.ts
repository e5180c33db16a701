// The outbox: every e-mail the emulator "sent", newest first, as a page and as JSON (?to= filters).
import { Hono } from 'hono'
import type { Ctx } from '../context'
import type { MailRow } from '../db/outbox'
import { loopbackOnly } from '../http/loopback'

function presentMail(row: MailRow): Record<string, unknown> {
  return { id: row.id, to: row.to_email, subject: row.subject, text: row.text, kind: row.kind, data: JSON.parse(row.data) as unknown, created_in: row.created_in }
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function linkify(text: string): string {
  // a sentence's closing punctuation is never part of a link
  return escapeHtml(text).replace(/(\/lk\/[^\s]*[^\s.,;:!?)])/g, (link) => `<a href="${link}">${link}</a>`)
}

function page(rows: readonly MailRow[]): string {
  const items = rows
    .map(
      (row) =>
        `<article><h2>${escapeHtml(row.subject)}</h2><p class="meta">to ${escapeHtml(row.to_email)} · ${escapeHtml(row.created_in)}</p><p style="white-space:pre-line">${linkify(row.text)}</p></article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Emulator outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:.9em}</style>
</head><body><h1>Emulator outbox</h1><p>${rows.length} e-mail(s). JSON: <a href="/emulator/mail.json">/emulator/mail.json</a></p>
${items || '<p>No e-mail yet.</p>'}
</body></html>`
}

export function mailRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  routes.use('/mail', loopbackOnly(ctx.options.publicOutbox))
  routes.use('/mail.json', loopbackOnly(ctx.options.publicOutbox))
  routes.get('/mail.json', (c) => {
    const rows = ctx.repos.outbox.list(c.req.query('to'))
    return c.json({ result: rows.map(presentMail), count: rows.length })
  })
  routes.get('/mail', (c) => c.html(page(ctx.repos.outbox.list(c.req.query('to')))))
  return routes
}
