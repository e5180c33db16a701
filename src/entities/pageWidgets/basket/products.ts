// A basket's products (engine/types.ts BasketConfig; 000 §3 Cart / cart_product): what each orders, the request
// body its options are, the calls that save them, and a failed order's error as the text the product keeps.
import { callPath } from '../../../../engine/evaluate'
import { normalizeError } from '../../../../engine/errors/http'
import type { ActionFlowOutput } from '../../../../engine/flow/actionMachine'
import type { BasketConfig, FieldConfig } from '../../../../engine/types'
import type { ApiClient } from '../../../api/client'

export interface Product {
  id: string
  kind: string
  label?: string
  num?: number
  options?: Record<string, unknown>
  status?: string
  error?: unknown
}

/** 000 §3: every product's options carry the project it orders into */
const PROJECT = 'project_id'

export function productsOf(basket: BasketConfig, item: Record<string, unknown>): Product[] {
  const products = item[basket.products]
  return Array.isArray(products) ? (products as Product[]) : []
}

export const projectOf = (product: Product): string | undefined => (typeof product.options?.[PROJECT] === 'string' ? product.options[PROJECT] : undefined)

/** the request body of the product's order: its options without the project, which the call's path names */
export function orderBody(product: Product): Record<string, unknown> {
  return Object.fromEntries(Object.entries(product.options ?? {}).filter(([key]) => key !== PROJECT))
}

/** the options to keep: what the form sends, in the product's project */
export function optionsOf(product: Product, body: Record<string, unknown>): Record<string, unknown> {
  const project = projectOf(product)
  return { ...body, ...(project ? { [PROJECT]: project } : {}) }
}

export function saveProduct(api: ApiClient, basket: BasketConfig, product: Product, change: { options?: Record<string, unknown>; status?: string; error?: string }): Promise<unknown> {
  const path = callPath(basket.update.path, { item: {}, related: { product } })
  return api.request(basket.update.method, path, { body: change })
}

/** A failed order's error as the product keeps it (000 §4: a failed order keeps its error): each field's message with the field's label. */
export function failureText(output: ActionFlowOutput, fields: readonly FieldConfig[], text: (key: string) => string): string | undefined {
  if (output.kind !== 'failed') return undefined
  const error = normalizeError(output.error)
  if (error.field_errors.length === 0) return error.message
  return error.field_errors
    .map(({ path, message }) => {
      const field = fields.find((candidate) => candidate.name === path.split('.')[0])
      return field ? `${text(field.label)}: ${message}` : message
    })
    .join('; ')
}
