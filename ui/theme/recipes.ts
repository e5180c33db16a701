// Only the recipes the ui/ and src/ components use, instead of Chakra's whole theme (STYLE.md "Bundles": initial
// JavaScript is budgeted). A component that needs another recipe adds it here or in laterRecipes.ts; without
// it, it renders unstyled.
//
// Each recipe from its own module (`@chakra-theme/…`, codegen/chakra-theme.ts), not the theme's barrel, which would
// bring every recipe into the entry chunk. Here: what the sign-in page draws (it ships with the entry). laterRecipes.ts: the rest, a chunk of its own that
// loadLaterRecipes() (system.ts) adds before any other page renders.
import { alertSlotRecipe } from '@chakra-theme/recipes/alert'
import { buttonRecipe } from '@chakra-theme/recipes/button'
import { fieldSlotRecipe } from '@chakra-theme/recipes/field'
import { headingRecipe } from '@chakra-theme/recipes/heading'
import { iconRecipe } from '@chakra-theme/recipes/icon'
import { inputRecipe } from '@chakra-theme/recipes/input'
import { linkRecipe } from '@chakra-theme/recipes/link'
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select'
import { spinnerRecipe } from '@chakra-theme/recipes/spinner'

export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
}

export const slotRecipes = {
  alert: alertSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
}
