// One numbered schema change. A migration is never edited once released: change the schema by adding the
// next number (the initial ones in db/migrations.ts, a kind's own in its resource declaration).
export interface Migration {
  version: number
  name: string
  sql: string
}
