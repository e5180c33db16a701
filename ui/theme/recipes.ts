// Only the recipes the ui/ and src/ components use, instead of Chakra's whole theme (STYLE.md "Bundles": initial
// JavaScript is budgeted), in two lists. These are the sign-in page's (button, heading, link, field, input, alert,
// the language select, the spinner of a loading button, the icons of an alert and a select): the system starts
// with them. The others are in moreRecipes.ts and join the system before any other page renders
// (system.ts loadAllRecipes; src/router/root.tsx). A component that needs another recipe adds it to one of the
// two lists — to this one only if the sign-in page shows it. A component without its recipe renders unstyled.
import {
  alertSlotRecipe,
  buttonRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme'

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
