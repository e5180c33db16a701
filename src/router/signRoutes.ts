// The sign area (000 §2: "Sign area under sign (default sign_in): in, confirm (2FA code), up (query ref_id =
// referrer), up/reg_key (queries reg_key, email), restore, restore_password (query key), forwarding_auth (query
// admin_key, admin login), relogin, something-wrong, error").
// Sign-in is in the entry chunk; every other page loads when it is opened.
import { createRoute, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router'
import { loadNamespaces } from '../i18n'
import { SignInPage } from '../pages/sign/SignInPage'
import { PATHS, safeRedirect } from './paths'
import { rootRoute } from './root'

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined)

export interface RedirectSearch {
  redirect?: string
}

export const validateRedirect = (search: Record<string, unknown>): RedirectSearch => {
  const target = safeRedirect(search.redirect)
  return target ? { redirect: target } : {}
}

export const signRoute = createRoute({ getParentRoute: () => rootRoute, path: 'sign', staticData: { sign: true } })

const signIndexRoute = createRoute({
  getParentRoute: () => signRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: PATHS.sign_in })
  },
})

export const signInRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'in',
  validateSearch: validateRedirect,
  component: SignInPage,
  staticData: { name: 'sign_in', sign: true },
})

/** one query value, if it is there */
const queryOf =
  (...names: string[]) =>
  (search: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(names.flatMap((name) => (text(search[name]) ? [[name, text(search[name]) as string]] : [])))

// The texts of the newer sign pages are in the console's namespace, which the sign-in page does not bundle.
const consoleTexts = () => loadNamespaces(['console'])

/** A sign page whose code loads when it is opened (one helper: the sign-in page's JavaScript is budgeted). */
const lazySignRoute = (path: string, name: string, component: RouteComponent, validateSearch: (search: Record<string, unknown>) => object = () => ({}), texts = false) =>
  createRoute({ getParentRoute: () => signRoute, path, validateSearch, ...(texts ? { loader: consoleTexts } : {}), component, staticData: { name, sign: true } })

export const signRouteTree = signRoute.addChildren([
  signIndexRoute,
  signInRoute,
  lazySignRoute(
    'confirm',
    'sign_confirm',
    lazyRouteComponent(() => import('../pages/sign/ConfirmPage'), 'ConfirmPage'),
    validateRedirect,
  ),
  lazySignRoute(
    'up',
    'sign_up',
    lazyRouteComponent(() => import('../pages/sign/SignUpPage'), 'SignUpPage'),
    queryOf('ref_id'),
  ),
  lazySignRoute(
    'up/reg_key',
    'sign_up_reg_key',
    lazyRouteComponent(() => import('../pages/sign/RegKeyPage'), 'RegKeyPage'),
    queryOf('reg_key', 'email'),
  ),
  lazySignRoute(
    'restore',
    'sign_restore',
    lazyRouteComponent(() => import('../pages/sign/RestorePage'), 'RestorePage'),
  ),
  lazySignRoute(
    'restore_password',
    'sign_restore_password',
    lazyRouteComponent(() => import('../pages/sign/RestorePasswordPage'), 'RestorePasswordPage'),
    queryOf('key'),
  ),
  lazySignRoute(
    'relogin',
    'sign_relogin',
    lazyRouteComponent(() => import('../pages/sign/ReloginPage'), 'ReloginPage'),
    validateRedirect,
  ),
  lazySignRoute(
    'forwarding_auth',
    'sign_forwarding_auth',
    lazyRouteComponent(() => import('../pages/sign/ForwardingAuthPage'), 'ForwardingAuthPage'),
    queryOf('admin_key'),
    true,
  ),
  lazySignRoute(
    'something-wrong',
    'sign_something_wrong',
    lazyRouteComponent(() => import('../pages/sign/SomethingWrongPage'), 'SomethingWrongPage'),
    validateRedirect,
    true,
  ),
  lazySignRoute(
    'error',
    'sign_error',
    lazyRouteComponent(() => import('../pages/sign/SignErrorPage'), 'SignErrorPage'),
    queryOf('code'),
    true,
  ),
])
