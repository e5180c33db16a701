// The project's catalogue as the order widgets read it (000 §3 Project: images, recipes, flavors, prices).
import type { Project } from '../../../../generated/types/index.js'

export interface CatalogueImage {
  id: string
  name?: string
  operation_system?: { distribution?: string; version?: string; os_family?: string }
}
export interface CatalogueRecipe {
  id: string
  name?: string
  image_id?: string
}
export interface CatalogueFlavor {
  id?: string
  name: string
  vcpus: number
  ram: number
  cpu_type?: string
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

export const imagesOf = (project: Project | undefined): CatalogueImage[] => listOf(project?.images)
export const recipesOf = (project: Project | undefined): CatalogueRecipe[] => listOf(project?.recipes)
export const flavorsOf = (project: Project | undefined): CatalogueFlavor[] => listOf(project?.flavors)

/** The price list has an entry of that group and name. */
export function hasPrice(project: Project | undefined, group: string, name: string): boolean {
  return (project?.prices ?? []).some((entry) => entry.name === name && (entry.group ?? group) === group)
}

/** A string option of a widget (FieldConfig.widget_options are not declared; the config's field names the rest). */
export const optionOf = (options: Record<string, unknown> | undefined, name: string): string | undefined => {
  const value = options?.[name]
  return typeof value === 'string' ? value : undefined
}
