// The rules of keypairs (000 §5, 001 §5, 001 §8): the name must match the name inside the public key, names
// are unique in a project, the keypair limit holds, and an unverified or unidentified account cannot create
// one (001 §4). Generate hands the private key out once; it is not stored (000 §3).
import type { KeypairCreateRequest, KeypairGenerateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { badRequest, catalogueBadRequest } from '../../http/errors'
import { announce } from '../../kit/announce'
import { countOf, insertRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { keypairResource, type KeypairRow } from './resource'
import { generateKeypair, readPublicKey } from './ssh-key'

function requireCreatable(ctx: Ctx, project: ProjectRow, name: string): void {
  requireProjectAllows(ctx, project, { paid: false, creates: true })
  if (countOf(ctx, keypairResource, 'project_id = ? AND name = ?', project.id, name) > 0) throw badRequest('name', 'A keypair with this name already exists in the project')
  requireLimits(ctx, project.id, [{ name: 'keypair', amount: 1 }])
}

function insert(ctx: Ctx, project: ProjectRow, name: string, publicKey: string): KeypairRow {
  const row: KeypairRow = { id: newId(), project_id: project.id, name, public_key: publicKey.trim(), created_in: isoAt(ctx.now()) }
  insertRow(ctx, keypairResource, row)
  announce(ctx, keypairResource, row, 'created')
  return row
}

/** 001 §7 POST /projects/{id}/keypairs (name, public_key); 001 §8: "invalid SSH key", "name does not match" */
export function uploadKeypair(ctx: Ctx, project: ProjectRow, request: KeypairCreateRequest): KeypairRow {
  return ctx.tx(() => {
    const key = readPublicKey(request.public_key)
    if (!key) throw catalogueBadRequest('public_key', 'invalid_ssh_key')
    if (key.name !== request.name) throw catalogueBadRequest('name', 'name_mismatch')
    requireCreatable(ctx, project, request.name)
    return insert(ctx, project, request.name, request.public_key)
  })
}

/** 001 §7 POST /projects/{id}/keypairs/generate (name): the keypair and, this once, its private key */
export function generateNamedKeypair(ctx: Ctx, project: ProjectRow, request: KeypairGenerateRequest): { row: KeypairRow; private_key: string } {
  return ctx.tx(() => {
    requireCreatable(ctx, project, request.name)
    const pair = generateKeypair(request.name)
    return { row: insert(ctx, project, request.name, pair.public_key), private_key: pair.private_key }
  })
}

export function deleteKeypair(ctx: Ctx, project: ProjectRow, row: KeypairRow): void {
  ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    removeNow(ctx, keypairResource, row)
  })
}
