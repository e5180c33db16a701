// The signed-in area under /lk (000 §2: "Under lk (default redirect to dashboard; optional queries reg_key,
// key, admin_key)"). The layout (the shell) and every page under it load lazily.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { ENDPOINTS, apiQueryOptions } from '../query/apiQuery'
import { ENTITY_PAGES } from './entityPages'
import { createEntityRoutes } from './entityRoutes'
import { validateFinanceSearch } from './financeSearch'
import { requireSession } from './guards'
import { PATHS } from './paths'
import { rootRoute } from './root'

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

export const lkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'lk',
  beforeLoad: async ({ context, location }) => {
    // links of the sign-up and restore e-mails may point at /lk with their key: the sign pages take them
    const search = location.search as Record<string, unknown>
    const regKey = text(search.reg_key)
    if (regKey) {
      const email = text(search.email)
      throw redirect({ to: PATHS.sign_up_reg_key, search: { reg_key: regKey, ...(email ? { email } : {}) } })
    }
    const key = text(search.key)
    if (key) throw redirect({ to: PATHS.sign_restore_password, search: { key } })
    // the e-mails may also link the sign pages under /lk (/lk/sign/up/reg_key): the sign area is /sign
    if (location.pathname.startsWith(`${PATHS.lk}${PATHS.sign}/`)) throw redirect({ href: location.href.slice(PATHS.lk.length) })
    requireSession(context.session, location)
    // every page under /lk reads the query cache: the client (and TanStack Query) loads here, not with the entry
    return { queryClient: await context.loadQueryClient() }
  },
  // entity labels, reasons and the other texts past sign-in are not in the entry chunk (src/i18n/bundles.ts):
  // nothing under /lk renders before they are here
  loader: () => import('../i18n').then(({ loadNamespaces }) => loadNamespaces()),
  component: lazyRouteComponent(() => import('../shell/LkLayout'), 'LkLayout'),
  // a path under lk that matches no page: the 404 inside the shell, with the menu
  notFoundComponent: lazyRouteComponent(() => import('../pages/notFound/LkNotFoundPage'), 'LkNotFoundPage'),
})

const lkIndexRoute = createRoute({
  getParentRoute: () => lkRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: PATHS.dashboard })
  },
})

/** /lk/project, the folder of the project's pages, opens the project's home */
const projectIndexRoute = createRoute({
  getParentRoute: () => lkRoute,
  path: 'project',
  beforeLoad: () => {
    throw redirect({ to: PATHS.dashboard, replace: true })
  },
})

/** matches /lk/sign/... so that the layout's beforeLoad above sends it to /sign/... */
const lkSignRoute = createRoute({ getParentRoute: () => lkRoute, path: 'sign/$' })

export const dashboardRoute = createRoute({
  getParentRoute: () => lkRoute,
  path: 'project/dashboard',
  staticData: { name: 'dashboard' },
  loader: ({ context }) => {
    // prefetch what the page shows first; the project's counts follow once the project is known
    void context.queryClient.prefetchQuery(apiQueryOptions(ENDPOINTS.balance))
    void context.queryClient.prefetchQuery(apiQueryOptions(ENDPOINTS.projects))
  },
  component: lazyRouteComponent(() => import('../pages/dashboard/DashboardPage'), 'DashboardPage'),
})

// 000 §2: "finance | children month and all (default all)"; one lazy page draws both children
const financeRoute = createRoute({
  getParentRoute: () => lkRoute,
  path: 'finance',
  staticData: { name: 'finance' },
  validateSearch: validateFinanceSearch,
  loader: ({ context }) => void context.queryClient.prefetchQuery(apiQueryOptions(ENDPOINTS.balance)),
})
const FinancePage = lazyRouteComponent(() => import('../pages/finance/FinancePage'), 'FinancePage')
const financeRouteTree = financeRoute.addChildren([
  createRoute({
    getParentRoute: () => financeRoute,
    path: '/',
    beforeLoad: ({ search }) => {
      throw redirect({ to: PATHS.finance_all, search, replace: true })
    },
  }),
  createRoute({ getParentRoute: () => financeRoute, path: 'all', staticData: { name: 'finance_all' }, component: FinancePage }),
  createRoute({ getParentRoute: () => financeRoute, path: 'month', staticData: { name: 'finance_month' }, component: FinancePage }),
])

// 000 §2: "entitynotfound, suspicious_activity, maintenance | Informational pages"
/** a page of pages/info/infoPages, by its export's name (type-only: the module itself loads lazily) */
type InfoComponent = keyof typeof import('../pages/info/infoPages')
const infoRoute = (path: string, name: string, component: InfoComponent) =>
  createRoute({ getParentRoute: () => lkRoute, path, staticData: { name }, component: lazyRouteComponent(() => import('../pages/info/infoPages'), component) })
const infoRoutes = [
  infoRoute('entitynotfound', 'entitynotfound', 'EntityNotFoundPage'),
  infoRoute('suspicious_activity', 'suspicious_activity', 'SuspiciousActivityPage'),
  infoRoute('maintenance', 'maintenance', 'MaintenancePage'),
  // 000 §2 "kubernetes, database, monitoring | Further sections (content not shown)"
  infoRoute('kubernetes', 'kubernetes', 'KubernetesPage'),
  infoRoute('database', 'database', 'DatabasePage'),
  infoRoute('monitoring', 'monitoring', 'MonitoringPage'),
]

// 000 §2: "limits"; the current project's limits with a way to ask for more
const limitsRoute = createRoute({
  getParentRoute: () => lkRoute,
  path: 'limits',
  staticData: { name: 'limits' },
  component: lazyRouteComponent(() => import('../pages/limits/LimitsPage'), 'LimitsPage'),
})

export const lkRouteTree = lkRoute.addChildren([
  lkIndexRoute,
  projectIndexRoute,
  lkSignRoute,
  dashboardRoute,
  financeRouteTree,
  limitsRoute,
  ...infoRoutes,
  ...createEntityRoutes(lkRoute, PATHS.lk, ENTITY_PAGES),
])
