// The HTTP application: /api/v1 (faults, Bearer auth, the resources), /emulator (outbox, controls) and,
// when given, the built console with SPA fallback.
import { Hono, type Context } from 'hono'
import type { Ctx } from './context'
import { requireAuth } from './http/auth'
import { limitBodies, requireJsonBodies } from './http/bodies'
import { allowAnyOrigin } from './http/cors'
import type { AppEnv } from './http/env'
import { ApiError, NOFIELD } from './http/errors'
import { injectFaults } from './http/faults'
import { IDEMPOTENCY_HEADER, idempotentPosts } from './http/idempotency'
import { securityHeaders } from './http/security-headers'
import { refuseInSupportSession } from './http/support-session'
import { serveConsole } from './http/static'
import { accountRoutes } from './routes/account'
import { authRoutes } from './routes/auth'
import { profileRoutes } from './routes/profile'
import { newSystemState, systemControls, systemRoutes, type SystemState } from './routes/system'
import { balanceRoutes } from './routes/balance'
import { faultRoutes } from './routes/faults'
import { mailRoutes } from './routes/mail'
import { projectRoutes } from './routes/projects'
import { serverActionRoutes } from './routes/server-actions'
import { serverRoutes } from './routes/servers'
import { snapshotRoutes } from './routes/snapshots'
import { adminKeyRoutes, supportSessionRoutes } from './routes/support'
import { volumeRoutes } from './routes/volumes'
import { apiTokenRoutes } from './kinds/api_token/routes'
import { floatingipRoutes } from './kinds/floatingip/routes'
import { keypairRoutes } from './kinds/keypair/routes'
import { gatewayRoutes } from './kinds/payment/gateway'
import { bankPageRoutes } from './kinds/payment/bankPages'
import { autopayRoutes } from './kinds/autopay/routes'
import { paymentRoutes } from './kinds/payment/routes'
import { financeRoutes } from './routes/finance'
import { backupOperatorRoutes, backupPlanRoutes } from './kinds/backup_plan/routes'
import { s3UserRoutes } from './kinds/s3_user/routes'
import { s3BucketRoutes } from './kinds/s3_bucket/routes'
import { dbaasClusterRoutes } from './kinds/dbaas_cluster/routes'
import { dbaasDatabaseRoutes } from './kinds/dbaas_database/routes'
import { dbaasBackupRoutes } from './kinds/dbaas_backup/routes'
import { vrouterRoutes } from './kinds/vrouter/routes'
import { loadbalancerRoutes } from './kinds/loadbalancer/routes'
import { dnsDomainRoutes } from './kinds/dns_domain/routes'
import { dnsRecordRoutes } from './kinds/dns_record/routes'
import { ticketRoutes } from './kinds/ticket/routes'
import { API_PREFIX } from './http/env'
import { SESSION_TRANSPORT_HEADER } from './http/sessionCookie'
import { useFixtureAnswers, useFixtureRoutes } from './fixtures'
import { serverLicenseRoutes } from './kinds/server_license/routes'
import { referralRoutes } from './kinds/referral/routes'
import { payerRoutes } from './kinds/payer/routes'
import { invoiceRoutes } from './kinds/payment/invoice-routes'
import { acceptanceCertRoutes } from './kinds/acceptance_cert/routes'
import { cartRoutes } from './kinds/cart/routes'

export { API_PREFIX }

function onError(ctx: Ctx) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return c.json(error.body(), error.status, error.headers())
    ctx.log(`${c.req.method} ${c.req.path} failed`, error)
    return c.json({ errors: [{ path: NOFIELD, message: 'Internal error of the emulator' }] }, 500)
  }
}

function apiApp(ctx: Ctx, system: SystemState): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.onError(onError(ctx))
  // preflights are answered before faults and auth
  api.use(
    '*',
    allowAnyOrigin({
      allowHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER, SESSION_TRANSPORT_HEADER],
      exposeHeaders: ['Idempotent-Replayed'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  )
  api.use('*', injectFaults(ctx))
  api.use('*', limitBodies())
  api.use('*', requireJsonBodies())
  api.use('*', requireAuth(ctx, API_PREFIX))
  api.use('*', refuseInSupportSession(API_PREFIX))
  api.use('*', idempotentPosts(ctx))
  useFixtureAnswers(ctx, api, API_PREFIX)
  for (const routes of [
    authRoutes,
    supportSessionRoutes,
    accountRoutes,
    profileRoutes,
    systemRoutes(system),
    projectRoutes,
    balanceRoutes,
    volumeRoutes,
    serverRoutes,
    serverActionRoutes,
    snapshotRoutes,
    keypairRoutes,
    floatingipRoutes,
    apiTokenRoutes,
    paymentRoutes,
    financeRoutes,
    backupPlanRoutes,
    s3UserRoutes,
    s3BucketRoutes,
    dbaasClusterRoutes,
    dbaasDatabaseRoutes,
    dbaasBackupRoutes,
    vrouterRoutes,
    loadbalancerRoutes,
    dnsDomainRoutes,
    dnsRecordRoutes,
    ticketRoutes,
    serverLicenseRoutes,
    referralRoutes,
    autopayRoutes,
    payerRoutes,
    invoiceRoutes,
    acceptanceCertRoutes,
    cartRoutes,
  ])
    api.route('/', routes(ctx))
  for (const kind of ctx.options.extraKinds) api.route('/', kind.routes(ctx))
  return api
}

export function createApp(ctx: Ctx): Hono {
  const app = new Hono()
  app.onError(onError(ctx))
  app.notFound((c) => c.json({ errors: [{ path: NOFIELD, message: `No route for ${c.req.method} ${c.req.path}` }] }, 404))
  app.use('*', securityHeaders())
  if (ctx.options.log) {
    app.use('*', async (c, next) => {
      const started = Date.now()
      await next()
      ctx.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`)
    })
  }
  if (ctx.options.staticDir) app.use('*', serveConsole(ctx.options.staticDir))
  app.get('/emulator/health', (c) => c.json({ status: 'ok', time_scale: ctx.options.timeScale, websocket_connections: ctx.hub.connections() }))
  app.use('/emulator/*', limitBodies())
  // the test gateway's payment page posts an HTML form, as a real payment page does: before the JSON rule
  app.route('/emulator', gatewayRoutes(ctx))
  app.route('/emulator', bankPageRoutes(ctx))
  app.use('/emulator/*', requireJsonBodies())
  app.route('/emulator', mailRoutes(ctx))
  app.route('/emulator', faultRoutes(ctx))
  app.route('/emulator', adminKeyRoutes(ctx))
  const system = newSystemState()
  app.route('/emulator', systemControls(ctx, system))
  app.route('/emulator', backupOperatorRoutes(ctx))
  useFixtureRoutes(ctx, app)
  app.route(API_PREFIX, apiApp(ctx, system))
  return app
}
