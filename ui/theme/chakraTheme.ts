// Chakra's default theme without its recipes, module by module (`@chakra-theme/…`, codegen/chakra-theme.ts):
// what `@chakra-ui/react/theme` defines, less the barrel that would bring every recipe into the entry chunk.
import { breakpoints } from '@chakra-theme/breakpoints'
import { globalCss as chakraGlobalCss } from '@chakra-theme/global-css'
import { layerStyles } from '@chakra-theme/layer-styles'
import { animationStyles } from '@chakra-theme/motion-styles'
import { semanticColors as chakraSemanticColors } from '@chakra-theme/semantic-tokens/colors'
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii'
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows'
import { textStyles } from '@chakra-theme/text-styles'
import { animations } from '@chakra-theme/tokens/animations'
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios'
import { blurs } from '@chakra-theme/tokens/blurs'
import { borders } from '@chakra-theme/tokens/borders'
import { colors as chakraColors } from '@chakra-theme/tokens/colors'
import { cursor } from '@chakra-theme/tokens/cursor'
import { durations } from '@chakra-theme/tokens/durations'
import { easings } from '@chakra-theme/tokens/easings'
import { fontSizes } from '@chakra-theme/tokens/font-sizes'
import { fontWeights } from '@chakra-theme/tokens/font-weights'
import { fonts } from '@chakra-theme/tokens/fonts'
import { keyframes } from '@chakra-theme/tokens/keyframes'
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing'
import { lineHeights } from '@chakra-theme/tokens/line-heights'
import { radii } from '@chakra-theme/tokens/radius'
import { sizes } from '@chakra-theme/tokens/sizes'
import { spacing } from '@chakra-theme/tokens/spacing'
import { zIndices } from '@chakra-theme/tokens/z-indices'

/**
 * The palettes no recipe, status or page of the console draws: without them createSystem builds a third fewer
 * tokens and the first style sheet carries a third fewer CSS variables, work every page pays before its first
 * paint (issue 13). A page that wants one adds it back here.
 */
const UNDRAWN_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink']
const drawn = <T extends object>(palettes: T): T => Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNDRAWN_PALETTES.includes(name))) as T
const colors = drawn(chakraColors)
const semanticColors = drawn(chakraSemanticColors)

/**
 * The CSS variables Chakra's style for every element declares that the console's styles read: the preflight's
 * fonts and border color. The 25 others feed utilities no recipe or page of the console uses (ring, filter: auto,
 * backdropFilter: auto), yet every element whose style is computed resolves them: the rows a list mounts on each
 * scroll frame spent about a tenth of their style recalculation on them (issue 13). A page that wants one of those
 * utilities adds its variables back here, and to the readers tests/ui/global-style-sheet.test.ts knows of (it looks
 * for them in the global sheet alone).
 */
const READ_GLOBAL_VARIABLES: readonly string[] = ['--global-font-mono', '--global-font-body', '--global-color-border']
const everyElement = Object.fromEntries(Object.entries(chakraGlobalCss['*'] ?? {}).filter(([name]) => !name.startsWith('--') || READ_GLOBAL_VARIABLES.includes(name)))

/**
 * The selected text's highlight, declared on the root alone: highlight styles inherit from the parent's (CSS
 * Pseudo-Elements 4 "highlight inheritance"), so every element still gets the brand's highlight, but Blink no
 * longer resolves a ::selection style (a color-mix of CSS variables) for each element whose style it computes: a
 * third of restyling a list's rows (issue 13). Text selected inside a badge of another palette now shows the
 * brand's highlight too, like the page around it.
 */
const { '*::selection': selection, ...otherGlobalCss } = chakraGlobalCss
const globalCss = { ...otherGlobalCss, '*': everyElement, ...(selection && { ':root::selection': selection }) }

export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles }

// the same values as the barrel's exports of these names
export const cssVarsPrefix = 'chakra'
export const cssVarsRoot = ':where(html, .chakra-theme)'

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}

export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }
