// The console's Chakra system: the base preset (conditions, utilities), Chakra's tokens, the brand tokens and
// only the recipes the components use (recipes.ts, moreRecipes.ts). Dark mode is the `.dark` class on <html>
// (colorMode.ts). The system starts with the sign-in page's recipes; loadAllRecipes() fetches the rest once and
// puts the full system in place (ThemeProvider follows), which the router awaits before any other page renders.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
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

/** The config of the system the console starts with: the sign-in page's recipes. */
export const consoleConfig = mergeConfigs(defaultBaseConfig, chakraTheme, brand)

/** The system the console starts with. */
export const consoleSystem = createSystem(consoleConfig)

let current: SystemContext = consoleSystem
let full: Promise<SystemContext> | undefined
const listeners = new Set<() => void>()

/** The system components render with now: consoleSystem, then the full one once loaded. */
export function currentSystem(): SystemContext {
  return current
}

export function subscribeSystem(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Fetches the recipes of the pages past sign-in (moreRecipes.ts, once) and makes the system with all recipes the
 * current one. Resolves with it; a failed fetch rejects and can be retried.
 */
export function loadAllRecipes(): Promise<SystemContext> {
  full ??= import('./moreRecipes').then(
    (more) => createSystem(consoleConfig, defineConfig({ theme: { recipes: more.recipes, slotRecipes: more.slotRecipes } })),
    (error: unknown) => {
      full = undefined
      throw error
    },
  )
  return full.then((system) => {
    if (current !== system) {
      current = system
      for (const listener of listeners) listener()
    }
    return system
  })
}
