// After each route change: the page title from the route name, and the previous route (000 §2).
import type { AnyRouter } from '@tanstack/react-router'
import './staticData'
import { entityKeys } from '../../ui/i18n/keys'
import { isSignPath } from './paths'
import { rememberPrevious } from './previousRoute'

export interface Translate {
  t(key: string): string
  exists(key: string): boolean
}

export interface RouteIdentity {
  name?: string
  kind?: string
}

/** The deepest matched route that has a name. */
export function currentRoute(router: AnyRouter): RouteIdentity | undefined {
  const matches = router.state.matches
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.staticData
    if (data?.name) return { name: data.name, ...(data.kind ? { kind: data.kind } : {}) }
  }
  return undefined
}

/**
 * "<page> — <product>": the page from the route name, else the kind's plural name. Routes a visitor without a
 * session sees (the sign area, the 404) are titled in the app namespace (app.route.<name>), which ships with the
 * entry; every other route in entities (route.<name>), which the /lk layout loads before its pages render.
 */
export function pageTitle(route: RouteIdentity | undefined, translate: Translate): string {
  const product = translate.t('app.title')
  const candidates = [
    route?.name ? `app.${entityKeys.route(route.name)}` : undefined,
    route?.name ? entityKeys.route(route.name) : undefined,
    route?.kind ? entityKeys.name(route.kind, 'plural') : undefined,
  ]
  const key = candidates.find((candidate): candidate is string => candidate !== undefined && translate.exists(candidate))
  return key ? `${translate.t(key)} — ${product}` : product
}

/** Subscribes the title and previous-route effects; returns the unsubscribe function. */
export function trackNavigation(router: AnyRouter, translate: Translate): () => void {
  const setTitle = (): void => {
    if (typeof document !== 'undefined') document.title = pageTitle(currentRoute(router), translate)
  }
  const unsubscribe = router.subscribe('onResolved', (event) => {
    const from = event.fromLocation ? { href: event.fromLocation.href, isSign: isSignPath(event.fromLocation.pathname) } : undefined
    rememberPrevious(from, { href: event.toLocation.href })
    setTitle()
  })
  return () => {
    unsubscribe()
  }
}

/** The title again, in the new language (the app calls it on languageChanged). */
export function retitle(router: AnyRouter, translate: Translate): void {
  if (typeof document !== 'undefined') document.title = pageTitle(currentRoute(router), translate)
}
