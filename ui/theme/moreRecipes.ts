// The recipes of every page but sign-in: fetched as a chunk of their own and added to the system before such a
// page renders (system.ts loadAllRecipes). See recipes.ts for the sign-in page's.
import {
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  inputAddonRecipe,
  menuSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'

export const recipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe, // the box of a checkbox
  inputAddon: inputAddonRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
}

export const slotRecipes = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  stat: statSlotRecipe, // the dashboard's balance and counts
  table: tableSlotRecipe,
}
