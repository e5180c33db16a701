// Compares a list answer of the running emulator (SQL) with the old in-memory list (old-list.ts) over all
// the rows of the kind, presented the way the emulator presents them: same status, same body.
import { expect } from 'vitest'
import { ApiError } from '../../emulator/http/errors'
import type { Api } from './harness'
import { list as oldList, type Query } from './old-list'

export type Pairs = readonly (readonly [string, string])[]

export const queryString = (pairs: Pairs): string => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')

/** the query as the route reads it (c.req.queries()): every value of a key, in order */
export function toQuery(pairs: Pairs): Query {
  const query: Query = {}
  for (const [key, value] of pairs) (query[key] ??= []).push(value)
  return query
}

function oldAnswer(items: readonly unknown[], pairs: Pairs): { status: number; body: unknown } {
  try {
    return { status: 200, body: JSON.parse(JSON.stringify(oldList(items, toQuery(pairs)))) }
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body() }
    throw error
  }
}

/** GET path?pairs answers what the old list answered over all(), the kind's presented rows */
export async function expectSameList(api: Api, path: string, pairs: Pairs, all: () => readonly unknown[]): Promise<void> {
  const answer = await api.get(`${path}?${queryString(pairs)}`)
  expect({ status: answer.status, body: answer.body }, `${path}?${queryString(pairs)}`).toEqual(oldAnswer(all(), pairs))
}
