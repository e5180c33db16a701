import { ChakraProvider } from '@chakra-ui/react'
import { useSyncExternalStore, type ReactNode } from 'react'
import type { ColorMode } from './colorMode'
import { ColorModeProvider } from './ColorModeContext'
import { currentSystem, subscribeSystem } from './system'

/**
 * Chakra with the console's system, plus the color mode (class on <html>, remembered in localStorage). The system
 * is the current one (system.ts): the sign-in page's recipes, then all of them once loadAllRecipes() resolved.
 */
export function ThemeProvider({ children, defaultColorMode }: { children: ReactNode; defaultColorMode?: ColorMode }) {
  const system = useSyncExternalStore(subscribeSystem, currentSystem, currentSystem)
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider {...(defaultColorMode ? { defaultMode: defaultColorMode } : {})}>{children}</ColorModeProvider>
    </ChakraProvider>
  )
}
