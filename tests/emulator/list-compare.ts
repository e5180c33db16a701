// Compares a list answer of the running emulator (SQL) with the in-memory list (emulator/http/list.ts, the
// reference semantics of every list) over all the rows of the kind, presented the way the emulator presents
// them: same status, same body.
import { expect } from 'vitest'
import { ApiError } from '../../emulator/http/errors'
import { list as memoryList, type Query } from '../../emulator/http/list'
import type { Api } from './harness'

export type Pairs = readonly (readonly [string, string])[]

export const queryString = (pairs: Pairs): string => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')

/** the query as the route reads it (c.req.queries()): every value of a key, in order */
export function toQuery(pairs: Pairs): Query {
  const query: Query = {}
  for (const [key, value] of pairs) (query[key] ??= []).push(value)
  return query
}

function memoryAnswer(items: readonly unknown[], pairs: Pairs): { status: number; body: unknown } {
  try {
    return { status: 200, body: JSON.parse(JSON.stringify(memoryList(items, toQuery(pairs)))) }
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body() }
    throw error
  }
}

/** GET path?pairs answers what the in-memory list answers over all(), the kind's presented rows */
export async function expectSameList(api: Api, path: string, pairs: Pairs, all: () => readonly unknown[]): Promise<void> {
  const answer = await api.get(`${path}?${queryString(pairs)}`)
  expect({ status: answer.status, body: answer.body }, `${path}?${queryString(pairs)}`).toEqual(memoryAnswer(all(), pairs))
}
