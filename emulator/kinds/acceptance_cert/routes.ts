// Acceptance certificates (000 §2 contracts/acceptance-certificates; the emulator's calls, 001 §7 lists none):
// GET /acceptance-certs, GET /acceptance-certs/{id} and its document, GET /acceptance-certs/{id}/document (PDF);
// POST /acceptance-certs/{id}/sign, /reject and /annul, the client's steps (rules.ts).
import { Hono } from 'hono'
import type { Ctx } from '../../context'
import { pdfResponse, renderDocument } from '../../documents/pdf'
import type { AppEnv } from '../../http/env'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { acceptanceCertResource, type AcceptanceCertRow } from './resource'
import { CLIENT_STEPS, takeStep } from './rules'

const certificatePdf = (row: AcceptanceCertRow): Promise<Uint8Array> =>
  renderDocument({
    title: `Акт оказанных услуг № ${row.number} от ${row.date.slice(0, 10)}`,
    subject: row.number,
    author: 'ООО «Облачный провайдер»',
    lines: [
      { text: 'Исполнитель оказал услуги облачной инфраструктуры за период, Заказчик претензий не имеет.', gap: 8 },
      { text: `Сумма: ${(row.amount_kop / 100).toFixed(2).replace('.', ',')} ₽, без НДС.`, bold: true, gap: 8 },
    ],
  })

export function acceptanceCertRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const own = (accountId: string, id: string) => ownInAccount(ctx, acceptanceCertResource, accountId, id)

  routes.get('/acceptance-certs', (c) => c.json(listOwned(ctx, acceptanceCertResource, c.get('auth').accountId, c.req.queries())))
  routes.get('/acceptance-certs/:id', (c) => c.json(acceptanceCertResource.present(ctx, own(c.get('auth').accountId, c.req.param('id')))))
  routes.get('/acceptance-certs/:id/document', async (c) => {
    const row = own(c.get('auth').accountId, c.req.param('id'))
    return pdfResponse(await certificatePdf(row), `acceptance-certificate-${row.number}.pdf`)
  })

  for (const step of Object.keys(CLIENT_STEPS) as (keyof typeof CLIENT_STEPS)[])
    routes.post(`/acceptance-certs/:id/${step}`, (c) => c.json(acceptanceCertResource.present(ctx, takeStep(ctx, own(c.get('auth').accountId, c.req.param('id')), step))))

  return routes
}
