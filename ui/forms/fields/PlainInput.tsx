// A text input in the input recipe's styles, without Ark's Field.Input (Chakra's Input): the field shell hands it
// its id, description, invalid and required marks itself. The sign-in form draws it: its JavaScript is budgeted.
import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react'

const { withContext } = createRecipeContext({ key: 'input' })

export type PlainInputProps = HTMLChakraProps<'input'> & RecipeProps<'input'>

export const PlainInput = withContext<HTMLInputElement, PlainInputProps>('input')
