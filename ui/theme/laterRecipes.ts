// The recipes the sign-in page does not draw (recipes.ts has those): loaded by loadLaterRecipes() (system.ts).
import { badgeRecipe } from '@chakra-theme/recipes/badge'
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox'
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark'
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list'
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog'
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state'
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon'
import { menuSlotRecipe } from '@chakra-theme/recipes/menu'
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton'
import { statSlotRecipe } from '@chakra-theme/recipes/stat'
import { tableSlotRecipe } from '@chakra-theme/recipes/table'
import { textareaRecipe } from '@chakra-theme/recipes/textarea'

export const laterRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  inputAddon: inputAddonRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
}

export const laterSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  stat: statSlotRecipe, // the dashboard's balance and counts
  table: tableSlotRecipe,
}
