// The console's Chakra system: the base preset (conditions, utilities), Chakra's tokens, the brand tokens and
// only the recipes ui/ uses (see recipes.ts). Dark mode is the `.dark` class on <html> (colorMode.ts).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme'
import { recipes, slotRecipes } from './recipes'
import { brandSemanticTokens, brandTokens } from './tokens'

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
})

const brand = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
  },
  theme: {
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
  },
})

export const consoleConfig = mergeConfigs(defaultBaseConfig, chakraTheme, brand)

export const consoleSystem = createSystem(consoleConfig)
