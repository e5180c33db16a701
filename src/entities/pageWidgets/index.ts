// Page widgets by name: what draws a route of one item that is a page of its own (`pages.widgets`: 000 §2
// servers/{id}/console is a terminal). Each loads with its page only; no widget names a kind.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageWidgetProps } from './types'

export const PAGE_WIDGETS: Readonly<Record<string, LazyExoticComponent<ComponentType<PageWidgetProps>>>> = {
  terminal: lazy(() => import('./TerminalWidget').then((module) => ({ default: module.TerminalWidget }))),
  pdf_document: lazy(() => import('./PdfDocumentWidget').then((module) => ({ default: module.PdfDocumentWidget }))),
  product_basket: lazy(() => import('./basket/ProductBasket').then((module) => ({ default: module.ProductBasket }))),
  site_order: lazy(() => import('./basket/SiteOrder').then((module) => ({ default: module.SiteOrder }))),
}

export type { PageWidgetProps } from './types'
