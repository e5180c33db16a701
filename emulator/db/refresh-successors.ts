// A refresh token, once used, names the pair that replaced it: the grace window of a replayed refresh token
// (emulator/auth/sessions.ts) answers the replay only while that successor is unused, and revokes it (both tokens).
export const REFRESH_SUCCESSORS_MIGRATION = `
ALTER TABLE tokens ADD COLUMN successor_hash TEXT;
ALTER TABLE tokens ADD COLUMN pair_hash TEXT;
`
