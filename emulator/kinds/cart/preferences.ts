// Per-user preferences kept on the server (000 §3: s3_init_card_hidden, hide_dashboard_cart_banner, ...): a name
// and a JSON value per user, in the table of the cart's migration.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'

export type Preferences = Record<string, unknown>

export function preferencesOf(ctx: Ctx, userId: string): Preferences {
  const rows = prepared(ctx.repos.db, 'SELECT name, value FROM user_preferences WHERE user_id = ? ORDER BY name').all(userId) as { name: string; value: string }[]
  return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]))
}

export function setPreferences(ctx: Ctx, userId: string, change: Preferences): Preferences {
  const write = prepared(ctx.repos.db, 'INSERT OR REPLACE INTO user_preferences (user_id, name, value) VALUES (?, ?, ?)')
  for (const [name, value] of Object.entries(change)) write.run(userId, name, JSON.stringify(value))
  return preferencesOf(ctx, userId)
}
