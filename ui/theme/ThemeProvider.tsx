import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ColorMode } from './colorMode'
import { ColorModeProvider } from './ColorModeContext'
import { consoleSystem } from './system'

/** Chakra with the console's system, plus the color mode (class on <html>, remembered in localStorage). */
export function ThemeProvider({ children, defaultColorMode }: { children: ReactNode; defaultColorMode?: ColorMode }) {
  return (
    <ChakraProvider value={consoleSystem()}>
      <ColorModeProvider {...(defaultColorMode ? { defaultMode: defaultColorMode } : {})}>{children}</ColorModeProvider>
    </ChakraProvider>
  )
}
