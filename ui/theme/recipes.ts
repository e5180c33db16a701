// Only the recipes the ui/ and src/ components use, instead of Chakra's whole theme (STYLE.md "Bundles": initial
// JavaScript is budgeted). A component that needs another recipe adds it here; without it, it renders unstyled.
//
// One list, in the entry chunk: the sign-in page uses only button, heading, icon, input, link, spinner, alert,
// field and nativeSelect, but a separate chunk for the others saves nothing — @chakra-ui/react/theme (which
// system.ts reads the tokens from) imports every recipe module, so the bundler keeps them all with the entry's
// modules whoever imports them.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
}

export const slotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe, // the dashboard's balance and counts
  table: tableSlotRecipe,
}
