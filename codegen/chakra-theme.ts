// `@chakra-theme/<file>`: one module of Chakra's theme (tokens, a recipe) without the `@chakra-ui/react/theme`
// barrel, which imports every recipe; through it, the entry chunk held every recipe module whoever used them
// (ui/theme/recipes.ts). The package exports no such paths: this alias (vite, vitest) and tsconfig's `paths`
// (types) reach its files.
import { fileURLToPath } from 'node:url'

const THEME_DIR = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url))

export const chakraThemeAlias = { find: /^@chakra-theme\/(.+)$/, replacement: `${THEME_DIR}$1.js` }
