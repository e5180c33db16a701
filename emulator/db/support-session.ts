// A session opened with an admin key is a support session (000 §6: flagged is_support_session); the flag lives on the
// session, so a refreshed pair stays one and the API refuses what a support session may not do (http/support-session.ts).
export const SUPPORT_SESSION_MIGRATION = `
ALTER TABLE sessions ADD COLUMN is_support_session INTEGER NOT NULL DEFAULT 0;
`
