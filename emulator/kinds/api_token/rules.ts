// API tokens: create and renew hand out a new value once (000 §4: shown in a view dialog), rename, delete;
// and the value authenticates the API as its account (000 §6: "Any API token holder has full API access").
import type { AccessTokenCreateRequest, AccessTokenUpdateRequest, ApiToken } from '../../../generated/types/index.js'
import { API_TOKEN_SESSION, endSockets, type AuthInfo } from '../../auth/sessions'
import { newSecret, sha256 } from '../../auth/secrets'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { announce } from '../../kit/announce'
import { insertRow, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { apiTokenResource, type ApiTokenRow } from './resource'

/** the token as listed, with its value (only create and renew answer it) */
export type IssuedToken = ApiToken & { token: string }

const issued = (ctx: Ctx, row: ApiTokenRow, token: string): IssuedToken => ({ ...apiTokenResource.present(ctx, row), token })

export function createApiToken(ctx: Ctx, auth: AuthInfo, request: AccessTokenCreateRequest): IssuedToken {
  return ctx.tx(() => {
    const token = newSecret()
    const row: ApiTokenRow = { id: newId(), account_id: auth.accountId, user_id: auth.userId, name: request.name, hash: sha256(token), created_in: isoAt(ctx.now()) }
    insertRow(ctx, apiTokenResource, row)
    announce(ctx, apiTokenResource, row, 'created')
    return issued(ctx, row, token)
  })
}

/** a new value; the old one stops working at once */
export function renewApiToken(ctx: Ctx, row: ApiTokenRow): IssuedToken {
  return ctx.tx(() => {
    const token = newSecret()
    const renewed = updateRow(ctx, apiTokenResource, row.id, { hash: sha256(token) }) as ApiTokenRow
    announce(ctx, apiTokenResource, renewed)
    endSockets(ctx, (owner) => owner.sessionId === sessionOf(row))
    return issued(ctx, renewed, token)
  })
}

export function renameApiToken(ctx: Ctx, row: ApiTokenRow, request: AccessTokenUpdateRequest): ApiTokenRow {
  return ctx.tx(() => {
    const renamed = updateRow(ctx, apiTokenResource, row.id, { name: request.name }) as ApiTokenRow
    announce(ctx, apiTokenResource, renamed)
    return renamed
  })
}

export function deleteApiToken(ctx: Ctx, row: ApiTokenRow): void {
  ctx.tx(() => removeNow(ctx, apiTokenResource, row))
  endSockets(ctx, (owner) => owner.sessionId === sessionOf(row))
}

const sessionOf = (row: ApiTokenRow): string => `${API_TOKEN_SESSION}${row.id}`

/** Who an API token speaks for: its account and user; undefined when no token has this value. */
export function verifyApiToken(ctx: Ctx, token: string): AuthInfo | undefined {
  const row = prepared(ctx.db, 'SELECT * FROM api_tokens WHERE hash = ?').get(sha256(token)) as ApiTokenRow | undefined
  // an API token has no session of its own: logout with it closes nothing; deleting or renewing it ends its sockets
  return row && { userId: row.user_id, accountId: row.account_id, sessionId: sessionOf(row) }
}
