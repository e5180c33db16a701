// image_picker: the OS family and version from the project's images (000 §3 Project images), or a recipe. The value
// is { image_id } or { recipe_id } (the field spreads it into the order: 000 §3 Cart server order options).
import { NativeSelect, Stack } from '@chakra-ui/react'
import { useText } from '../../../../ui/i18n/translate'
import { FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { useActionEnv } from '../../../actions/ActionRunner'
import { imagesOf, recipesOf, type CatalogueImage } from './catalogue'

type Choice = { image_id: string } | { recipe_id: string } | ''

const familyOf = (image: CatalogueImage): string => image.operation_system?.distribution ?? image.name ?? image.id

export const ImagePicker: FieldWidget = ({ field, label, required }) => {
  const text = useText()
  const { projectData } = useActionEnv()
  const state = useFormField<Choice>(field.name)
  const images = imagesOf(projectData)
  const recipes = recipesOf(projectData)
  const value = state.value
  const imageId = value && 'image_id' in value ? value.image_id : ''
  const recipeId = value && 'recipe_id' in value ? value.recipe_id : ''
  const current = images.find((image) => image.id === imageId)
  const families = [...new Set(images.map(familyOf))]
  const family = current ? familyOf(current) : ''
  const choose = (next: Choice) => {
    state.setValue(next)
    state.onBlur()
  }
  return (
    <Stack gap="3">
      <FieldShell label={label} error={state.error} required={required} disabled={state.disabled}>
        {(control) => (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <NativeSelect.Root disabled={state.disabled} invalid={state.error !== undefined}>
              <NativeSelect.Field
                {...control}
                aria-label={text('console.order.os_family')}
                value={family}
                onChange={(event) => {
                  const first = images.find((image) => familyOf(image) === event.target.value)
                  choose(first ? { image_id: first.id } : '')
                }}
              >
                <option value="">{text('console.order.choose')}</option>
                {families.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root disabled={state.disabled || family === ''}>
              <NativeSelect.Field aria-label={text('console.order.os_version')} value={imageId} onChange={(event) => choose(event.target.value ? { image_id: event.target.value } : '')}>
                {images
                  .filter((image) => familyOf(image) === family)
                  .map((image) => (
                    <option key={image.id} value={image.id}>
                      {image.operation_system?.version ?? image.name ?? image.id}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        )}
      </FieldShell>
      {recipes.length > 0 ? (
        <NativeSelect.Root disabled={state.disabled}>
          <NativeSelect.Field aria-label={text('console.order.recipe')} value={recipeId} onChange={(event) => choose(event.target.value ? { recipe_id: event.target.value } : '')}>
            <option value="">{text('console.order.no_recipe')}</option>
            {recipes.map((recipe) => (
              <option key={recipe.id} value={recipe.id}>
                {recipe.name ?? recipe.id}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
    </Stack>
  )
}
