// The client's steps on an acceptance certificate (000 §4 Acceptance certificate statuses: 110 signed by client, 120
// rejected by client, 310 annulment requested by client): it signs or rejects a certificate sent to it (3) and asks
// to annul one in force (4 signed, 110 signed by client). Any other status is refused with 409.
import type { Ctx } from '../../context'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { updateRow } from '../../kit/rows'
import { acceptanceCertResource, type AcceptanceCertRow } from './resource'

const SENT = 3
const IN_FORCE: readonly number[] = [4, 110]

export const CLIENT_STEPS = {
  sign: { from: [SENT], to: 110 },
  reject: { from: [SENT], to: 120 },
  annul: { from: IN_FORCE, to: 310 },
} as const satisfies Record<string, { from: readonly number[]; to: number }>

export function takeStep(ctx: Ctx, row: AcceptanceCertRow, step: keyof typeof CLIENT_STEPS): AcceptanceCertRow {
  const { from, to } = CLIENT_STEPS[step]
  if (!(from as readonly number[]).includes(row.status)) throw conflict(`The certificate in status ${row.status} cannot be taken to ${to}`, 'acceptance_cert_status')
  return ctx.tx(() => {
    const next = { ...row, status: to }
    updateRow(ctx, acceptanceCertResource, row.id, { status: to })
    announce(ctx, acceptanceCertResource, next, 'updated')
    return next
  })
}
