// The sign area (000 §2: "Sign area under sign (default sign_in): in, confirm (2FA code), up (query ref_id =
// referrer), up/reg_key (queries reg_key, email), restore, restore_password (query key), forwarding_auth (query
// admin_key, admin login), relogin, something-wrong, error").
// Sign-in is in the entry chunk; every other page loads when it is opened.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isSignErrorCode, type SignErrorCode } from '../pages/sign/signErrorCodes'
import { SignInPage } from '../pages/sign/SignInPage'
import type { AppContext } from './context'
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

/** The sign pages past sign-in call the API through the query cache: its client loads before they show. */
const withQueryClient = async ({ context }: { context: AppContext }): Promise<void> => {
  await context.loadQueryClient()
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

export const signConfirmRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'confirm',
  validateSearch: validateRedirect,
  beforeLoad: withQueryClient,
  component: lazyRouteComponent(() => import('../pages/sign/ConfirmPage'), 'ConfirmPage'),
  staticData: { name: 'sign_confirm', sign: true },
})

export const signUpRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'up',
  validateSearch: (search: Record<string, unknown>): { ref_id?: string } => {
    const refId = text(search.ref_id)
    return refId ? { ref_id: refId } : {}
  },
  beforeLoad: withQueryClient,
  component: lazyRouteComponent(() => import('../pages/sign/SignUpPage'), 'SignUpPage'),
  staticData: { name: 'sign_up', sign: true },
})

export const signUpRegKeyRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'up/reg_key',
  validateSearch: (search: Record<string, unknown>): { reg_key?: string; email?: string } => {
    const regKey = text(search.reg_key)
    const email = text(search.email)
    return { ...(regKey ? { reg_key: regKey } : {}), ...(email ? { email } : {}) }
  },
  beforeLoad: withQueryClient,
  component: lazyRouteComponent(() => import('../pages/sign/RegKeyPage'), 'RegKeyPage'),
  staticData: { name: 'sign_up_reg_key', sign: true },
})

export const signRestoreRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'restore',
  beforeLoad: withQueryClient,
  component: lazyRouteComponent(() => import('../pages/sign/RestorePage'), 'RestorePage'),
  staticData: { name: 'sign_restore', sign: true },
})

export const signRestorePasswordRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'restore_password',
  validateSearch: (search: Record<string, unknown>): { key?: string } => {
    const key = text(search.key)
    return key ? { key } : {}
  },
  beforeLoad: withQueryClient,
  component: lazyRouteComponent(() => import('../pages/sign/RestorePasswordPage'), 'RestorePasswordPage'),
  staticData: { name: 'sign_restore_password', sign: true },
})

export const signReloginRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'relogin',
  validateSearch: validateRedirect,
  component: lazyRouteComponent(() => import('../pages/sign/ReloginPage'), 'ReloginPage'),
  staticData: { name: 'sign_relogin', sign: true },
})

// The texts of the pages below are in the console's namespace, which the sign-in page does not bundle.
const consoleTexts = () => import('../i18n').then(({ loadNamespaces }) => loadNamespaces(['console']))

export const signForwardingAuthRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'forwarding_auth',
  validateSearch: (search: Record<string, unknown>): { admin_key?: string } => {
    const adminKey = text(search.admin_key)
    return adminKey ? { admin_key: adminKey } : {}
  },
  loader: consoleTexts,
  component: lazyRouteComponent(() => import('../pages/sign/ForwardingAuthPage'), 'ForwardingAuthPage'),
  staticData: { name: 'sign_forwarding_auth', sign: true },
})

export const signSomethingWrongRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'something-wrong',
  validateSearch: validateRedirect,
  loader: consoleTexts,
  component: lazyRouteComponent(() => import('../pages/sign/SomethingWrongPage'), 'SomethingWrongPage'),
  staticData: { name: 'sign_something_wrong', sign: true },
})

export const signErrorRoute = createRoute({
  getParentRoute: () => signRoute,
  path: 'error',
  validateSearch: (search: Record<string, unknown>): { code?: SignErrorCode } => (isSignErrorCode(search.code) ? { code: search.code } : {}),
  loader: consoleTexts,
  component: lazyRouteComponent(() => import('../pages/sign/SignErrorPage'), 'SignErrorPage'),
  staticData: { name: 'sign_error', sign: true },
})

export const signRouteTree = signRoute.addChildren([
  signIndexRoute,
  signInRoute,
  signConfirmRoute,
  signUpRoute,
  signUpRegKeyRoute,
  signRestoreRoute,
  signRestorePasswordRoute,
  signReloginRoute,
  signForwardingAuthRoute,
  signSomethingWrongRoute,
  signErrorRoute,
])
