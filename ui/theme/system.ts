// The console's Chakra system: the base preset (conditions, utilities), Chakra's tokens, the brand tokens and
// only the recipes ui/ uses (see recipes.ts; the ones the sign-in page does not draw come later, below). Dark mode is the `.dark` class on <html> (colorMode.ts).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from './chakraTheme'
import { recipes, slotRecipes } from './recipes'
import { brandSemanticTokens, brandTokens } from './tokens'
import { once, onceUntilFailed } from '../once'

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
    // WCAG 2.3.3: who asks the system for less motion gets menus, dialogs and toasts without their animations
    // (a near-zero duration, not none: the components wait for an animation's end before they unmount)
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', animationIterationCount: '1 !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
    },
  },
  theme: {
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
  },
})

export const consoleConfig = mergeConfigs(defaultBaseConfig, chakraTheme, brand)

/**
 * The console's Chakra system, made on its first use: the first render (ThemeProvider), not the entry's evaluation.
 * createSystem (the token dictionary, the conditions, the utilities) is the costliest step of a first load; made
 * here, it runs in the first render, which is a transition that React splits into short tasks (src/main.tsx), instead
 * of lengthening the one task that evaluates the entry's modules (issue 13: Lighthouse's total blocking time).
 */
export const consoleSystem = once(() => createSystem(consoleConfig))

/**
 * Adds the recipes the sign-in page does not draw (laterRecipes.ts, a chunk of its own) to the system, once (a
 * failed fetch is tried again by the next call).
 * The system reads its theme's recipe maps on each lookup (and caches a recipe's function on first use), so
 * they must be here before a component that uses one renders: the router awaits this before any page but
 * sign-in (src/router/root.tsx).
 */
export const loadLaterRecipes = onceUntilFailed(() =>
  import('./laterRecipes').then(({ laterRecipes, laterSlotRecipes }) => {
    const theme = consoleSystem()._config.theme ?? {}
    theme.recipes = { ...theme.recipes, ...laterRecipes }
    theme.slotRecipes = { ...theme.slotRecipes, ...laterSlotRecipes }
  }),
)
