import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { applyColorMode, initialColorMode, type ColorMode } from './colorMode'

export interface ColorModeState {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
  toggleColorMode: () => void
}

const ColorModeContext = createContext<ColorModeState | undefined>(undefined)

export function ColorModeProvider({ children, defaultMode }: { children: ReactNode; defaultMode?: ColorMode }) {
  const [colorMode, setMode] = useState<ColorMode>(() => defaultMode ?? initialColorMode())

  // on <html> before paint, so the first frame is already in the right mode
  useLayoutEffect(() => applyColorMode(colorMode, { persist: false }), [colorMode])

  const setColorMode = useCallback((mode: ColorMode) => {
    applyColorMode(mode)
    setMode(mode)
  }, [])
  const toggleColorMode = useCallback(() => setColorMode(colorMode === 'dark' ? 'light' : 'dark'), [colorMode, setColorMode])

  const value = useMemo(() => ({ colorMode, setColorMode, toggleColorMode }), [colorMode, setColorMode, toggleColorMode])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext)
  if (!state) throw new Error('useColorMode: wrap the app in <ThemeProvider>')
  return state
}
